import { useEffect, type ReactNode } from 'react';
import type { CurrencyCode, TransactionStatus } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { transactionMessageKey } from '../../core/outcomes/transaction-close-status.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';
import { ReferenceField } from './reference-field.tsx';

export interface TransactionResultProps {
  transactionId: string;
  amount?: number;
  currency: CurrencyCode;
  /** The status known when the screen opens (a provider's return URL); default pending. */
  initial?: TransactionStatus;
  /** Shown only while the payment is pending (the provider's page, gone once it has answered). */
  whilePending?: ReactNode;
}

/**
 * A payment followed to its end by the session (live updates, polling while the socket is down),
 * saying how it stands; the session tells the host and records the close status.
 */
export function TransactionResult({
  transactionId,
  amount,
  currency,
  initial = 'pending',
  whilePending,
}: TransactionResultProps) {
  const { t, locale, session } = useCashier();
  const { transactions } = useSessionSnapshot();
  useEffect(() => {
    session.follow(transactionId, initial, amount);
  }, [session, transactionId, initial, amount]);
  const status = transactions.get(transactionId) ?? initial;
  const money = amount === undefined ? '' : formatMoney(amount, currency, locale);
  const message = t(transactionMessageKey(status, amount !== undefined), { amount: money });
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
