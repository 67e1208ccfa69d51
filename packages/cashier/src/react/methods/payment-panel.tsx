import { useEffect, useState } from 'react';
import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import type { SubmitAttempt } from '../../core/state/cashier-store.ts';
import { buildSubmitRequest } from '../../core/submit/build-submit-request.ts';
import { defaultReturnUrl } from '../../core/submit/return-url.ts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import type { FormValues } from '../fields/payment-form.tsx';
import { ErrorView } from '../outcomes/error-view.tsx';
import { OutcomeView } from '../outcomes/outcome-view.tsx';
import { useCashier, useSubmitState } from '../use-cashier.ts';
import type { MethodChoice } from './method-list.tsx';
import { BackButton, PaymentFormSection } from './payment-form-section.tsx';
import { useMethodForm } from './use-method-form.ts';
import { useProviderWindow } from './use-provider-window.ts';

export interface PaymentPanelProps {
  choice: MethodChoice;
  action: PaymentAction;
  currency: CurrencyCode;
  /** Values to start from (fast deposit's last amount). */
  initialValues?: FormValues;
  /** Leaves the panel (back to the list, or closing the fast deposit). */
  onBack: () => void;
  /** The iframe outcome cannot stay here (inside a top-layer dialog): hand it over. */
  onIframe?: (url: string, transactionId: string) => void;
}

function hasWallet(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window;
}

/**
 * One method's payment: its form, the submit through the session (which reacts to the answer
 * through the outcome tables: close status, notifications, following the payment), then the
 * outcome. What stays here is the browser's part: windows, redirects, the form read again.
 */
export function PaymentPanel({
  choice,
  action,
  currency,
  initialValues,
  onBack,
  onIframe,
}: PaymentPanelProps) {
  const { session, t, locale } = useCashier();
  const { returnUrl } = useWidgetOptions();
  const state = useSubmitState();
  const form = useMethodForm(choice, action, initialValues);
  const providerWindow = useProviderWindow();
  const [values, setValues] = useState<FormValues>(initialValues ?? {});
  // The values as typed before a failed payment: "Try again" brings the form back with them.
  const [kept, setKept] = useState<FormValues | undefined>();
  const { method, profile } = choice;

  // A fresh panel starts from a clean machine (a previous attempt's answer belongs to another form).
  useEffect(() => {
    session.store.reset();
  }, [session]);

  const afterAnswer = (attempt: SubmitAttempt) => {
    if (!attempt.accepted) return;
    const next = attempt.state;
    providerWindow.follow(next);
    if (next.status === 'iframe_opened') onIframe?.(next.outcome.url, next.outcome.transactionId);
    if (next.status === 'outdated_method_fields') form.refetchKeeping(values);
  };

  const submit = (formValues: FormValues, quoteToken?: string) => {
    if (form.state.status !== 'ready') return;
    const built = buildSubmitRequest({
      methodId: method.id,
      fieldsVersion: form.state.data.fieldsVersion,
      fields: form.fields,
      values: formValues,
      action,
      currency,
      locale,
      ...(profile === undefined ? {} : { savedProfileId: profile.id }),
      returnUrl: defaultReturnUrl(window.location, returnUrl),
      hasWallet: hasWallet(),
      ...(quoteToken === undefined ? {} : { quoteToken }),
    });
    if (!built.ok || session.store.getSnapshot().status === 'submitting') return;
    // Opened now, inside the click: a window opened after the answer arrives is blocked.
    providerWindow.openEarly(method.type);
    void session.submit(built.request).then(afterAnswer);
  };

  if (form.state.status === 'loading') return <p className="pf-cashier-muted">{t('methods.form.loading')}</p>;
  if (form.state.status === 'failed') {
    return (
      <div>
        <p role="alert" className="pf-cashier-alert">
          {t('methods.form.failed')}
        </p>
        <BackButton onBack={onBack} />
      </div>
    );
  }

  const reset = () => {
    session.store.reset();
    onBack();
  };
  // The next steps of every outcome: the form again as typed, another method, a new payment.
  const on = {
    retry: () => {
      setKept(values);
      session.store.reset();
    },
    other_method: reset,
    new_payment: reset,
  };
  if (
    state.status === 'notify' ||
    state.status === 'user_redirected' ||
    state.status === 'install_metamask' ||
    state.status === 'unknown' ||
    (state.status === 'iframe_opened' && onIframe === undefined)
  ) {
    const invoice = state.response.invoice;
    return (
      <OutcomeView
        outcome={state.outcome}
        action={action}
        amount={state.request.amount}
        currency={currency}
        {...(invoice === undefined ? {} : { invoice })}
        {...(providerWindow.blockedUrl === undefined ? {} : { popupBlockedUrl: providerWindow.blockedUrl })}
        on={on}
        onReopen={providerWindow.reopen}
      />
    );
  }
  if (
    state.status === 'error' &&
    !(state.failure.source === 'payment' && state.failure.error.kind === 'params_error')
  ) {
    return (
      <ErrorView
        failure={state.failure}
        action={action}
        on={{
          ...on,
          check_again: () => {
            void session.retry().then(afterAnswer);
          },
        }}
      />
    );
  }
  return (
    <PaymentFormSection
      choice={choice}
      action={action}
      currency={currency}
      state={state}
      form={kept === undefined ? form : { ...form, startValues: kept }}
      values={values}
      onValuesChange={setValues}
      onSubmit={submit}
      onBack={reset}
    />
  );
}
