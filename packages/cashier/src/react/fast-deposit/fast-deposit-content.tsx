import type { CurrencyCode } from '@playfront/contracts';
import { PaymentPanel } from '../methods/payment-panel.tsx';
import { useApi } from '../methods/use-api.ts';
import { useCashier } from '../use-cashier.ts';
import { pickLastDeposit, type LastDeposit } from './last-deposit.ts';

/** The last deposit's method and its amount as the input shows it. */
interface Preselected {
  choice: LastDeposit['choice'];
  amount?: string;
}

export interface FastDepositContentProps {
  currency: CurrencyCode;
  /** Leaves fast deposit (closes the modal); default: back to the start. */
  onDone?: () => void;
  /** Hands a 3-D Secure page over (the modal cannot show it under its top layer). */
  onIframe?: (url: string, transactionId: string) => void;
}

/** The last deposit, preselected: method, saved profile and amount, one button to pay. */
export function FastDepositContent({ currency, onDone, onIframe }: FastDepositContentProps) {
  const { client, t, locale } = useCashier();
  const last = useApi<Preselected | undefined>(`fast:${currency}:${locale}`, async (signal) => {
    const [methods, history, text] = await Promise.all([
      client.getMethods({ action: 'deposit', currency }, signal),
      client.getTransactions({ action: 'deposit', currency, limit: 20 }, signal),
      // The amount is written as a quick amount is (the number mask, loaded with the form);
      // should it fail to load, the player types the amount.
      import('../fields/amount-text.ts').then(
        (module) => module.amountInputText,
        () => undefined,
      ),
    ]);
    if (!methods.ok) return methods;
    const found = pickLastDeposit(methods.data, history.ok ? history.data.items : []);
    if (found === undefined) return { ok: true, data: undefined };
    const { choice, amount } = found;
    return {
      ok: true,
      data:
        amount === undefined || text === undefined
          ? { choice }
          : { choice, amount: text(amount, currency, locale) },
    };
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
      {...(amount === undefined ? {} : { initialValues: { amount } })}
      onBack={onDone ?? (() => undefined)}
      {...(onIframe === undefined ? {} : { onIframe })}
    />
  );
}
