import { useState, type ReactNode } from 'react';
import { useCashier } from '../use-cashier.ts';
import { OutcomePanel } from './outcome-panel.tsx';

export interface PopupClosedProps {
  transactionId: string;
  /** Opens the provider's page again (a window, inside the click). */
  onReopen: () => void;
  details?: ReactNode;
}

/**
 * The provider's window was closed with the payment undecided: nothing will happen by itself
 * (the server closes it as cancelled after ABANDONED_PAYMENT_TTL_MS), so the player reopens the
 * window or cancels the payment now. A cancel the server refuses (the provider already has the
 * payment) says so; the payment's result then arrives like any other.
 */
export function PopupClosed({ transactionId, onReopen, details }: PopupClosedProps) {
  const { t, session } = useCashier();
  const [refused, setRefused] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <OutcomePanel
      tone="unknown"
      heading={t('outcome.heading.window_closed')}
      details={
        <>
          {refused ? (
            <p role="alert" className="pf-cashier-alert">
              {t('outcome.cancel_refused')}
            </p>
          ) : null}
          {details}
        </>
      }
      actions={
        <>
          <button type="button" className="pf-cashier-button pf-cashier-button--primary" onClick={onReopen}>
            {t('outcome.reopen')}
          </button>
          <button
            type="button"
            className="pf-cashier-button"
            disabled={cancelling}
            onClick={() => {
              setCancelling(true);
              void session.cancelPayment(transactionId).then((result) => {
                setCancelling(false);
                // Refused (409): the provider has the payment; its result arrives live.
                setRefused(!result.ok);
              });
            }}
          >
            {t('outcome.cancel_payment')}
          </button>
        </>
      }
    >
      <p>{t('outcome.window_closed')}</p>
    </OutcomePanel>
  );
}
