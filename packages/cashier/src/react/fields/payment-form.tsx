import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldDefinition, FieldType } from '@playfront/contracts';
import type { FieldInput } from '@playfront/contracts/field-rules';
import { validateField, validateFields } from '../../core/fields/validate-field.ts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useCashier } from '../use-cashier.ts';
import { FIELD_REGISTRY } from './field-registry.ts';
import type { FormValues, PaymentFormProps } from './payment-form-props.ts';
import type { FieldComponent, FieldComponentProps, FieldFormContext } from './types.ts';
import { useFieldComponents } from './use-field-components.ts';
import { useFormProblems } from './use-form-problems.ts';
import { validationContext } from './validation-context.ts';
import { initialFormValues } from './form-values.ts';

export type { FormValues, PaymentFormProps } from './payment-form-props.ts';

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
  beforeSubmit,
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
  const componentsReady = useFieldComponents(fields);
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields, initialValues));
  const problems = useFormProblems(serverErrors);
  const [announcement, setAnnouncement] = useState('');

  const cardField = fields.find((field) => field.type === 'credit_card_number');
  const cardValue = cardField === undefined ? undefined : values[cardField.name];
  const cardNumber = typeof cardValue === 'string' ? cardValue : undefined;
  const context = validationContext(fields, values, { currency, limits, locale, cardNumber, cardBrand, now });
  const check = (field: FieldDefinition, value: FieldInput) => {
    problems.setError(field.name, validateField(field, value, { mode: 'blur', context }));
  };
  const setValue = useCallback((name: string, value: FieldInput) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const form: FieldFormContext = {
    values,
    setValue,
    reject: (name, problem) => {
      setValue(name, null);
      problems.touch([name]);
      problems.setError(name, problem);
    },
    ...(currency === undefined ? {} : { currency }),
    ...(cardNumber === undefined ? {} : { cardNumber }),
    ...(limits === undefined ? {} : { limits }),
    ...(quickAmounts === undefined ? {} : { quickAmounts }),
    ...(onAction === undefined ? {} : { onAction }),
    ...(action === undefined ? {} : { action }),
  };

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);
  useEffect(() => {
    if (problems.focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems.focusRequest]);

  const submit = () => {
    if (busy) return;
    const found = validateFields(fields, values, context);
    problems.setErrors(found);
    problems.touch(fields.map((field) => field.name));
    const count = Object.keys(found).length;
    if (count === 0) {
      setAnnouncement('');
      onSubmit({ ...values });
      return;
    }
    setAnnouncement(t('form.errors', { count }));
    problems.requestFocus();
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
        const problem = problems.errors[field.name];
        const serverProblem = problems.serverError(field.name);
        const props: FieldComponentProps = {
          field,
          controlId: `${formId}-${field.name}`,
          value: values[field.name],
          onChange: (value) => {
            setValue(field.name, value);
            if (serverProblem !== undefined) problems.clearServerError(field.name);
            // A shown problem follows the value as it is corrected.
            if (problem !== undefined) check(field, value);
          },
          onBlur: () => {
            problems.touch([field.name]);
            check(field, values[field.name]);
          },
          error: problem === undefined ? (serverProblem ?? null) : t(problem.key, problem.params),
          touched: problems.touched.has(field.name),
          form,
        };
        return renderField(field.type, props);
      })}
      {beforeSubmit}
      <button type="submit" className="pf-payment-form__submit" disabled={busy}>
        {submitLabel ?? t('form.submit')}
      </button>
      <LiveRegion message={announcement} />
    </form>
  );
}
