import { currencyExponent, minorToDecimal } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { amountInputText } from './amount-text.ts';
import { KycNotice } from './kyc-notice.tsx';
import { EmailNotice } from './email-notice.tsx';
import { DepositAllowanceNotice } from './deposit-allowance-notice.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/**
 * The `amount` field: what the player types stays as typed (no mask rewrites it: a mask that
 * drops an `e` or reads `12,50` as a grouping changes the amount silently), checked by the
 * locale-aware parser on blur and submit, the method's limits shown, quick amounts as buttons
 * that write the amount through the number mask. Loaded on demand with the mask library.
 */
export function AmountField(props: FieldComponentProps<'amount'>) {
  const { t, locale } = useCashier();
  const { field, value, onChange, onBlur, form } = props;
  const { currency, limits = {}, quickAmounts = [] } = form;
  const exponent = currency === undefined ? 2 : currencyExponent(currency);
  const money = (minor: number) =>
    currency === undefined ? minorToDecimal(minor, exponent) : formatMoney(minor, currency, locale);
  const limitsText =
    limits.min !== undefined && limits.max !== undefined
      ? t('form.amount.limits', { min: money(limits.min), max: money(limits.max) })
      : limits.min !== undefined
        ? t('form.amount.min', { min: money(limits.min) })
        : limits.max !== undefined
          ? t('form.amount.max', { max: money(limits.max) })
          : undefined;
  const shell = shellProps(props, t);
  const hint = [field.hintKey === undefined ? undefined : t(field.hintKey), limitsText]
    .filter((part) => part !== undefined)
    .join(' ');
  return (
    <Field {...shell} {...(hint === '' ? {} : { hint })}>
      {(control) => (
        <div className="pf-amount">
          <input
            {...control}
            type="text"
            name={field.name}
            inputMode="decimal"
            autoComplete="transaction-amount"
            spellCheck={false}
            value={textOf(value)}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            onBlur={onBlur}
          />
          {currency === undefined ? null : <span className="pf-amount__currency">{currency}</span>}
          {quickAmounts.length === 0 ? null : (
            <div role="group" aria-label={t('form.amount.quick')} className="pf-amount__quick">
              {quickAmounts.map((minor) => (
                <button
                  key={minor}
                  type="button"
                  onClick={() => {
                    onChange(amountInputText(minor, currency, locale));
                  }}
                >
                  {money(minor)}
                </button>
              ))}
            </div>
          )}
          <KycNotice action={form.action} currency={currency} typed={textOf(value)} />
          {/* account-recovery */}
          <EmailNotice action={form.action} />
          <DepositAllowanceNotice action={form.action} currency={currency} />
        </div>
      )}
    </Field>
  );
}
