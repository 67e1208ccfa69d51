/**
 * Methods named for what they are rather than for a brand. Their English name is the catalogue's
 * `brand`; the cashier shows each in the player's language under `methods.name.<id>`. A brand
 * (Visa, PayPal, PIX) is a proper name and stays as the catalogue spells it.
 */
export const GENERIC_METHOD_NAMES = {
  'credit-card': 'Credit or debit card',
  bank: 'Bank account',
  crypto: 'Crypto',
  'bank-iban': 'Bank transfer (SEPA)',
  'bank-wire': 'International bank wire (SWIFT)',
  'local-bank-transfer-asia': 'Online banking',
} as const satisfies Readonly<Record<string, string>>;

export type GenericMethodId = keyof typeof GENERIC_METHOD_NAMES;

/** The message key of a generic method's name. */
export const genericMethodNameKey = (id: GenericMethodId): `methods.name.${GenericMethodId}` =>
  `methods.name.${id}`;

/** Whether a method id is one of the generic ones. */
export const isGenericMethodId = (id: string): id is GenericMethodId =>
  Object.hasOwn(GENERIC_METHOD_NAMES, id);
