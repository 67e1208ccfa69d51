import { randomBytes } from 'node:crypto';
import { formatMoney, type CurrencyCode } from '@playfront/contracts';
import {
  CallbackRejectedError,
  NotificationUnreadableError,
  type ProviderNotification,
  type CallbackContext,
  type CallbackTransaction,
  type InitiateContext,
  type ProviderAdapter,
  type ProviderResult,
} from '../provider.ts';
import type { StoredTransactionStatus } from '../../transactions/transaction-states.ts';

/** The sandbox's pages, served by this server (card-3ds/challenge-page.ts, redirect-page/provider-page.ts). */
export const SANDBOX_PAGES = {
  /** The 3-D Secure challenge, shown inside the cashier. */
  challenge: (transactionId: string) => `/sandbox/3ds/${transactionId}`,
  /** The bank's, wallet's or provider's page the player is sent to and comes back from. */
  provider: (transactionId: string) => `/sandbox/bank/${transactionId}`,
};

/** A provider reference as the sandbox hands them out: `SBX-CARD-9F2C41D07A`. */
export function sandboxReference(kind: string): string {
  return `SBX-${kind.toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Money as `language` writes it (`€10.00`; the sandbox's own pages are in English). */
export const amountText = (amount: number, currency: CurrencyCode, language = 'en'): string =>
  formatMoney(amount, currency, language);

/** Refuses a callback unless the transaction is in one of `statuses`. */
export function requireStatus(
  transaction: CallbackTransaction,
  statuses: readonly StoredTransactionStatus[],
  what: string,
): void {
  if (!statuses.includes(transaction.status)) {
    throw new CallbackRejectedError(`Cannot ${what}: the transaction is ${transaction.status}.`);
  }
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sandbox providers' notification body, the same for all of them:
 * `{ "transactionId": "…", "event": { "type": "payout", "outcome": "paid" } }`. The event's other
 * fields are the adapter's to judge (it rejects an event that does not fit with 409).
 */
export function readSandboxNotification(body: unknown): ProviderNotification {
  if (!isRecord(body)) throw new NotificationUnreadableError('A notification is a JSON object.');
  const { transactionId, event } = body;
  if (typeof transactionId !== 'string' || transactionId.length === 0 || transactionId.length > 64) {
    throw new NotificationUnreadableError('A notification names its transactionId (1 to 64 characters).');
  }
  if (!isRecord(event) || typeof event.type !== 'string' || event.type.length === 0) {
    throw new NotificationUnreadableError('A notification carries an event object with a type.');
  }
  return { transactionId, event: { ...event, type: event.type } };
}

/** The deposit half of a sandbox adapter; cashouts are the same for every sandbox. */
export interface SandboxDeposits {
  initiate(context: InitiateContext): Promise<ProviderResult>;
  handleCallback(context: CallbackContext): Promise<ProviderResult>;
  preflight?: ProviderAdapter['preflight'];
}

/**
 * A whole sandbox adapter: `deposits` as given, and cashouts that every sandbox handles alike.
 * A cashout is accepted as `pending` (its amount already held from the balance) and settled by
 * the `payout` event the sandbox provider notifies: `paid` approves it, `rejected` declines it (the
 * pipeline then credits the amount back).
 */
export function sandboxAdapter(behaviour: string, deposits: SandboxDeposits): ProviderAdapter {
  const adapter: ProviderAdapter = {
    name: `sandbox:${behaviour}`,
    readNotification: readSandboxNotification,
    initiate: (context) => {
      if (context.action === 'deposit') return deposits.initiate(context);
      return Promise.resolve({
        type: 'pending',
        reference: sandboxReference('payout'),
        message: context.text('cashout.processing', {
          amount: amountText(context.amount, context.currency, context.text.language),
        }),
      });
    },
    handleCallback: (context) => {
      if (context.transaction.action === 'deposit') return deposits.handleCallback(context);
      if (context.event.type !== 'payout') {
        throw new CallbackRejectedError(`A cashout takes payout events, not ${context.event.type}.`);
      }
      requireStatus(context.transaction, ['pending'], 'settle the cashout');
      return Promise.resolve(
        context.event.outcome === 'paid'
          ? { type: 'approved' }
          : {
              type: 'declined',
              code: 'PAYMENT_PROCESSING_ERROR',
              message: context.text('cashout.rejected'),
            },
      );
    },
  };
  if (deposits.preflight !== undefined) adapter.preflight = deposits.preflight;
  return adapter;
}
