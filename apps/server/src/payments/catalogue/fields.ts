import {
  GENDERS,
  type CascadeGroup,
  type CryptoCurrency,
  type CryptoNetwork,
  type CryptoNetworkId,
  type FieldDefinition,
  type PaymentAction,
  type SelectOption,
} from '@playfront/contracts';

/**
 * Reusable field definitions, so methods compose forms instead of repeating field lists.
 * Labels are translation keys derived from the field name: `accountNumber` is labelled
 * `payments.fields.account_number`.
 */

interface FieldOptions {
  required?: boolean;
  /** Show the field for these actions only (default: every action of the method). */
  actions?: readonly PaymentAction[];
}

function labelKey(name: string): string {
  return `payments.fields.${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`;
}

function base(name: string, options: FieldOptions) {
  return {
    name,
    labelKey: labelKey(name),
    required: options.required ?? true,
    ...(options.actions ? { actions: [...options.actions] } : {}),
  };
}

export const DEPOSIT_ONLY = ['deposit'] as const;
export const CASHOUT_ONLY = ['cashout'] as const;

// Patterns shared by several fields.
const IBAN_PATTERN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';
const EMAIL_MAX = 254;

/**
 * Address formats by network, for crypto address fields: the shape the cashier checks as the
 * player types; the checksum is checked too (`@playfront/contracts/crypto-address`).
 */
export const CRYPTO_ADDRESS_PATTERNS = {
  bitcoin: '^(bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$',
  ethereum: '^0x[0-9a-fA-F]{40}$',
  bsc: '^0x[0-9a-fA-F]{40}$',
  polygon: '^0x[0-9a-fA-F]{40}$',
  litecoin: '^(ltc1[a-z0-9]{25,59}|[LM3][a-km-zA-HJ-NP-Z1-9]{26,33})$',
  bitcoincash: '^(bitcoincash:)?[qp][a-z0-9]{41}$',
  dogecoin: '^D[5-9A-HJ-NP-U][1-9A-HJ-NP-Za-km-z]{32}$',
  tron: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  ripple: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$',
  solana: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
} as const satisfies Record<CryptoNetworkId, string>;
export type { CryptoNetworkId };

// Amount.

export const amount: FieldDefinition = { ...base('amount', {}), type: 'amount' };

// Cards.

/** Card number, holder, expiry and CVV for deposits (card cashouts go back to the card used). */
export const cardFields: readonly FieldDefinition[] = [
  {
    ...base('card_number', { actions: DEPOSIT_ONLY }),
    type: 'credit_card_number',
    pattern: '^[0-9]{12,19}$',
  },
  { ...base('card_holder', { actions: DEPOSIT_ONLY }), type: 'card_holder', minLength: 2, maxLength: 64 },
  {
    ...base('expiry_date', { actions: DEPOSIT_ONLY }),
    type: 'card_expiry_date',
    pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$',
  },
  { ...base('cvv', { actions: DEPOSIT_ONLY }), type: 'cvv', pattern: '^[0-9]{3,4}$' },
  { ...base('save_card', { required: false, actions: DEPOSIT_ONLY }), type: 'checkbox' },
];

// Contact and profile.

export function email(name = 'email', options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'email', maxLength: EMAIL_MAX };
}

export function phone(name = 'phone', options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'tel', pattern: '^\\+?[0-9]{7,15}$' };
}

/** A one-line text input with optional bounds. */
export function text(
  name: string,
  rules: { pattern?: string; minLength?: number; maxLength?: number } = {},
  options: FieldOptions = {},
): FieldDefinition {
  return { ...base(name, options), type: 'text', ...rules };
}

/** Name, birth date (18 or older) and gender, for methods whose provider checks the payer. */
export const payerProfile: readonly FieldDefinition[] = [
  text('first_name', { minLength: 1, maxLength: 64 }),
  text('last_name', { minLength: 1, maxLength: 64 }),
  { ...base('date_of_birth', {}), type: 'date', minAgeYears: 18 },
  {
    ...base('gender', {}),
    type: 'select',
    options: GENDERS.map((value) => ({ value, labelKey: `payments.gender.${value}` })),
  },
];

// Wallets and apps.

/** Sign in with the provider's app (OAuth); the form then only asks for the amount. */
export function oauthLogin(provider: string): FieldDefinition {
  return { ...base(`${provider}_login`, { required: false }), type: 'button', intent: 'oauth_login' };
}

export function password(name: string, options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'password', minLength: 4, maxLength: 64 };
}

// Bank accounts (names from SPEC 3).

export function ibanField(
  name: 'iban' | 'bankiban' | 'bankintiban' | 'iban_cashout' | 'bankIBAN',
  options: FieldOptions = {},
): FieldDefinition {
  return { ...base(name, options), type: 'text', pattern: IBAN_PATTERN, maxLength: 34 };
}

/** A domestic account number (CLABE, Indian and Asian account numbers). */
export function accountNumber(pattern: string, options: FieldOptions = {}): FieldDefinition {
  return { ...base('accountNumber', options), type: 'text', pattern };
}

