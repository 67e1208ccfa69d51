import {
  currencyExponent,
  networkValueName,
  type CurrencyCode,
  type FieldDefinition,
} from '@playfront/contracts';
import type { ValidationContext } from '../../core/fields/messages.ts';
import type { FormValues } from './payment-form-props.ts';
import type { AmountLimits } from './types.ts';

export interface ContextInput {
  currency: CurrencyCode | undefined;
  limits: AmountLimits | undefined;
  locale: string;
  cardNumber: string | undefined;
  now: Date | undefined;
}

/** What the core's rules read besides the value: exponent and limits, locale, card, network, today. */
export function validationContext(
  fields: readonly FieldDefinition[],
  values: FormValues,
  { currency, limits, locale, cardNumber, now }: ContextInput,
): ValidationContext {
  const networkField = fields.find((field) => field.type === 'multi_protocol_crypto_address');
  const networkValue = networkField === undefined ? undefined : values[networkValueName(networkField.name)];
  return {
    amount: {
      exponent: currency === undefined ? 2 : currencyExponent(currency),
      ...(limits?.min === undefined ? {} : { min: limits.min }),
      ...(limits?.max === undefined ? {} : { max: limits.max }),
    },
    locale,
    ...(cardNumber === undefined ? {} : { cardNumber }),
    ...(typeof networkValue === 'string' && networkValue !== '' ? { cryptoNetwork: networkValue } : {}),
    ...(now === undefined ? {} : { now }),
  };
}
