import validationText from '@playfront/contracts/field-rules/text/en';
import { CASHIER_MESSAGES } from '../cashier/cashier-messages.ts';
import { BANK_NAMES } from './bank-names.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';

/** Parameters of a message: `{min}` in the text is replaced by `params.min`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Turns an i18n key and its parameters into the text shown. */
export type Translate = (key: string, params?: MessageParams) => string;

/**
 * English text for every validation key the field rules emit (`@playfront/contracts/field-rules`) and for the
 * widget's own labels. A key with no text here is shown as itself.
 */
export const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  ...ROUTE_MESSAGES,
  ...CASHIER_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...validationText,

  'form.submit': 'Continue',
  'form.errors.one': '1 field needs your attention.',
  'form.errors.other': '{count} fields need your attention.',
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
};

/** Replaces `{name}` placeholders with `params`; unknown placeholders are kept. */
export function interpolate(text: string, params?: MessageParams): string {
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** A `Translate` over `messages` (default English); a missing key is answered by `fallback` (itself). */
export function createTranslate(
  messages: Readonly<Record<string, string>> = DEFAULT_MESSAGES,
  fallback: (key: string) => string = (key) => key,
): Translate {
  return (key, params) => interpolate(messages[key] ?? fallback(key), params);
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