/** An account alias such as a PayID (e-mail, phone or ABN) or an Interac e-mail. */
export function accountIdentifier(options: FieldOptions = {}): FieldDefinition {
  return { ...base('account_identifier', options), type: 'text', minLength: 3, maxLength: 256 };
}

/** A linked bank account: link button, the linked account's id, and read-only echoes of it. */
export const linkedBankAccount: readonly FieldDefinition[] = [
  { ...base('link_bank', { required: false }), type: 'button', intent: 'bank_link' },
  { name: 'bankAccountId', required: true, type: 'hidden', value: '' },
  { ...base('display_iban', { required: false }), type: 'text', readOnly: true },
  { ...base('display_account_identifier', { required: false }), type: 'text', readOnly: true },
];

/** A drop-down of fixed options (a bank, a person type). */
export function select(
  name: string,
  options: readonly SelectOption[],
  fieldOptions: FieldOptions = {},
): FieldDefinition {
  return { ...base(name, fieldOptions), type: 'select', options: [...options] };
}

export function bankCascade(name: string, groups: readonly CascadeGroup[]): FieldDefinition {
  return { ...base(name, {}), type: 'cascade_select', options: [...groups] };
}

/** Proof of a manual transfer: a receipt or statement as PDF or image, up to 5 MB. */
export const proofOfPayment: FieldDefinition = {
  ...base('proof_of_payment', { required: false, actions: DEPOSIT_ONLY }),
  type: 'attachment',
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxSizeBytes: 5 * 1024 * 1024,
};

export function multiline(name: string, options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'textarea', maxLength: 500 };
}

// Vouchers and codes.

export function code(name: string, length: number, charset: 'digits' | 'alphanumeric'): FieldDefinition {
  return { ...base(name, {}), type: 'code', length, charset };
}

// Crypto.

function network(id: CryptoNetworkId, standard: string): CryptoNetwork {
  return { id, labelKey: `payments.networks.${standard}`, addressPattern: CRYPTO_ADDRESS_PATTERNS[id] };
}

/** Networks a token can be cashed out on. */
export const TOKEN_NETWORKS: Readonly<Record<'USDT' | 'USDC', readonly CryptoNetwork[]>> = {
  USDT: [network('ethereum', 'erc20'), network('tron', 'trc20'), network('bsc', 'bep20')],
  USDC: [network('ethereum', 'erc20'), network('solana', 'spl'), network('polygon', 'polygon')],
};

/**
 * The address to send `currency` to, with a copy button. Leave `currency` out when the form
 * has a crypto account select that picks it.
 */
export function depositAddress(currency?: CryptoCurrency): readonly FieldDefinition[] {
  return [
    {
      ...base('deposit_address', { required: false, actions: DEPOSIT_ONLY }),
      type: 'deposit_crypto_address',
      ...(currency ? { currency } : {}),
    },
    {
      ...base('copy_address', { required: false, actions: DEPOSIT_ONLY }),
      type: 'button',
      intent: 'copy_value',
    },
  ];
}

/** The player's own address on `networkId` to cash out to. */
export function cashoutAddress(networkId: CryptoNetworkId): FieldDefinition {
  return {
    ...base('cashout_address', { actions: CASHOUT_ONLY }),
    type: 'cashout_crypto_address',
    pattern: CRYPTO_ADDRESS_PATTERNS[networkId],
    network: networkId,
  };
}

export function multiProtocolAddress(networks: readonly CryptoNetwork[]): FieldDefinition {
  return {
    ...base('cashout_address', { actions: CASHOUT_ONLY }),
    type: 'multi_protocol_crypto_address',
    networks: [...networks],
  };
}

/** Any address of the currency picked in the same form (the generic crypto method). */
export function cryptoAddress(name: string, options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'crypto_address', minLength: 26, maxLength: 128 };
}

/** Picks the crypto account a payment goes to or from. */
export function cryptoAccountSelect(currencies: readonly CryptoCurrency[]): FieldDefinition {
  return {
    ...base('crypto_account', {}),
    type: 'crypto_currencies_account_select',
    currencies: [...currencies],
  };
}

/** Connects the MetaMask extension on an EVM chain (`0x1` is Ethereum mainnet). */
export function metamaskWallet(chainId: string): FieldDefinition {
  return { ...base('metamask_wallet', {}), type: 'metamask', chainId };
}

// Page furniture.

export function banner(
  name: string,
  tone: 'info' | 'warning' = 'info',
  options: FieldOptions = {},
): FieldDefinition {
  return {
    ...base(name, { ...options, required: false }),
    labelKey: `payments.banners.${name}`,
    type: 'banner',
    tone,
  };
}

export function checkbox(name: string, options: FieldOptions = {}): FieldDefinition {
  return { ...base(name, options), type: 'checkbox' };
}

export function hidden(name: string, value: string): FieldDefinition {
  return { name, required: true, type: 'hidden', value };
}
