import type { CryptoInvoice, CurrencyCode, PaymentAction, SubmitOutcome } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier, useTranslate } from '../use-cashier.ts';
import { CryptoInvoiceView } from './crypto-invoice.tsx';
import { FocusedHeading } from './focused-heading.tsx';
import { NextSteps, type NextStepHandlers } from './next-steps.tsx';
import { OutcomePanel } from './outcome-panel.tsx';
import { ProviderFrame } from './provider-frame.tsx';
import { TransactionResult } from './transaction-result.tsx';

export interface OutcomeViewProps {
  outcome: Exclude<SubmitOutcome, { status: 'outdated_method_fields' }>;
  /** A cashout's notice is a request taken, not money received. */
  action: PaymentAction;
  amount: number;
  currency: CurrencyCode;
  /** A crypto deposit's payment details (with a `notify` outcome). */
  invoice?: CryptoInvoice;
  /** The provider window could not be opened: offer the link instead. */
  popupBlockedUrl?: string;
  /** The next steps: `new_payment` (back to the list), `retry` (the form as typed), `other_method`. */
  on: NextStepHandlers;
  /** Opens the provider's window again after the player closed it undecided. */
  onReopen?: () => void;
}

/** What the player sees after a submit that did not fail, per outcome status. */
export function OutcomeView({
  outcome,
  action,
  amount,
  currency,
  invoice,
  popupBlockedUrl,
  on,
  onReopen,
}: OutcomeViewProps) {
  const { t, locale } = useCashier();
  const result = { amount, currency, action, on };
  switch (outcome.status) {
    case 'notify':
      return (
        <div className="pf-cashier-outcome" data-status="notify">
          {invoice === undefined ? (
            <TransactionResult transactionId={outcome.transactionId} notice={outcome.message} {...result} />
          ) : (
            // A crypto deposit waits for the player's coins: nothing is received yet. The invoice
            // says it all in the player's language; the server's text repeats it in English.
            <TransactionResult
              transactionId={outcome.transactionId}
              {...result}
              whilePending={
                <>
                  <FocusedHeading>{t('outcome.crypto.title')}</FocusedHeading>
                  <CryptoInvoiceView invoice={invoice} />
                  {invoice.currency === currency ? null : (
                    // Paid from a fiat account at a quote (decision 040): what lands, and the deadline's meaning.
                    <p className="pf-cashier-notice">
                      {t('quote.invoice_credit', { amount: formatMoney(amount, currency, locale) })}
                    </p>
                  )}
                </>
              }
            />
          )}
        </div>
      );
    case 'user_redirected':
      return (
        <div className="pf-cashier-outcome" data-status="user_redirected">
          <TransactionResult
            transactionId={outcome.transactionId}
            {...result}
            {...(onReopen === undefined ? {} : { onReopen })}
            whilePending={
              <>
                <FocusedHeading>{t('outcome.redirect.title')}</FocusedHeading>
                {popupBlockedUrl === undefined ? (
                  <p>{t('outcome.redirect.popup')}</p>
                ) : (
                  <>
                    <p role="alert" className="pf-cashier-alert">
                      {t('error.pop_up')}
                    </p>
                    <a
                      className="pf-cashier-button pf-cashier-button--primary"
                      href={popupBlockedUrl}
                      target="_blank"
                      rel="noopener"
                    >
                      {t('outcome.redirect.link')}
                    </a>
                  </>
                )}
              </>
            }
          />
        </div>
      );
    case 'iframe_opened':
      return (
        <div className="pf-cashier-outcome" data-status="iframe_opened">
          <TransactionResult
            transactionId={outcome.transactionId}
            {...result}
            whilePending={<ProviderFrame url={outcome.url} />}
          />
        </div>
      );
    case 'install_metamask':
      return (
        <div className="pf-cashier-outcome" data-status="install_metamask">
          <FocusedHeading>{t('outcome.metamask.title')}</FocusedHeading>
          <p>{t('outcome.metamask.body')}</p>
          <a
            className="pf-cashier-button pf-cashier-button--primary"
            href={outcome.installUrl}
            target="_blank"
            rel="noopener"
          >
            {t('outcome.metamask.link')}
          </a>
          <NewPayment on={on} />
        </div>
      );
    case 'unknown':
      return (
        <div className="pf-cashier-outcome" data-status="unknown">
          {outcome.transactionId === undefined ? (
            <UnknownOutcome on={on} />
          ) : (
            <TransactionResult transactionId={outcome.transactionId} {...result} />
          )}
        </div>
      );
  }
}

/** An answer with no payment to follow: the money may have moved; the history will tell. */
function UnknownOutcome({ on }: { on: NextStepHandlers }) {
  const t = useTranslate();
  return (
    <OutcomePanel
      tone="unknown"
      heading={t('outcome.heading.unknown')}
      actions={<NextSteps steps={['new_payment']} on={on} />}
    >
      <p>{t('outcome.pending')}</p>
    </OutcomePanel>
  );
}

function NewPayment({ on }: { on: NextStepHandlers }) {
  const t = useTranslate();
  return (
    <div className="pf-cashier-actions">
      <button type="button" className="pf-cashier-button" onClick={on.new_payment}>
        {t('outcome.new_payment')}
      </button>
    </div>
  );
}
