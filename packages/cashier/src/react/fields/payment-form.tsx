import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  currencyExponent,
  networkValueName,
  type CurrencyCode,
  type FieldDefinition,
  type FieldType,
  type PaymentAction,
} from '@playfront/contracts';
import type { FieldInput, ValidationContext, ValidationMessage } from '@playfront/contracts/field-rules';
import { preloadValidators } from '../../core/fields/on-demand-validators.ts';
import { validateField, validateFields } from '../../core/fields/validate-field.ts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useCashier } from '../use-cashier.ts';
import { FIELD_REGISTRY, fieldComponentsLoaded, loadFieldComponents } from './field-registry.ts';
import {
  type AmountLimits,
  type FieldComponent,
  type FieldComponentProps,
  type FieldFormContext,
  type FieldOf,
} from './types.ts';

/** A form's values by field name. */
export type FormValues = Record<string, FieldInput>;

export interface PaymentFormProps {
  /** The method's fields, in order (`getMethodFields`). */
  fields: readonly FieldDefinition[];
  /** Leaves out fields limited to other actions. */
  action?: PaymentAction;
  currency?: CurrencyCode;
  /** The method's limits for the amount, in minor units. */
  limits?: AmountLimits;
  /** One-click amounts, in minor units. */
  quickAmounts?: readonly number[];
  /** Values known before the player types (a saved account, an issued deposit address). */
  initialValues?: Readonly<FormValues>;
  /** Called with the values once every field is valid. */
  onSubmit: (values: FormValues) => void;
  /** Called when a `button` field is pressed. */
  onAction?: (field: FieldOf<'button'>) => void;
  /** The submit button's text; default `t('form.submit')`. */
  submitLabel?: ReactNode;
  /** Today, for expiry dates and ages; default the clock. */
  now?: Date;
  /** Paying with a saved card: its brand sets the length of the security code asked again. */
  cardBrand?: string;
  /** Problems the server found, by field name, already translated; shown until the value changes. */
  serverErrors?: Readonly<Record<string, string>>;
  /** A submit is running: the button is locked and the form marked busy. */
  busy?: boolean;
  /** Called after every change, with all values (a summary that follows the amount). */
  onValuesChange?: (values: FormValues) => void;
}

function initialFormValues(fields: readonly FieldDefinition[], initial: Readonly<FormValues>): FormValues {
  const values: FormValues = { ...initial };
  for (const field of fields) {
    if (field.type === 'hidden') values[field.name] = field.value;
  }
  return values;
}

function renderField<T extends FieldType>(type: T, props: FieldComponentProps<T>): ReactNode {
  const Component: FieldComponent<T> = FIELD_REGISTRY[type];
  return <Component key={props.field.name} {...props} />;
}

/**
 * Renders a method's fields through the registry, keeps their values, validates with the core
 * on blur and on submit; a failed submit focuses the first invalid field and announces how many
 * need attention; a valid one calls `onSubmit(values)`.
 */
