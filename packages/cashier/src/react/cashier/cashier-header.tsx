import { useId } from 'react';
import { PAYMENT_ACTIONS, type CurrencyCode, type PaymentAction } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';

export interface CashierHeaderProps {
  action: PaymentAction;
  /** Shows the deposit/withdraw switch; left out when the host's navigation switches the action. */
  onAction?: (action: PaymentAction) => void;
  currency: CurrencyCode;
  /** The player's currencies (from the config); a picker is shown when there are several. */
  currencies: readonly CurrencyCode[];
  onCurrency: (currency: CurrencyCode) => void;
  /** Balance in `currency`, minor units; hidden until known. */
  balance?: number;
  /** Shown when the host handles closing. */
  onClose?: () => void;
}

/** Title, deposit/withdraw switch, currency, balance and the close button. */
export function CashierHeader({
  action,
  onAction,
  currency,
  currencies,
  onCurrency,
  balance,
  onClose,
}: CashierHeaderProps) {
  const { t, locale } = useCashier();
  const titleId = useId();
  const currencyId = useId();
  return (
    // A plain element: inside a host page a <header> could become a second banner landmark.
    <div className="pf-cashier-header">
      <div className="pf-cashier-header__top">
        <h1 id={titleId} className="pf-cashier-title">
          {t('cashier.title')}
        </h1>
        {balance === undefined ? null : (
          <p className="pf-cashier-balance">
            {t('cashier.balance', { amount: formatMoney(balance, currency, locale) })}
          </p>
        )}
        {onClose === undefined ? null : (
          <button
            type="button"
            className="pf-cashier-close"
            aria-label={t('cashier.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="pf-cashier-header__controls">
        {onAction === undefined ? null : (
          <div role="group" aria-label={t('cashier.action.label')} className="pf-cashier-switch">
            {PAYMENT_ACTIONS.map((item) => (
              <button
                key={item}
                type="button"
                className="pf-cashier-switch__option"
                aria-pressed={item === action}
                onClick={() => {
                  if (item !== action) onAction(item);
                }}
              >
                {t(`cashier.action.${item}`)}
              </button>
            ))}
          </div>
        )}
        {currencies.length < 2 ? null : (
          <span className="pf-cashier-currency">
            <label htmlFor={currencyId} className="pf-visually-hidden">
              {t('cashier.currency')}
            </label>
            <select
              id={currencyId}
              className="pf-field__input"
              value={currency}
              onChange={(event) => {
                const next = currencies.find((code) => code === event.currentTarget.value);
                if (next !== undefined) onCurrency(next);
              }}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
    </div>
  );
}
