import { isCryptoCurrency } from '../../payments/currencies.ts';
import { CURRENCY_NETWORKS, isCryptoNetworkId } from '../../payments/crypto-networks.ts';
import type { FieldDefinition } from '../../payments/field-definition.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

type AddressField = Extract<
  FieldDefinition,
  { type: 'cashout_crypto_address' | 'multi_protocol_crypto_address' }
>;

// Addresses are 25 to 128 letters, digits and the separators some chains use; never spaces.
const ADDRESS_SHAPE = /^[A-Za-z0-9:_-]{25,128}$/;

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}

/**
 * The checksum on one of `networks` (a mistyped cashout address would lose the player's money).
 * Passes when a network is one the checksums do not know, or the checker is not loaded yet.
 */
function checksumProblem(
  networks: readonly string[],
  value: string,
  context: ValidationContext,
): ValidationMessage | null {
  const isValidAddress = context.checkers?.isValidAddress;
  if (isValidAddress === undefined || networks.length === 0 || !networks.every(isCryptoNetworkId))
    return null;
  return networks.some((network) => isValidAddress(network, value))
    ? null
    : message('validation.crypto_address.checksum');
}

function multiProtocolProblem(
  value: string,
  field: Extract<AddressField, { type: 'multi_protocol_crypto_address' }>,
  context: ValidationContext,
): ValidationMessage | null {
  const chosen = context.cryptoNetwork === '' ? undefined : context.cryptoNetwork;
  const listed = chosen === undefined ? field.networks : field.networks.filter(({ id }) => id === chosen);
  if (listed.length === 0) return message('validation.crypto_address.network');
  const shaped = listed.filter((network) => matches(network.addressPattern, value));
  if (shaped.length === 0) return message('validation.crypto_address.format');
  return checksumProblem(
    shaped.map(({ id }) => id),
    value,
    context,
  );
}

/** The shape every address has, and the field's own pattern. */
function shapeProblem(value: string, pattern: string | undefined): ValidationMessage | null {
  if (!ADDRESS_SHAPE.test(value)) return message('validation.crypto_address.format');
  return pattern !== undefined && !matches(pattern, value)
    ? message('validation.crypto_address.format')
    : null;
}

/** A generic crypto method's address: on a network of the currency paid in. */
export function validateCurrencyAddress(
  rawValue: string,
  pattern: string | undefined,
  context: ValidationContext,
): ValidationMessage | null {
  const value = rawValue.trim();
  const currency = context.currency;
  const networks = currency !== undefined && isCryptoCurrency(currency) ? CURRENCY_NETWORKS[currency] : [];
  return shapeProblem(value, pattern) ?? checksumProblem(networks, value, context);
}

/**
 * A cashout address: its shape, the field's pattern, and its checksum on the field's network (a
 * multi-protocol one on the network chosen beside it, or any listed one).
 */
export function validateCryptoAddress(
  rawValue: string,
  field: AddressField,
  context: ValidationContext,
): ValidationMessage | null {
  const value = rawValue.trim();
  if (field.type === 'multi_protocol_crypto_address') {
    return shapeProblem(value, undefined) ?? multiProtocolProblem(value, field, context);
  }
  return (
    shapeProblem(value, field.pattern) ??
    (field.network === undefined ? null : checksumProblem([field.network], value, context))
  );
}