export function PaymentForm({
  fields: allFields,
  action,
  currency,
  limits,
  quickAmounts,
  initialValues = {},
  onSubmit,
  onAction,
  submitLabel,
  now,
  cardBrand,
  serverErrors,
  busy = false,
  onValuesChange,
}: PaymentFormProps) {
  const { t, locale } = useCashier();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useMemo(
    () =>
      allFields.filter(
        (field) => action === undefined || field.actions === undefined || field.actions.includes(action),
      ),
    [allFields, action],
  );
  // What this form needs beyond the first load (crypto components and checksums, phone plans).
  // The form shows once its components are here, whole: a field filling in later would shift
  // the pay button under the player's pointer.
  const [, setComponentsArrived] = useState(0);
  const componentsReady = fieldComponentsLoaded(fields);
  useEffect(() => {
    void preloadValidators(fields);
    if (fieldComponentsLoaded(fields)) return;
    let current = true;
    void loadFieldComponents(fields).then(() => {
      if (current) setComponentsArrived((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [fields]);
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields, initialValues));
  const [errors, setErrors] = useState<Readonly<Record<string, ValidationMessage>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);

  const cardField = fields.find((field) => field.type === 'credit_card_number');
  const cardValue = cardField === undefined ? undefined : values[cardField.name];
  const cardNumber = typeof cardValue === 'string' ? cardValue : undefined;
  const networkField = fields.find((field) => field.type === 'multi_protocol_crypto_address');
  const networkValue = networkField === undefined ? undefined : values[networkValueName(networkField.name)];

  const context: ValidationContext = {
    amount: {
      exponent: currency === undefined ? 2 : currencyExponent(currency),
      ...(limits?.min === undefined ? {} : { min: limits.min }),
      ...(limits?.max === undefined ? {} : { max: limits.max }),
    },
    locale,
    ...(currency === undefined ? {} : { currency }),
    ...(cardNumber === undefined ? {} : { cardNumber }),
    ...(cardBrand === undefined ? {} : { cardBrand }),
    ...(typeof networkValue === 'string' && networkValue !== '' ? { cryptoNetwork: networkValue } : {}),
    ...(now === undefined ? {} : { now }),
  };

  const setError = (name: string, problem: ValidationMessage | null) => {
    setErrors((current) => {
      if (problem === null) {
        if (!(name in current)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      }
      return { ...current, [name]: problem };
    });
  };

  const check = (field: FieldDefinition, value: FieldInput) => {
    setError(field.name, validateField(field, value, { mode: 'blur', context }));
  };

  const setValue = useCallback((name: string, value: FieldInput) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const form: FieldFormContext = {
    values,
    setValue,
    reject: (name, problem) => {
      setValue(name, null);
      setTouched((current) => new Set(current).add(name));
      setError(name, problem);
    },
    ...(currency === undefined ? {} : { currency }),
    ...(cardNumber === undefined ? {} : { cardNumber }),
    ...(limits === undefined ? {} : { limits }),
    ...(quickAmounts === undefined ? {} : { quickAmounts }),
    ...(onAction === undefined ? {} : { onAction }),
  };

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  // Server problems replace what the player saw, and take focus like a failed local check.
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [clearedServerErrors, setClearedServerErrors] = useState<ReadonlySet<string>>(new Set());
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setClearedServerErrors(new Set());
    if (serverErrors !== undefined && Object.keys(serverErrors).length > 0) {
      setTouched(new Set(Object.keys(serverErrors)));
      setFocusRequest((request) => request + 1);
    }
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = () => {
    if (busy) return;
    const problems = validateFields(fields, values, context);
    setErrors(problems);
    setTouched(new Set(fields.map((field) => field.name)));
    const count = Object.keys(problems).length;
    if (count === 0) {
      setAnnouncement('');
      onSubmit({ ...values });
      return;
    }
    setAnnouncement(t('form.errors', { count }));
    setFocusRequest((request) => request + 1);
  };

  if (!componentsReady) {
    return (
      <p role="status" className="pf-cashier-muted">
        {t('cashier.loading')}
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      className="pf-payment-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {fields.map((field) => {
        const problem = errors[field.name];
        const serverProblem = clearedServerErrors.has(field.name) ? undefined : serverErrors?.[field.name];
        const shown = problem === undefined ? (serverProblem ?? null) : t(problem.key, problem.params);
        const props: FieldComponentProps = {
          field,
          controlId: `${formId}-${field.name}`,
          value: values[field.name],
          onChange: (value) => {
            setValue(field.name, value);
            if (serverProblem !== undefined) {
              setClearedServerErrors((current) => new Set(current).add(field.name));
            }
            // A shown problem follows the value as it is corrected.
            if (problem !== undefined) check(field, value);
          },
          onBlur: () => {
            setTouched((current) => (current.has(field.name) ? current : new Set(current).add(field.name)));
            check(field, values[field.name]);
          },
          error: shown,
          touched: touched.has(field.name),
          form,
        };
        return renderField(field.type, props);
      })}
      <button type="submit" className="pf-payment-form__submit" disabled={busy}>
        {submitLabel ?? t('form.submit')}
      </button>
      <LiveRegion message={announcement} />
    </form>
  );
}
