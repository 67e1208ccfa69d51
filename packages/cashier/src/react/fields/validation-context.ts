import {
  currencyExponent,
  networkValueName,
  type CurrencyCode,
  type FieldDefinition,
} from '@playfront/contracts';
import type { ValidationContext } from '@playfront/contracts/field-rules';
import type { FormValues } from './payment-form-props.ts';
import type { AmountLimits } from './types.ts';

export interface ContextInput {
  currency: CurrencyCode | undefined;
  limits: AmountLimits | undefined;
  locale: string;
  cardNumber: string | undefined;
  cardBrand: string | undefined;
  now: Date | undefined;
}

/** What the field rules read besides the value: exponent and limits, locale, currency, card, network, today. */
export function validationContext(
  fields: readonly FieldDefinition[],
  values: FormValues,
  { currency, limits, locale, cardNumber, cardBrand, now }: ContextInput,
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
    ...(currency === undefined ? {} : { currency }),
    ...(cardNumber === undefined ? {} : { cardNumber }),
    ...(cardBrand === undefined ? {} : { cardBrand }),
    ...(typeof networkValue === 'string' && networkValue !== '' ? { cryptoNetwork: networkValue } : {}),
    ...(now === undefined ? {} : { now }),
  };
}
