import type { ComponentType } from 'react';
import type { CurrencyCode, FieldDefinition, FieldType, PaymentAction } from '@playfront/contracts';
import type { FieldInput, ValidationMessage } from '@playfront/contracts/field-rules';

/** The definition of a field of type `T`. */
export type FieldOf<T extends FieldType> = FieldDefinition & { type: T };

/** The method's limits for the amount, in minor units. */
export interface AmountLimits {
  min?: number;
  max?: number;
}

/** What a field may read from, and do to, the form it is in. */
export interface FieldFormContext {
  values: Readonly<Record<string, FieldInput>>;
  /** Sets another value of the form (the network of a multi-protocol address). */
  setValue: (name: string, value: FieldInput) => void;
  /** Refuses a value before it is used (a file of the wrong type): clears it and shows `problem`. */
  reject: (name: string, problem: ValidationMessage) => void;
  currency?: CurrencyCode;
  /** The card number typed in the same form (the CVV length follows its brand). */
  cardNumber?: string;
  limits?: AmountLimits;
  /** Amounts offered as one-click buttons, in minor units. */
  quickAmounts?: readonly number[];
  /** Called when a `button` field is pressed. */
  onAction?: (field: FieldOf<'button'>) => void;
  /** Deposit or cashout: a cashout's amount may need a verified player (the KYC notice). */
  action?: PaymentAction;
}

/** Props of the component rendering a field of type `T`. */
export interface FieldComponentProps<T extends FieldType = FieldType> {
  field: FieldOf<T>;
  /** Id of the field's main control; its label points at it. */
  controlId: string;
  value: FieldInput;
  onChange: (value: FieldInput) => void;
  onBlur: () => void;
  /** The translated message shown, or null. */
  error: string | null;
  touched: boolean;
  form: FieldFormContext;
}

export type FieldComponent<T extends FieldType = FieldType> = ComponentType<FieldComponentProps<T>>;

/** Text of a value, or `''` when it is not text. */
export function textOf(value: FieldInput): string {
  return typeof value === 'string' ? value : '';
}
