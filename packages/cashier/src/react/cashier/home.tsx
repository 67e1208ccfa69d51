import { useState } from 'react';
import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import { readReturnedPayment } from '../../core/submit/return-url.ts';
import { MethodList, type MethodChoice } from '../methods/method-list.tsx';
import { PaymentPanel } from '../methods/payment-panel.tsx';
import { TransactionResult } from '../outcomes/transaction-result.tsx';
import { usePopupReturn } from '../outcomes/use-popup-return.ts';
import { useTranslate } from '../use-cashier.ts';

export interface HomeProps {
  action: PaymentAction;
  currency: CurrencyCode;
  /** Bump it to read the method list again. */
  methodsRefresh: number;
}

/**
 * Home: after a provider's redirect, the payment the player came back from; otherwise the
 * method list, and the chosen method's payment.
 */
export function Home({ action, currency, methodsRefresh }: HomeProps) {
  const t = useTranslate();
  const [choice, setChoice] = useState<MethodChoice | undefined>();
  // Read once: the return parameters describe the redirect this page load came back from.
  const [returned, setReturned] = useState(() =>
    typeof window === 'undefined' ? undefined : readReturnedPayment(window.location.search),
  );
  // In the provider's window, back on the site: the cashier that opened it shows the result.
  const inProviderWindow = usePopupReturn(returned?.transactionId);
  if (returned !== undefined) {
    const restart = () => {
      setReturned(undefined);
    };
    return (
      <div className="pf-cashier-outcome" data-status="returned">
        {inProviderWindow ? (
          <p role="status" className="pf-cashier-notice">
            {t('outcome.window_can_close')}
          </p>
        ) : (
          <p>{t('cashier.returned')}</p>
        )}
        <TransactionResult
          transactionId={returned.transactionId}
          currency={currency}
          action={action}
          {...(returned.status === undefined ? {} : { initial: returned.status })}
          on={{ new_payment: restart, retry: restart, other_method: restart }}
        />
      </div>
    );
  }
  if (choice !== undefined) {
    return (
      <PaymentPanel
        key={`${choice.method.id}:${choice.profile?.id ?? ''}`}
        choice={choice}
        action={action}
        currency={currency}
        onBack={() => {
          setChoice(undefined);
        }}
      />
    );
  }
  return <MethodList action={action} currency={currency} refresh={methodsRefresh} onPick={setChoice} />;
}
