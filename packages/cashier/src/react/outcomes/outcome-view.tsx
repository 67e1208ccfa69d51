import type { CryptoInvoice, CurrencyCode, PaymentAction, SubmitOutcome } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';
import { FocusedHeading } from './focused-heading.tsx';
import { CryptoInvoiceView } from './crypto-invoice.tsx';
import { ProviderFrame } from './provider-frame.tsx';
import { ReferenceField } from './reference-field.tsx';
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
  /** Back to the method list for another payment. */
  onDone: () => void;
}

/** What the player sees after a submit that did not fail, per outcome status. */
export function OutcomeView({
  outcome,
  action,
  amount,
  currency,
  invoice,
  popupBlockedUrl,
  onDone,
}: OutcomeViewProps) {
  const { t, locale } = useCashier();
  const done = (
    <div className="pf-cashier-actions">
      <button type="button" className="pf-cashier-button" onClick={onDone}>
        {t('outcome.new_payment')}
      </button>
    </div>
  );
  switch (outcome.status) {
    case 'notify':
      return (
        <div className="pf-cashier-outcome" data-status="notify">
          {/* A crypto deposit waits for the player's coins: nothing is received yet. */}
          <FocusedHeading>
            {t(
              invoice !== undefined
                ? 'outcome.crypto.title'
                : action === 'cashout'
                  ? 'outcome.notify.cashout_title'
                  : 'outcome.notify.title',
            )}
          </FocusedHeading>
          {invoice === undefined ? (
            <>
              <p role="status" className="pf-cashier-notice">
                {outcome.message}
              </p>
              <ReferenceField reference={outcome.transactionId} />
            </>
          ) : (
            // The invoice says it all in the player's language; the server's text repeats it in English.
            <>
              <CryptoInvoiceView invoice={invoice} />
              {invoice.currency === currency ? null : (
                // Paid from a fiat account at a quote (decision 040): what lands, and the deadline's meaning.
                <p className="pf-cashier-notice">
                  {t('quote.invoice_credit', { amount: formatMoney(amount, currency, locale) })}
                </p>
              )}
              <TransactionResult transactionId={outcome.transactionId} amount={amount} currency={currency} />
            </>
          )}
          {done}
        </div>
      );
    case 'user_redirected':
      return (
        <div className="pf-cashier-outcome" data-status="user_redirected">
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
          <TransactionResult transactionId={outcome.transactionId} amount={amount} currency={currency} />
          {done}
        </div>
      );
    case 'iframe_opened':
      return (
        <div className="pf-cashier-outcome" data-status="iframe_opened">
          <TransactionResult
            transactionId={outcome.transactionId}
            amount={amount}
            currency={currency}
            whilePending={<ProviderFrame url={outcome.url} />}
          />
          {done}
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
          {done}
        </div>
      );
    case 'unknown':
      return (
        <div className="pf-cashier-outcome" data-status="unknown">
          <FocusedHeading>{t('outcome.unknown.title')}</FocusedHeading>
          {outcome.transactionId === undefined ? (
            <p role="status">{t('outcome.pending')}</p>
          ) : (
            <TransactionResult transactionId={outcome.transactionId} amount={amount} currency={currency} />
          )}
          {done}
        </div>
      );
  }
}
