import Type from 'typebox';
import { PaymentActionSchema } from '../actions.ts';
import { CurrencyCodeSchema } from '../currencies.ts';
import { ErrorCodeSchema } from '../error-codes.ts';
import { SlugSchema } from '../method.ts';
import { MinorUnitsSchema } from '../money.ts';

/**
 * Where a payment transaction stands:
 * - `pending`: started, waiting for the provider or the player (a cashout can still be cancelled);
 * - `completed`: the money moved;
 * - `failed`: the provider declined or the payment errored (`errorCode` says why);
 * - `cancelled`: the player cancelled a pending cashout (its amount went back to the balance).
 */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TransactionStatusSchema = /* @__PURE__ */ Type.Enum(TRANSACTION_STATUSES);

/** Transactions one history page holds at most; 20 when not asked. */
export const TRANSACTIONS_PAGE_MAX = 100;
export const TRANSACTIONS_PAGE_DEFAULT = 20;

/**
 * `GET /api/v1/payments/transactions` (transaction history): newest first, every filter given
 * must match. `cursor` is the `nextCursor` of the page before, as it came: opaque.
 */
export const TransactionsQuerySchema = /* @__PURE__ */ Type.Object(
  {
    action: /* @__PURE__ */ Type.Optional(PaymentActionSchema),
    status: /* @__PURE__ */ Type.Optional(TransactionStatusSchema),
    currency: /* @__PURE__ */ Type.Optional(CurrencyCodeSchema),
    limit: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Integer({
        minimum: 1,
        maximum: TRANSACTIONS_PAGE_MAX,
        default: TRANSACTIONS_PAGE_DEFAULT,
      }),
    ),
    cursor: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export type TransactionsQuery = Type.Static<typeof TransactionsQuerySchema>;

/**
 * One transaction as the player's history shows it. Amounts are minor units of `currency`;
 * `fee` is what the method's commission took. `brand` is null when the method has left the
 * catalogue. `cancellable` is true for a cashout that is still `pending`.
 */
export const TransactionItemSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
  action: PaymentActionSchema,
  methodId: SlugSchema,
  brand: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  currency: CurrencyCodeSchema,
  amount: MinorUnitsSchema,
  fee: MinorUnitsSchema,
  status: TransactionStatusSchema,
  errorCode: /* @__PURE__ */ Type.Union([ErrorCodeSchema, /* @__PURE__ */ Type.Null()]),
  /** ISO 8601, UTC. */
  createdAt: /* @__PURE__ */ Type.String({ format: 'date-time' }),
  updatedAt: /* @__PURE__ */ Type.String({ format: 'date-time' }),
  cancellable: /* @__PURE__ */ Type.Boolean(),
});
export type TransactionItem = Type.Static<typeof TransactionItemSchema>;

/** A page of history; `nextCursor` is null on the last page. */
export const TransactionsResponseSchema = /* @__PURE__ */ Type.Object({
  items: /* @__PURE__ */ Type.Array(TransactionItemSchema),
  nextCursor: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
});
export type TransactionsResponse = Type.Static<typeof TransactionsResponseSchema>;
