import type { PaymentAction, TransactionStatus } from '@playfront/contracts';
import type { LedgerReason } from '../ledger/ledger.ts';

/**
 * Where a transaction stands, as stored:
 * - `pending`: made, waiting for the provider (an invoice to be paid, a cashout to be sent);
 * - `action_required`: waiting for the player on the provider's page (3-D Secure, bank login);
 * - `approved`: the money moved;
 * - `declined`: the provider refused it (`error_code` says why);
 * - `cancelled`: the player gave up at the provider, or cancelled a pending cashout;
 * - `failed`: the payment broke off on the provider's side.
 */
export const STORED_TRANSACTION_STATUSES = [
  'pending',
  'action_required',
  'approved',
  'declined',
  'cancelled',
  'failed',
] as const;
export type StoredTransactionStatus = (typeof STORED_TRANSACTION_STATUSES)[number];

/** The allowed moves. Final statuses have none: a settled payment never moves again. */
export const TRANSITIONS: Readonly<Record<StoredTransactionStatus, readonly StoredTransactionStatus[]>> = {
  pending: ['action_required', 'approved', 'declined', 'cancelled', 'failed'],
  action_required: ['pending', 'approved', 'declined', 'cancelled', 'failed'],
  approved: [],
  declined: [],
  cancelled: [],
  failed: [],
};

export function isStoredTransactionStatus(value: string): value is StoredTransactionStatus {
  return Object.hasOwn(TRANSITIONS, value);
}

export function isFinal(status: StoredTransactionStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** True when `from` may move to `to`; staying put (a provider's progress note) is allowed while open. */
export function canMove(from: StoredTransactionStatus, to: StoredTransactionStatus): boolean {
  return from === to ? !isFinal(from) : TRANSITIONS[from].includes(to);
}

/**
 * The ledger entry a move writes, in the same database transaction as the move:
 * a deposit credits the balance when approved; a cashout, debited (held) when made, credits it
 * back when it ends any other way than approved. Every other move leaves balances alone.
 */
export function ledgerEffect(
  action: PaymentAction,
  from: StoredTransactionStatus,
  to: StoredTransactionStatus,
): { readonly direction: 'credit'; readonly reason: LedgerReason } | undefined {
  if (isFinal(from) || from === to) return undefined;
  if (action === 'deposit') return to === 'approved' ? { direction: 'credit', reason: 'deposit' } : undefined;
  return isFinal(to) && to !== 'approved' ? { direction: 'credit', reason: 'cashout_reversal' } : undefined;
}

/**
 * The status the API shows (history, live updates): the player sees a payment as pending,
 * completed, failed or cancelled; waiting on the player counts as pending.
 */
export function wireStatus(status: StoredTransactionStatus): TransactionStatus {
  switch (status) {
    case 'pending':
    case 'action_required':
      return 'pending';
    case 'approved':
      return 'completed';
    case 'declined':
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
  }
}

/** The stored statuses an API status stands for: what a history filter on `status` selects. */
export function storedStatusesOf(status: TransactionStatus): readonly StoredTransactionStatus[] {
  return STORED_TRANSACTION_STATUSES.filter((stored) => wireStatus(stored) === status);
}
