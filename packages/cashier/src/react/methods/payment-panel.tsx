import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CurrencyCode, FieldDefinition, PaymentAction } from '@playfront/contracts';
import { fieldsToFill } from '@playfront/contracts/field-rules';
import { parseMoneyForCurrency, formatMoney } from '../../core/money/format-money.ts';
import type { SubmitState } from '../../core/state/cashier-store.ts';
import { buildSubmitRequest } from '../../core/submit/build-submit-request.ts';
import { paymentSummary } from '../../core/submit/commission-summary.ts';
import { keepCompatibleValues } from '../../core/submit/keep-compatible-values.ts';
import { quickAmounts } from '../../core/submit/quick-amounts.ts';
import { defaultReturnUrl } from '../../core/submit/return-url.ts';
import { useCashierShell } from '../cashier/cashier-context.ts';
import { PaymentForm, type FormValues } from '../fields/payment-form.tsx';
import { ErrorView } from '../outcomes/error-view.tsx';
import { FocusedHeading } from '../outcomes/focused-heading.tsx';
import { OutcomeView } from '../outcomes/outcome-view.tsx';
import { WINDOW_METHOD_TYPES, providerUrl, redirectSameTab } from '../outcomes/provider-navigation.ts';
import { useCashier, useSubmitState } from '../use-cashier.ts';
import type { MethodChoice } from './method-list.tsx';
import { PaymentSummaryView } from './payment-summary.tsx';
import { useApi } from './use-api.ts';

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

function formFields(fields: readonly FieldDefinition[], choice: MethodChoice): readonly FieldDefinition[] {
  return fieldsToFill(fields, choice.profile?.kind === 'card');
}

/**
 * One method's payment: loads its form, shows the fee and net amount as the player types,
 * submits through the store (one attempt at a time) and shows the outcome.
 */
