import type { ReactNode } from 'react';
import type { CurrencyCode, FieldDefinition, PaymentAction } from '@playfront/contracts';
import type { FieldInput } from '@playfront/contracts/field-rules';
import type { AmountLimits, FieldOf } from './types.ts';

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
  /** Shown between the fields and the submit button: what the player agrees to by paying (a quote). */
  beforeSubmit?: ReactNode;
}
