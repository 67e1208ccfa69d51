import { useEffect, useMemo, useState } from 'react';
import type { FieldDefinition, GetMethodFieldsResponse, PaymentAction } from '@playfront/contracts';
import { fieldsToFill } from '@playfront/contracts/field-rules';
import { keepCompatibleValues } from '../../core/submit/keep-compatible-values.ts';
import type { FormValues } from '../fields/payment-form.tsx';
import { useCashier } from '../use-cashier.ts';
import type { MethodChoice } from './method-list.tsx';
import { useApi, type ApiState } from './use-api.ts';

/** A saved card stands in for its number, holder and expiry (the API's rule too); its CVV is asked. */
function formFields(fields: readonly FieldDefinition[], choice: MethodChoice): readonly FieldDefinition[] {
  return fieldsToFill(fields, choice.profile?.kind === 'card');
}

export interface MethodForm {
  state: ApiState<GetMethodFieldsResponse>;
  fields: readonly FieldDefinition[];
  /** Values the form starts from: the given ones, or those kept across an outdated form. */
  startValues: FormValues;
  /** Changes when the form is read again, so the form remounts with `startValues`. */
  formKey: string;
  /** The server said the form is outdated: read it again, keeping the values that still fit. */
  refetchKeeping: (values: FormValues) => void;
}

/** One method's form: read once per method and action, again when outdated; `render_form` told. */
export function useMethodForm(
  choice: MethodChoice,
  action: PaymentAction,
  initialValues: FormValues | undefined,
): MethodForm {
  const { client, session } = useCashier();
  const methodId = choice.method.id;
  const [refresh, setRefresh] = useState(0);
  const [kept, setKept] = useState<{ from: readonly FieldDefinition[]; values: FormValues } | undefined>();
  const state = useApi(`${methodId}:${action}:${String(refresh)}`, (signal) =>
    client.getMethodFields({ methodId, action }, signal),
  );
  const loaded = state.status === 'ready' ? state.data : undefined;
  const fields = useMemo(
    () => (loaded === undefined ? [] : formFields(loaded.fields, choice)),
    [loaded, choice],
  );

  useEffect(() => {
    if (loaded !== undefined) session.emit('render_form', { methodId, action });
  }, [loaded, methodId, action, session]);

  const startValues = useMemo(
    () => (kept === undefined ? (initialValues ?? {}) : keepCompatibleValues(kept.from, fields, kept.values)),
    [kept, fields, initialValues],
  );
  return {
    state,
    fields,
    startValues,
    formKey: `${loaded?.fieldsVersion ?? ''}:${String(refresh)}`,
    refetchKeeping: (values) => {
      setKept({ from: fields, values });
      setRefresh((count) => count + 1);
    },
  };
}
