import type { CurrencyCode } from '@playfront/contracts';
import type { LimitsInput } from './terms.ts';

/** Country sets shared by many methods (ISO 3166-1 alpha-2). */
export const EEA = [
  'AT',
  'BE',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'IE',
  'IT',
  'LT',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
] as const;
/** Where the card and wallet methods are offered: the EEA plus other licensed markets. */
export const INTERNATIONAL = [...EEA, 'GB', 'CH', 'CA', 'AU', 'NZ'] as const;
/** The Nordic and Baltic markets of the open-banking providers. */
export const NORDICS_BALTICS = ['SE', 'FI', 'NO', 'DK', 'EE', 'LV', 'LT'] as const;
/** Countries that send euro transfers by SEPA. */
export const SEPA = [...EEA, 'GB', 'CH'] as const;

/** Usual deposit limits in the currencies card and wallet accounts are held in, in major units. */
export const STANDARD_DEPOSIT: LimitsInput = {
  EUR: ['10', '5000'],
  USD: ['10', '5000'],
  GBP: ['10', '5000'],
  CAD: ['15', '7500'],
  AUD: ['15', '7500'],
  NZD: ['15', '8000'],
  SEK: ['100', '50000'],
  NOK: ['100', '50000'],
  CHF: ['10', '5000'],
};

/** Usual cashout limits in the same currencies, in major units. */
export const STANDARD_CASHOUT: LimitsInput = {
  EUR: ['20', '10000'],
  USD: ['20', '10000'],
  GBP: ['20', '10000'],
  CAD: ['30', '15000'],
  AUD: ['30', '15000'],
  NZD: ['30', '16000'],
  SEK: ['200', '100000'],
  NOK: ['200', '100000'],
  CHF: ['20', '10000'],
};

/** The entries of `limits` for `currencies` only, in that order. */
export function pick(limits: LimitsInput, currencies: readonly CurrencyCode[]): LimitsInput {
  const picked: LimitsInput = {};
  for (const currency of currencies) {
    const bounds = limits[currency];
    if (!bounds) throw new Error(`No limits for ${currency} to pick; add them to the table first.`);
    picked[currency] = bounds;
  }
  return picked;
}
