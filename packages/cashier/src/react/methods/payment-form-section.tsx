import { isCryptoCurrency, type CurrencyCode, type PaymentAction } from '@playfront/contracts';
import { formatMoney, parseMoneyForCurrency } from '../../core/money/format-money.ts';
import type { SubmitState } from '../../core/state/cashier-store.ts';
import { paymentSummary } from '../../core/submit/commission-summary.ts';
import { quickAmounts } from '../../core/submit/quick-amounts.ts';
import { capQuickAmounts } from '../../core/submit/cap-quick-amounts.ts';
import { PaymentForm, type FormValues } from '../fields/payment-form.tsx';
import { FocusedHeading } from '../outcomes/focused-heading.tsx';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';
import type { MethodChoice } from './method-list.tsx';
import { CryptoQuoteView } from './crypto-quote-view.tsx';
import { PaymentSummaryView } from './payment-summary.tsx';
import { useCryptoQuote } from './use-crypto-quote.ts';
import type { MethodForm } from './use-method-form.ts';
import { methodName } from './method-name.ts';

export interface PaymentFormSectionProps {
  choice: MethodChoice;
  action: PaymentAction;
  currency: CurrencyCode;
  state: SubmitState;
  form: MethodForm;
  /** The form's values as typed (the fee and net amount follow the amount). */
  values: FormValues;
  onValuesChange: (values: FormValues) => void;
  /** `quoteToken`: the signed quote, for a crypto method paid from a fiat account. */
  onSubmit: (values: FormValues, quoteToken?: string) => void;
  onBack: () => void;
}

function fieldErrorsOf(state: SubmitState): Record<string, string> | undefined {
  if (state.status !== 'error' || state.failure.source !== 'payment') return undefined;
  const error = state.failure.error;
  if (error.kind !== 'params_error') return undefined;
  return Object.fromEntries(error.fields.map((field) => [field.name, field.message]));
}

/** The method's form with its heading, the server's notices, the fee and what is paid, before submit. */
export function PaymentFormSection(props: PaymentFormSectionProps) {
  const { choice, action, currency, state, form, values } = props;
  const { t, locale } = useCashier();
  // deposit limits (decision 055): no quick amount above what the player's limit still allows
  const depositAllowance = useSessionSnapshot().config.data?.depositAllowance;
  const { method, profile } = choice;
  const brand = profile?.kind === 'card' ? profile.details.brand : undefined;
  const amountField = form.fields.find((field) => field.type === 'amount');
  const typed = amountField === undefined ? undefined : values[amountField.name];
  const parsed =
    typeof typed === 'string' && typed !== '' ? parseMoneyForCurrency(typed, currency, locale) : undefined;
  const amount = parsed?.ok === true && parsed.minor > 0 ? parsed.minor : undefined;
  const summary =
    amount === undefined ? undefined : paymentSummary(method.commission, amount, currency, action);
  // A crypto method from a fiat account converts at a server quote (decision 040).
  const quote = useCryptoQuote({
    enabled: method.type === 'crypto' && !isCryptoCurrency(currency),
    methodId: method.id,
    action,
    currency,
    amount,
  });
  const submit = (submitted: FormValues) => {
    if (quote.status === 'off') props.onSubmit(submitted);
    // Without a quote there is no rate to pay at: the quote's own line says why.
    else if (quote.status === 'ready') props.onSubmit(submitted, quote.quote.token);
  };
  const serverErrors = fieldErrorsOf(state);
  const busy = state.status === 'submitting';
  const total = summary === undefined ? undefined : formatMoney(summary.total, currency, locale);
  const label = busy
    ? t('form.submitting')
    : total === undefined
      ? t('form.submit')
      : t(action === 'deposit' ? 'form.pay' : 'form.withdraw', { amount: total });
  return (
    <div className="pf-cashier-panel">
      <BackButton onBack={props.onBack} />
      <FocusedHeading>
        {profile === undefined
          ? methodName(method.id, method.brand, t)
          : t('methods.saved_profile', { name: profile.display })}
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
        key={form.formKey}
        fields={form.fields}
        action={action}
        currency={currency}
        {...(method.limits === undefined ? {} : { limits: method.limits })}
        quickAmounts={capQuickAmounts(
          quickAmounts(currency, method.limits),
          action,
          currency,
          depositAllowance,
        )}
        {...(typeof brand === 'string' ? { cardBrand: brand } : {})}
        initialValues={form.startValues}
        onSubmit={submit}
        onValuesChange={props.onValuesChange}
        submitLabel={label}
        busy={busy}
        // The quote is what the player agrees to: it stands above the button that accepts it.
        {...(quote.status === 'off'
          ? {}
          : { beforeSubmit: <CryptoQuoteView state={quote} action={action} currency={currency} /> })}
        {...(serverErrors === undefined ? {} : { serverErrors })}
      />
      {quote.status !== 'off' || summary === undefined ? null : (
        <PaymentSummaryView summary={summary} currency={currency} action={action} />
      )}
    </div>
  );
}

/** Back to the method list. */
export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useCashier();
  return (
    <button type="button" className="pf-cashier-link pf-cashier-back" onClick={onBack}>
      {t('methods.back')}
    </button>
  );
}
