import { currencyExponent, minorToDecimal, type CurrencyCode } from '@playfront/contracts';
import { PaymentPanel } from '../methods/payment-panel.tsx';
import { useApi } from '../methods/use-api.ts';
import { useCashier } from '../use-cashier.ts';
import { pickLastDeposit, type LastDeposit } from './last-deposit.ts';

export interface FastDepositContentProps {
  currency: CurrencyCode;
  /** Leaves fast deposit (closes the modal); default: back to the start. */
  onDone?: () => void;
  /** Hands a 3-D Secure page over (the modal cannot show it under its top layer). */
  onIframe?: (url: string, transactionId: string) => void;
}

function amountText(amount: number, currency: CurrencyCode, locale: string): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    useGrouping: true,
  }).format(minorToDecimal(amount, exponent) as `${number}`);
}

/** The last deposit, preselected: method, saved profile and amount, one button to pay. */
export function FastDepositContent({ currency, onDone, onIframe }: FastDepositContentProps) {
  const { client, t, locale } = useCashier();
  const last = useApi<LastDeposit | undefined>(`fast:${currency}`, async (signal) => {
    const [methods, history] = await Promise.all([
      client.getMethods({ action: 'deposit', currency }, signal),
      client.getTransactions({ action: 'deposit', currency, limit: 20 }, signal),
    ]);
    if (!methods.ok) return methods;
    return { ok: true, data: pickLastDeposit(methods.data, history.ok ? history.data.items : []) };
  });
  if (last.status === 'loading') return <p className="pf-cashier-muted">{t('cashier.loading')}</p>;
  if (last.status === 'failed') {
    return (
      <p role="alert" className="pf-cashier-alert">
        {t('cashier.load_failed')}
      </p>
    );
  }
  if (last.data === undefined) return <p>{t('fast_deposit.none')}</p>;
  const { choice, amount } = last.data;
  return (
    <PaymentPanel
      choice={choice}
      action="deposit"
      currency={currency}
      {...(amount === undefined ? {} : { initialValues: { amount: amountText(amount, currency, locale) } })}
      onBack={onDone ?? (() => undefined)}
      {...(onIframe === undefined ? {} : { onIframe })}
    />
  );
}
