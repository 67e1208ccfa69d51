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
export const TransactionStatusSchema = Type.Enum(TRANSACTION_STATUSES);

/** Transactions one history page holds at most; 20 when not asked. */
export const TRANSACTIONS_PAGE_MAX = 100;
export const TRANSACTIONS_PAGE_DEFAULT = 20;

/**
 * `GET /api/v1/payments/transactions` (transaction history): newest first, every filter given
 * must match. `cursor` is the `nextCursor` of the page before, as it came: opaque.
 */
export const TransactionsQuerySchema = Type.Object(
  {
    action: Type.Optional(PaymentActionSchema),
    status: Type.Optional(TransactionStatusSchema),
    currency: Type.Optional(CurrencyCodeSchema),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TRANSACTIONS_PAGE_MAX, default: TRANSACTIONS_PAGE_DEFAULT }),
    ),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type TransactionsQuery = Type.Static<typeof TransactionsQuerySchema>;

/**
 * One transaction as the player's history shows it. Amounts are minor units of `currency`;
 * `fee` is what the method's commission took. `brand` is null when the method has left the
 * catalogue. `cancellable` is true for a cashout that is still `pending`.
 */
export const TransactionItemSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  action: PaymentActionSchema,
  methodId: SlugSchema,
  brand: Type.Union([Type.String(), Type.Null()]),
  currency: CurrencyCodeSchema,
  amount: MinorUnitsSchema,
  fee: MinorUnitsSchema,
  status: TransactionStatusSchema,
  errorCode: Type.Union([ErrorCodeSchema, Type.Null()]),
  /** ISO 8601, UTC. */
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  cancellable: Type.Boolean(),
});
export type TransactionItem = Type.Static<typeof TransactionItemSchema>;

/** A page of history; `nextCursor` is null on the last page. */
export const TransactionsResponseSchema = Type.Object({
  items: Type.Array(TransactionItemSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type TransactionsResponse = Type.Static<typeof TransactionsResponseSchema>;
