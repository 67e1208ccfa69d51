import { useEffect, useRef, type ReactNode } from 'react';
import type { CurrencyCode, TransactionStatus } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashierShell } from '../cashier/cashier-context.ts';
import { useCashier } from '../use-cashier.ts';
import { ReferenceField } from './reference-field.tsx';
import { useTransactionResult } from './use-transaction-result.ts';

export interface TransactionResultProps {
  transactionId: string;
  amount?: number;
  currency: CurrencyCode;
  initial?: TransactionStatus;
  pollMs?: number;
  /** Shown only while the payment is pending (the provider's page, gone once it has answered). */
  whilePending?: ReactNode;
}

const CLOSE_STATUS = {
  completed: 'success',
  failed: 'failure',
  cancelled: 'failure',
  pending: 'unknown',
} as const;

/**
 * Follows a payment until it ends (live update or polling) and says how it ended; the end is
 * announced, sent to the host as a notification and recorded as the close status.
 */
export function TransactionResult({
  transactionId,
  amount,
  currency,
  initial,
  pollMs,
  whilePending,
}: TransactionResultProps) {
  const { t, locale } = useCashier();
  const { notifyTransaction, settle } = useCashierShell();
  const status = useTransactionResult(transactionId, initial, pollMs);
  const money = amount === undefined ? '' : formatMoney(amount, currency, locale);
  // Without the amount (back from a redirect) the sentence is said without it.
  const key =
    status === 'pending' || status === 'cancelled' || amount !== undefined
      ? `outcome.${status}`
      : `outcome.${status}.plain`;
  const message = t(key, { amount: money });
  const told = useRef<TransactionStatus | undefined>(undefined);
  useEffect(() => {
    if (told.current === status) return;
    told.current = status;
    settle(CLOSE_STATUS[status]);
    if (status === 'pending') return;
    notifyTransaction(transactionId, status, message);
  }, [status, message, notifyTransaction, settle, transactionId]);
  return (
    <div className="pf-cashier-result" data-status={status}>
      {status === 'pending' ? whilePending : null}
      <p role="status" className={status === 'pending' ? 'pf-cashier-muted' : 'pf-cashier-notice'}>
        {message}
      </p>
      <ReferenceField reference={transactionId} />
    </div>
  );
}
