import type { FieldType } from '@playfront/contracts';
import type { Translate } from '../i18n/messages.ts';
import type { FieldProps } from './field.tsx';
import type { FieldComponentProps } from './types.ts';

/** Field types that have a label (all but `hidden`). */
export type LabelledFieldType = Exclude<FieldType, 'hidden'>;

/** The `<Field>` props every labelled field shares: its label, hint, message and state. */
export function shellProps(
  props: FieldComponentProps<LabelledFieldType>,
  t: Translate,
): Omit<FieldProps, 'children'> {
  const { field } = props;
  return {
    controlId: props.controlId,
    type: field.type,
    label: t(field.labelKey),
    ...(field.hintKey === undefined ? {} : { hint: t(field.hintKey) }),
    error: props.error,
    touched: props.touched,
    required: field.required,
  };
}
