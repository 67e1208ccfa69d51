import { IMaskInput } from 'react-imask';
import { currencyExponent, minorToDecimal } from '@playfront/contracts';
import { formatMoney, numberSeparators } from '../../core/money/format-money.ts';
import { useCashier } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/**
 * The `amount` field: a number mask with the currency's decimal limit and the locale's
 * thousands separator, the method's limits shown, quick amounts as buttons.
 */
export function AmountField(props: FieldComponentProps<'amount'>) {
  const { t, locale } = useCashier();
  const { field, value, onChange, onBlur, form } = props;
  const { currency, limits = {}, quickAmounts = [] } = form;
  const exponent = currency === undefined ? 2 : currencyExponent(currency);
  const { group, decimal } = numberSeparators(locale);
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
  const toInput = (minor: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      useGrouping: true,
    }).format(minorToDecimal(minor, exponent) as `${number}`);
  return (
    <Field {...shell} {...(hint === '' ? {} : { hint })}>
      {(control) => (
        <div className="pf-amount">
          <IMaskInput
            {...control}
            name={field.name}
            inputMode="decimal"
            autoComplete="transaction-amount"
            mask={Number}
            scale={exponent}
            thousandsSeparator={group}
            radix={decimal}
            mapToRadix={['.', ','].filter((mark) => mark !== group)}
            padFractionalZeros
            normalizeZeros
            min={0}
            value={textOf(value)}
            onAccept={(accepted: string) => {
              onChange(accepted);
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
                    onChange(toInput(minor));
                  }}
                >
                  {money(minor)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
