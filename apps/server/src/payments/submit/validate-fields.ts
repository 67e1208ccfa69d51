import {
  isCryptoCurrency,
  isCryptoNetworkId,
  networkValueName,
  type CryptoNetworkId,
  type FieldDefinition,
  type FieldError,
  type PaymentAction,
  type PaymentMethod,
} from '@playfront/contracts';
import { isValidAddress } from '@playfront/contracts/crypto-address';
import { CURRENCY_NETWORKS } from '../catalogue/fields.ts';
import { ENGLISH_TEXT, type PlayerText } from '../player-text/player-text.ts';
import { cardHolderError, cardNumberError, cvvError, expiryError } from './rules/card.ts';
import { dateError } from './rules/date.ts';
import { ibanError, normalizeIban } from './rules/iban.ts';

/** Field names that hold an IBAN (SPEC 3's bank-account names that are IBANs). */
const IBAN_FIELD_NAMES: ReadonlySet<string> = new Set([
  'iban',
  'bankiban',
  'bankintiban',
  'iban_cashout',
  'bankIBAN',
]);

/** Card details a saved card stands in for: not asked again when paying with one. */
const SAVED_CARD_TYPES: ReadonlySet<string> = new Set([
  'credit_card_number',
  'card_holder',
  'card_expiry_date',
  'cvv',
]);

/** Types whose values the server sets or ignores: shown, not entered. */
const NOT_ENTERED: ReadonlySet<string> = new Set(['amount', 'banner', 'button', 'deposit_crypto_address']);

const patterns = new Map<string, RegExp>();
/** Catalogue patterns, compiled once each. */
function regex(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    compiled = new RegExp(pattern);
    patterns.set(pattern, compiled);
  }
  return compiled;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export interface FormInput {
  readonly method: PaymentMethod;
  readonly action: PaymentAction;
  readonly currency: string;
  readonly fields: Readonly<Record<string, string | boolean>>;
  /** Paying with a saved card: the card's own fields are not required. */
  readonly savedCard: boolean;
  readonly now: number;
  /** The player's language for the messages; English when left out. */
  readonly text?: PlayerText | undefined;
}

/** The fields a method's form shows for `action`. */
export function formFields(method: PaymentMethod, action: PaymentAction): readonly FieldDefinition[] {
  return method.fields.filter((field) => field.actions === undefined || field.actions.includes(action));
}

/**
 * Checks every submitted value against the method's field definitions, repeating each client
 * rule: required fields present, each value valid for its type and bounds, no field that is not
 * part of the form. Answers one message per invalid field, in form order; empty when all is well.
 */
export function validateFields(input: FormInput): FieldError[] {
  const fields = formFields(input.method, input.action);
  const known = new Set(fields.flatMap((field) => [field.name, ...companionNames(field)]));
  const errors: FieldError[] = [];
  const text = input.text ?? ENGLISH_TEXT;

  for (const field of fields) {
    if (NOT_ENTERED.has(field.type)) continue;
    if (input.savedCard && SAVED_CARD_TYPES.has(field.type)) continue;
    const value = Object.hasOwn(input.fields, field.name) ? input.fields[field.name] : undefined;
    const message = fieldError(field, value, input, text);
    if (message !== undefined) errors.push({ name: field.name, message });
  }
  for (const name of Object.keys(input.fields)) {
    if (!known.has(name)) errors.push({ name, message: text('field.not_in_form') });
  }
  return errors;
}

/** Values a field sends besides its own. */
function companionNames(field: FieldDefinition): readonly string[] {
  return field.type === 'multi_protocol_crypto_address' ? [networkValueName(field.name)] : [];
}

function isBlank(value: string | boolean | undefined): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

function fieldError(
  field: FieldDefinition,
  value: string | boolean | undefined,
  input: FormInput,
  text: PlayerText,
): string | undefined {
  if (field.type === 'checkbox') {
    if (value === undefined) return field.required ? text('field.tick_box') : undefined;
    if (typeof value !== 'boolean') return text('field.box_value');
    return field.required && !value ? text('field.tick_box') : undefined;
  }
  if (field.type === 'hidden') {
    // The server knows a hidden field's value; a different one sent back means a tampered form.
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return text('field.value_invalid');
    return field.value !== '' && value !== field.value ? text('field.value_invalid') : undefined;
  }
  if (isBlank(value)) return field.required ? text('field.required') : undefined;
  if (typeof value !== 'string') return text('field.text_expected');
  return typedError(field, value, input, text);
}

