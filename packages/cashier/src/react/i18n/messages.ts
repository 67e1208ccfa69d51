import { formatMessage, interpolate, type MessageParams } from '@playfront/contracts';
import validationText from '@playfront/contracts/field-rules/text/en';
import { CASHIER_MESSAGES } from '../cashier/cashier-messages.ts';
import { BANK_NAMES } from './bank-names.ts';
import { METHOD_NAME_MESSAGES } from './method-names.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';

export type { MessageParams };

/**
 * Turns an i18n key and its parameters into the text shown. `{min}` in the text is replaced by
 * `params.min`; a numeric `count` picks the plural form (`form.errors` → `form.errors_one` or
 * `form.errors_other`, Arabic's six forms likewise); `*Bytes` numbers read as sizes (`5 MB`).
 */
export type Translate = (key: string, params?: MessageParams) => string;

/**
 * English text for every validation key the field rules emit (`@playfront/contracts/field-rules`) and for the
 * widget's own labels. A key with no text here is shown as itself.
 */
export const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  ...ROUTE_MESSAGES,
  ...CASHIER_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...METHOD_NAME_MESSAGES,
  ...validationText,

  'form.submit': 'Continue',
  // Texts that count: `key_one`, `key_other` (see docs/i18n/add-a-language.md, Plurals).
  'duration.range.minutes_one': '{from}–{count} minute',
  'duration.range.minutes_other': '{from}–{count} minutes',
  'duration.range.hours_one': '{from}–{count} hour',
  'duration.range.hours_other': '{from}–{count} hours',
  'duration.range.days_one': '{from}–{count} day',
  'duration.range.days_other': '{from}–{count} days',
  'duration.range.business_days_one': '{from}–{count} business day',
  'duration.range.business_days_other': '{from}–{count} business days',
  'duration.minutes_one': '{count} minute',
  'duration.minutes_other': '{count} minutes',
  'duration.hours_one': '{count} hour',
  'duration.hours_other': '{count} hours',
  'duration.days_one': '{count} day',
  'duration.days_other': '{count} days',
  'duration.business_days_one': '{count} business day',
  'duration.business_days_other': '{count} business days',
  'form.errors_one': '{count} field needs your attention.',
  'form.errors_other': '{count} fields need your attention.',
  'outcome.invoice.confirmations_one':
    'Your deposit is credited after {count} network confirmation. This address is valid until {expires}.',
  'outcome.invoice.confirmations_other':
    'Your deposit is credited after {count} network confirmations. This address is valid until {expires}.',
  'form.select.placeholder': 'Choose…',
  'form.amount.limits': 'Min {min} · Max {max}',
  'form.amount.min': 'Min {min}',
  'form.amount.max': 'Max {max}',
  'form.amount.quick': 'Quick amounts',
  'form.card.brand': 'Card type: {brand}',
  'form.tel.hint': 'Include the country code, e.g. +44.',
  'form.cascade.option': 'Choose an option',
  'form.crypto.network': 'Network',
  'form.crypto.address': 'Address',
  'form.attachment.chosen': 'Chosen file: {name}',
  'form.metamask.install': 'No wallet found. Install a wallet such as MetaMask to pay with it.',
  'form.metamask.connect': 'Connect {name}',
  'form.metamask.connecting': 'Connecting…',
  'form.metamask.connected': 'Connected: {account}',
  'form.metamask.failed': 'The wallet did not connect. Please try again.',
  'form.deposit.qr': 'QR code of the address',
  'form.deposit.copy': 'Copy address',
  'form.deposit.copied': 'Address copied.',
  'form.deposit.copy_failed': 'The address could not be copied; select it and copy it yourself.',
  'form.deposit.pending': 'The address will be shown here once it is issued.',
  // crypto from fiat (decision 040)
  'quote.heading': 'Exchange quote',
  'quote.credited': 'Added to your balance',
  'quote.debited': 'Taken from your balance',
  'quote.fee': 'Conversion fee (1%)',
  'quote.rate': 'Rate',
  'quote.send': 'You send',
  'quote.receive': 'You receive',
  'quote.valid_for': 'Quote valid for',
  'quote.enter_amount': 'Enter an amount to see the rate and what you send.',
  'quote.loading': 'Getting a quote…',
  'quote.expired': 'The quote expired. Getting a new one…',
  'quote.failed': 'No quote could be had right now. Please try again in a moment.',
  'quote.invoice_credit':
    'Once it arrives, {amount} is added to your balance. Coins that arrive after the quote expires are held for review, not converted.',
};

/**
 * A `Translate` over `messages` (default English) in `language`, whose plural rules pick the
 * forms and whose digits write the numbers; a missing key is answered by `fallback` (itself).
 */
export function createTranslate(
  messages: Readonly<Record<string, string>> = DEFAULT_MESSAGES,
  fallback: (key: string) => string = (key) => key,
  language = 'en',
): Translate {
  const lookup = (key: string): string | undefined => messages[key];
  return (key, params) =>
    formatMessage(lookup, key, params, language) ?? interpolate(fallback(key), params, language);
}

/**
 * Text for a key with no message: a bank's name in any language, else a server field or option
 * key the widget does not know yet (a newer server) reads as its last part (`payments.fields.iban_x`
 * → `Iban x`) rather than as a key; any other key is shown as itself.
 */
export function fallbackText(key: string): string {
  const bank = BANK_NAMES[key];
  if (bank !== undefined) return bank;
  if (!key.startsWith('payments.')) return key;
  const last = key.slice(key.lastIndexOf('.') + 1).replaceAll('_', ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
