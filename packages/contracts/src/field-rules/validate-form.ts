import type { FieldDefinition } from '../payments/field-definition.ts';
import type { FieldInput, ValidationContext, ValidationMessage } from './messages.ts';
import { networkValueName } from '../payments/form-values.ts';
import { validateField } from './validate-field.ts';

/**
 * Checks a whole form on submit: a message per invalid field name, in form order. The CVV is
 * checked against the form's own card number, and a multi-protocol address on the network chosen
 * beside it, unless the context names them.
 */
export function validateFields(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, FieldInput>>,
  context: ValidationContext = {},
): Record<string, ValidationMessage> {
  const cardField = fields.find((field) => field.type === 'credit_card_number');
  const cardNumber = cardField === undefined ? undefined : values[cardField.name];
  const formContext: ValidationContext =
    context.cardNumber === undefined && typeof cardNumber === 'string' && cardNumber.trim() !== ''
      ? { ...context, cardNumber }
      : context;
  const problems: Record<string, ValidationMessage> = {};
  for (const field of fields) {
    const network =
      field.type === 'multi_protocol_crypto_address' ? values[networkValueName(field.name)] : undefined;
    const fieldContext =
      formContext.cryptoNetwork === undefined && typeof network === 'string'
        ? { ...formContext, cryptoNetwork: network }
        : formContext;
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const problem = validateField(field, value, { mode: 'submit', context: fieldContext });
    if (problem !== null) problems[field.name] = problem;
  }
  return problems;
}