/** Why a non-blank text value does not fit its field, or undefined. */
function typedError(
  field: FieldDefinition,
  value: string,
  input: FormInput,
  text: PlayerText,
): string | undefined {
  const bounds = (bounded: Bounds, checked: string) => boundsError(bounded, checked, text);
  const checksum = (networks: readonly CryptoNetworkId[], address: string) =>
    checksumError(networks, address, text);
  switch (field.type) {
    case 'credit_card_number':
      return cardNumberError(value, text);
    case 'card_expiry_date':
      return expiryError(value, input.now, text);
    case 'cvv': {
      const number = input.fields.card_number;
      return cvvError(value, typeof number === 'string' ? number : undefined, text);
    }
    case 'card_holder':
      return cardHolderError(value, text) ?? bounds(field, value.trim());
    case 'email':
      return EMAIL.test(value.trim()) ? bounds(field, value.trim()) : text('field.email');
    case 'crypto_address': {
      if (field.readOnly === true) return undefined;
      // The generic crypto method: the address is on the network of the currency paid in.
      const networks = isCryptoCurrency(input.currency) ? CURRENCY_NETWORKS[input.currency] : [];
      return bounds(field, value.trim()) ?? checksum(networks, value.trim());
    }
    case 'cashout_crypto_address':
      if (field.readOnly === true) return undefined;
      return (
        bounds(field, value.trim()) ??
        checksum(field.network === undefined ? [] : [field.network], value.trim())
      );
    case 'text':
    case 'textarea':
    case 'tel':
    case 'password':
      if (field.readOnly === true) return undefined;
      if (IBAN_FIELD_NAMES.has(field.name))
        return ibanError(value, text) ?? bounds(field, normalizeIban(value));
      return bounds(field, field.type === 'password' ? value : value.trim());
    case 'code': {
      const code = value.trim();
      const charset = field.charset === 'digits' ? /^\d+$/ : /^[A-Za-z0-9]+$/;
      if (!charset.test(code)) {
        return field.charset === 'digits' ? text('field.digits_only') : text('field.letters_digits_only');
      }
      return code.length === field.length ? undefined : text('field.code_length', { length: field.length });
    }
    case 'date':
      return dateError(value, input.now, field.minAgeYears, text);
    case 'select':
      return field.options.some((option) => option.value === value) ? undefined : text('field.choose_option');
    case 'cascade_select':
      return cascadeMatches(field.options, value) ? undefined : text('field.choose_option');
    case 'metamask':
      return EVM_ADDRESS.test(value) ? undefined : text('field.connect_metamask');
    case 'multi_protocol_crypto_address':
      return multiProtocolError(field, value.trim(), input.fields[networkValueName(field.name)], text);
    case 'crypto_currencies_account_select':
      return (field.currencies as readonly string[]).includes(value) && value === input.currency
        ? undefined
        : text('field.crypto_account');
    case 'attachment':
      // Files are uploaded on their own; the form carries the upload's id.
      return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? undefined : text('field.upload_again');
    default:
      return undefined;
  }
}

/**
 * Why `address` is on none of `networks` by its checksum (none: no network to check it for),
 * or undefined. A mistyped cashout address would lose the player's money.
 */
function checksumError(
  networks: readonly CryptoNetworkId[],
  address: string,
  text: PlayerText,
): string | undefined {
  if (networks.length === 0 || networks.some((network) => isValidAddress(network, address))) return undefined;
  return text('field.address_checksum');
}

type MultiProtocolField = Extract<FieldDefinition, { type: 'multi_protocol_crypto_address' }>;

/** The address must be valid on the network picked beside it, or on one of the listed ones. */
function multiProtocolError(
  field: MultiProtocolField,
  address: string,
  picked: string | boolean | undefined,
  text: PlayerText,
): string | undefined {
  const listed =
    picked === undefined || picked === ''
      ? field.networks
      : field.networks.filter((network) => network.id === picked);
  if (listed.length === 0) return text('field.choose_network');
  const shaped = listed.filter((network) => regex(network.addressPattern).test(address));
  if (shaped.length === 0) {
    return listed.length === 1 ? text('field.address_on_network') : text('field.address_on_networks');
  }
  const checkable = shaped.map((network) => network.id).filter(isCryptoNetworkId);
  // Networks this server cannot check by checksum pass on their pattern.
  return checkable.length < shaped.length ? undefined : checksumError(checkable, address, text);
}

/** Whether the value is one of the cascade's second picks. */
function cascadeMatches(
  groups: readonly { value: string; options: readonly { value: string }[] }[],
  value: string,
): boolean {
  // The second pick alone (`kbank`), or with its group (`TH:kbank`).
  const [group, option] = value.includes(':') ? value.split(':', 2) : [undefined, value];
  const found = groups.some(
    (candidate) =>
      (group === undefined || candidate.value === group) && candidate.options.some((o) => o.value === option),
  );
  return found;
}

interface Bounds {
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  readonly pattern?: string | undefined;
}

/** The definition's own length bounds and pattern. */
function boundsError(field: Bounds, value: string, text: PlayerText): string | undefined {
  if (field.minLength !== undefined && value.length < field.minLength) {
    return text('field.min_length', { min: field.minLength });
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return text('field.max_length', { max: field.maxLength });
  }
  if (field.pattern !== undefined && !regex(field.pattern).test(value)) {
    return text('field.format');
  }
  return undefined;
}
