import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { ErrorCodeSchema } from '../error-codes.schema.ts';
import { SlugSchema } from '../method.schema.ts';
import { MinorUnitsSchema } from '../money.schema.ts';
import { TRANSACTION_STATUSES, TRANSACTIONS_PAGE_MAX, TRANSACTIONS_PAGE_DEFAULT } from './transactions.ts';

export const TransactionStatusSchema = /* @__PURE__ */ Type.Enum(TRANSACTION_STATUSES);

/**
 * `GET /api/v1/payments/transactions` (transaction history): newest first, every filter given
 * must match. `cursor` is the `nextCursor` of the page before, as it came: opaque. `from` and
 * `before` bound the creation time, `from` included, `before` not (ISO 8601 instants: the widget
 * sends the start of the player's first day and of the day after the last).
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
    // history date filter
    from: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ format: 'date-time', maxLength: 40 })),
    before: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ format: 'date-time', maxLength: 40 }),
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
  /** Why it failed, in the request's `Accept-Language`: the text of `errorCode`; absent without one. */
  reason: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String()),
});
export type TransactionItem = Type.Static<typeof TransactionItemSchema>;

/** A page of history; `nextCursor` is null on the last page. */
export const TransactionsResponseSchema = /* @__PURE__ */ Type.Object({
  items: /* @__PURE__ */ Type.Array(TransactionItemSchema),
  nextCursor: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
});
export type TransactionsResponse = Type.Static<typeof TransactionsResponseSchema>;
