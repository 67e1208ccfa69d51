/**
 * Where a payment transaction stands:
 * - `pending`: started, waiting for the provider or the player (a cashout can still be cancelled);
 * - `completed`: the money moved;
 * - `failed`: the provider declined or the payment errored (`errorCode` says why);
 * - `cancelled`: the player cancelled a pending cashout (its amount went back to the balance).
 */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Transactions one history page holds at most; 20 when not asked. */
export const TRANSACTIONS_PAGE_MAX = 100;
export const TRANSACTIONS_PAGE_DEFAULT = 20;

export type { TransactionsQuery, TransactionItem, TransactionsResponse } from './transactions.schema.ts';
