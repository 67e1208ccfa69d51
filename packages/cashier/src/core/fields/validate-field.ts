import {
  validateField as checkField,
  validateFields as checkFields,
  type FieldCheckers,
  type FieldInput,
  type ValidateFieldOptions,
  type ValidationContext,
  type ValidationMessage,
} from '@playfront/contracts/field-rules';
import type { FieldDefinition } from '@playfront/contracts';
export type { ValidateFieldOptions } from '@playfront/contracts/field-rules';
import { loadedCryptoAddressValidator, loadedPhoneValidator } from './on-demand-validators.ts';

/** The on-demand checkers that have arrived so far (until then the rules check shapes). */
function loadedCheckers(): FieldCheckers {
  return {
    parsePhone: loadedPhoneValidator()?.parseInternationalPhone,
    isValidAddress: loadedCryptoAddressValidator()?.isValidAddress,
  };
}

function withCheckers(context: ValidationContext | undefined): ValidationContext {
  return { ...context, checkers: { ...loadedCheckers(), ...context?.checkers } };
}

/** The shared field rule (`@playfront/contracts/field-rules`) with the widget's loaded checkers. */
export function validateField(
  field: FieldDefinition,
  value: FieldInput,
  options: ValidateFieldOptions,
): ValidationMessage | null {
  return checkField(field, value, { ...options, context: withCheckers(options.context) });
}

/** The shared form rule with the widget's loaded checkers. */
export function validateFields(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, FieldInput>>,
  context?: ValidationContext,
): Record<string, ValidationMessage> {
  return checkFields(fields, values, withCheckers(context));
}
