import type { FieldDefinition } from '@playfront/contracts';
import type { FormValues } from './payment-form-props.ts';

/** The values a form starts from: the given ones, and every hidden field's own value. */
export function initialFormValues(
  fields: readonly FieldDefinition[],
  initial: Readonly<FormValues>,
): FormValues {
  const values: FormValues = { ...initial };
  for (const field of fields) {
    if (field.type === 'hidden') values[field.name] = field.value;
  }
  return values;
}