export function PaymentPanel({
  choice,
  action,
  currency,
  initialValues,
  onBack,
  onIframe,
}: PaymentPanelProps) {
  const { client, store, t, locale } = useCashier();
  const { emit, settle, sameTabPayments, returnUrl } = useCashierShell();
  const { method, profile } = choice;
  const brand = profile?.kind === 'card' ? profile.details.brand : undefined;
  const savedCardBrand = typeof brand === 'string' ? brand : undefined;
  const state = useSubmitState();
  const [refresh, setRefresh] = useState(0);
  const [values, setValues] = useState<FormValues>(initialValues ?? {});
  const [kept, setKept] = useState<{ from: readonly FieldDefinition[]; values: FormValues } | undefined>();
  const [popupBlockedUrl, setPopupBlockedUrl] = useState<string | undefined>();
  const popup = useRef<Window | null | undefined>(undefined);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);
  const fieldsState = useApi(`${method.id}:${action}:${String(refresh)}`, (signal) =>
    client.getMethodFields({ methodId: method.id, action }, signal),
  );
  const loaded = fieldsState.status === 'ready' ? fieldsState.data : undefined;
  const fields = useMemo(
    () => (loaded === undefined ? [] : formFields(loaded.fields, choice)),
    [loaded, choice],
  );

  // A fresh panel starts from a clean store (a previous attempt's answer belongs to another form).
  useEffect(() => {
    store.reset();
  }, [store]);

  useEffect(() => {
    if (loaded !== undefined) emit('render_form', { methodId: method.id, action });
  }, [loaded, method.id, action, emit]);

  const startValues = useMemo(
    () => (kept === undefined ? (initialValues ?? {}) : keepCompatibleValues(kept.from, fields, kept.values)),
    [kept, fields, initialValues],
  );

  const amountField = fields.find((field) => field.type === 'amount');
  const typed = amountField === undefined ? undefined : values[amountField.name];
  const parsed =
    typeof typed === 'string' && typed !== '' ? parseMoneyForCurrency(typed, currency, locale) : undefined;
  const amount = parsed?.ok === true && parsed.minor > 0 ? parsed.minor : undefined;
  const summary =
    amount === undefined ? undefined : paymentSummary(method.commission, amount, currency, action);

  const handleState = useCallback(
    (next: SubmitState) => {
      const opened = popup.current;
      popup.current = undefined;
      if (next.status !== 'user_redirected') opened?.close();
      switch (next.status) {
        case 'notify':
          settle('success');
          emit('notification', {
            message: next.outcome.message,
            tone: 'success',
            transactionId: next.outcome.transactionId,
          });
          return;
        case 'user_redirected': {
          const url = providerUrl(next.outcome);
          if (sameTabPayments || next.outcome.method === 'POST') {
            opened?.close();
            emit('redirect', { url });
            redirectSameTab(next.outcome);
          } else if (opened === null || opened === undefined) {
            setPopupBlockedUrl(url);
          } else {
            emit('redirect', { url });
            // The blank window is ours until it navigates: cut its link back to this page first.
            opened.opener = null;
            opened.location.href = url;
            stopWatching.current?.();
            stopWatching.current = watchPopup(opened, () => {
              emit('payment_popup_closed', { transactionId: next.outcome.transactionId });
            });
          }
          return;
        }
        case 'unknown':
          settle('unknown');
          return;
        case 'iframe_opened':
          onIframe?.(next.outcome.url, next.outcome.transactionId);
          return;
        case 'outdated_method_fields':
          setKept({ from: fields, values });
          setRefresh((count) => count + 1);
          emit('notification', { message: t('outcome.outdated'), tone: 'info' });
          return;
        case 'error':
          settle('failure');
          emit('notification', {
            message: next.failure.source === 'payment' ? next.failure.error.message : t('error.transport'),
            tone: 'error',
          });
          return;
        default:
          return;
      }
    },
    [emit, settle, sameTabPayments, fields, values, t, onIframe],
  );

  const submit = (formValues: FormValues) => {
    if (loaded === undefined) return;
    const built = buildSubmitRequest({
      methodId: method.id,
      fieldsVersion: loaded.fieldsVersion,
      fields,
      values: formValues,
      action,
      currency,
      locale,
      ...(profile === undefined ? {} : { savedProfileId: profile.id }),
      returnUrl: defaultReturnUrl(window.location, returnUrl),
      hasWallet: hasWallet(),
    });
    if (!built.ok || store.getSnapshot().status === 'submitting') return;
    setPopupBlockedUrl(undefined);
    // Opened now, inside the click: a window opened after the answer arrives is blocked.
    popup.current =
      !sameTabPayments && WINDOW_METHOD_TYPES.has(method.type)
        ? window.open('about:blank', '_blank')
        : undefined;
    emit('payment_submit', { methodId: method.id, action, currency, amount: built.request.amount });
    void store.submit(built.request).then((attempt) => {
      if (attempt.accepted) handleState(attempt.state);
    });
  };

  if (fieldsState.status === 'loading')
    return <p className="pf-cashier-muted">{t('methods.form.loading')}</p>;
  if (fieldsState.status === 'failed') {
    return (
      <div>
        <p role="alert" className="pf-cashier-alert">
          {t('methods.form.failed')}
        </p>
        <BackButton onBack={onBack} />
      </div>
    );
  }

  const submittedAmount = 'request' in state ? state.request.amount : (amount ?? 0);
  const reset = () => {
    store.reset();
    onBack();
  };
  if (
    state.status === 'notify' ||
    state.status === 'user_redirected' ||
    state.status === 'install_metamask' ||
    state.status === 'unknown' ||
    (state.status === 'iframe_opened' && onIframe === undefined)
  ) {
    return (
      <OutcomeView
        outcome={state.outcome}
        action={action}
        amount={submittedAmount}
        currency={currency}
        {...('response' in state && state.response.invoice !== undefined
          ? { invoice: state.response.invoice }
          : {})}
        {...(popupBlockedUrl === undefined ? {} : { popupBlockedUrl })}
        onDone={reset}
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
        onRetry={() => {
          void store.retry().then((attempt) => {
            if (attempt.accepted) handleState(attempt.state);
          });
        }}
        onBack={() => {
          store.reset();
        }}
      />
    );
  }

  const serverErrors = state.status === 'error' ? fieldErrorsOf(state) : undefined;
  const busy = state.status === 'submitting';
  const total = summary === undefined ? undefined : formatMoney(summary.total, currency, locale);
  const label = busy
    ? t('form.submitting')
    : total === undefined
      ? t('form.submit')
      : t(action === 'deposit' ? 'form.pay' : 'form.withdraw', { amount: total });
  return (
    <div className="pf-cashier-panel">
      <BackButton onBack={reset} />
      <FocusedHeading>
        {profile === undefined ? method.brand : t('methods.saved_profile', { name: profile.display })}
      </FocusedHeading>
      {state.status === 'outdated_method_fields' ? (
        <p role="status" className="pf-cashier-notice">
          {t('outcome.outdated')}
        </p>
      ) : null}
      {serverErrors === undefined || state.status !== 'error' ? null : (
        <div role="alert" className="pf-cashier-alert">
          <p>{t('error.params_error')}</p>
          {state.failure.source === 'payment' ? <p>{state.failure.error.message}</p> : null}
        </div>
      )}
      <PaymentForm
        key={`${loaded?.fieldsVersion ?? ''}:${String(refresh)}`}
        fields={fields}
        action={action}
        currency={currency}
        {...(method.limits === undefined ? {} : { limits: method.limits })}
        quickAmounts={quickAmounts(currency, method.limits)}
        {...(savedCardBrand === undefined ? {} : { cardBrand: savedCardBrand })}
        initialValues={startValues}
        onSubmit={submit}
        onValuesChange={setValues}
        submitLabel={label}
        busy={busy}
        {...(serverErrors === undefined ? {} : { serverErrors })}
      />
      {summary === undefined ? null : (
        <PaymentSummaryView summary={summary} currency={currency} action={action} />
      )}
    </div>
  );
}

function fieldErrorsOf(state: Extract<SubmitState, { status: 'error' }>): Record<string, string> | undefined {
  if (state.failure.source !== 'payment' || state.failure.error.kind !== 'params_error') return undefined;
  return Object.fromEntries(state.failure.error.fields.map((field) => [field.name, field.message]));
}

/** Calls `onClosed` once the provider's window is closed; answers a function that stops watching. */
function watchPopup(opened: Window, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (opened.closed) {
      clearInterval(timer);
      onClosed();
    }
  }, 500);
  return () => {
    clearInterval(timer);
  };
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useCashier();
  return (
    <button type="button" className="pf-cashier-link pf-cashier-back" onClick={onBack}>
      {t('methods.back')}
    </button>
  );
}
