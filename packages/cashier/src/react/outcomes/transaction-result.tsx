import { useEffect, type ReactNode } from 'react';
import type { CurrencyCode, PaymentAction, TransactionStatus } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { NEXT_STEPS, outcomeHeadingKey, TRANSACTION_TONES } from '../../core/session/outcome-tone.ts';
import { transactionMessageKey } from '../../core/outcomes/transaction-close-status.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';
import { NextSteps, type NextStepHandlers } from './next-steps.tsx';
import { OutcomePanel } from './outcome-panel.tsx';
import { PopupClosed } from './popup-closed.tsx';
import { ReferenceField } from './reference-field.tsx';

export interface TransactionResultProps {
  transactionId: string;
  amount?: number;
  currency: CurrencyCode;
  /** A cashout's success is a request taken; default deposit. */
  action?: PaymentAction;
  /** The status known when the screen opens (a provider's return URL); default pending. */
  initial?: TransactionStatus;
  /**
   * Shown instead of the pending panel while the payment is pending (the provider's page or the
   * link to it, gone once it has answered): it has its own heading.
   */
  whilePending?: ReactNode;
  /**
   * The submit answer's own words (`notify`): the message while the payment's status is not yet
   * known, and while it is pending (a transfer to make, a cashout being sent). Such a payment was
   * answered, not handed over: the session learns its status without following it (the answer
   * decided the close status).
   */
  notice?: string;
  /** The next steps this screen can take (try again, another method, a new payment). */
  on?: NextStepHandlers;
  /** Opens the provider's window again, offered once the player closed it undecided. */
  onReopen?: () => void;
}

/**
 * A payment followed to its end by the session (live updates, polling while the socket is down),
 * told in its tone: pending (what happens next, the balance updates live), then success,
 * failure with the reason and the next steps, or, when the player closed the provider's window
 * undecided, a reopen and a cancel.
 */
export function TransactionResult({
  transactionId,
  amount,
  currency,
  action = 'deposit',
  initial = 'pending',
  whilePending,
  notice,
  on = {},
  onReopen,
}: TransactionResultProps) {
  const { t, locale, session } = useCashier();
  const { transactions, reasons, closedWindows } = useSessionSnapshot();
  const answered = notice !== undefined;
  useEffect(() => {
    if (!answered) session.follow(transactionId, initial, amount);
  }, [session, transactionId, initial, amount, answered]);
  const known = transactions.get(transactionId);
  // An answered payment reads as its answer said (approved) until its status is known.
  const status = known ?? (answered ? 'completed' : initial);
  const money = amount === undefined ? '' : formatMoney(amount, currency, locale);
  const message = t(transactionMessageKey(status, amount !== undefined), { amount: money });
  const reference = <ReferenceField reference={transactionId} />;

  if (status === 'pending' && closedWindows.has(transactionId) && onReopen !== undefined) {
    return <PopupClosed transactionId={transactionId} onReopen={onReopen} details={reference} />;
  }
  if (status === 'pending' && whilePending !== undefined) {
    return (
      <div className="pf-cashier-result" data-status={status}>
        {whilePending}
        <p role="status" className="pf-cashier-muted">
          {message}
        </p>
        {reference}
      </div>
    );
  }
  const tone = TRANSACTION_TONES[status];
  const reason = reasons.get(transactionId);
  const heading = status === 'cancelled' ? 'outcome.heading.cancelled' : outcomeHeadingKey(tone, action);
  return (
    <div className="pf-cashier-result" data-status={status}>
      <OutcomePanel
        tone={tone}
        heading={t(heading)}
        details={reference}
        actions={<NextSteps steps={NEXT_STEPS[tone]} on={on} />}
      >
        <p>{notice !== undefined && (known === undefined || known === 'pending') ? notice : message}</p>
        {status === 'pending' ? <p>{t('outcome.pending.live')}</p> : null}
        {reason === undefined ? null : <p className="pf-outcome__reason">{reason}</p>}
      </OutcomePanel>
    </div>
  );
}
