import { isCryptoNetworkId, type FieldDefinition } from '@playfront/contracts';
import { loadedCryptoAddressValidator } from '../on-demand-validators.ts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

/** Fields that say which network their address is on (a plain `crypto_address` does not). */
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
 * `validation.crypto_address.format` when `value` is on none of `networks` by its checksum (a typo).
 * Until the checksums have loaded, and for a network they do not know, the pattern stands.
 */
function checksumProblem(networks: readonly string[], value: string): ValidationMessage | null {
  const checker = loadedCryptoAddressValidator();
  if (checker === undefined || !networks.every(isCryptoNetworkId)) return null;
  return networks.some((network) => checker.isValidAddress(network, value))
    ? null
    : message('validation.crypto_address.format');
}

function multiProtocolProblem(
  value: string,
  field: Extract<AddressField, { type: 'multi_protocol_crypto_address' }>,
  chosen: string | undefined,
): ValidationMessage | null {
  const listed = chosen === undefined ? field.networks : field.networks.filter(({ id }) => id === chosen);
  if (listed.length === 0) return message('validation.crypto_address.network');
  const shaped = listed.filter((network) => matches(network.addressPattern, value));
  if (shaped.length === 0) return message('validation.crypto_address.format');
  return checksumProblem(
    shaped.map(({ id }) => id),
    value,
  );
}

/**
 * A crypto address (`validation.crypto_address.format`): a cashout address on its field's network,
 * a multi-protocol address on the chosen network (`.network` when the choice is not listed) or on
 * any listed one. Once the checksums have loaded (`preloadValidators`), an address of the right
 * shape whose checksum fails, a typo, is refused too.
 */
export function validateCryptoAddress(
  value: string,
  field?: AddressField,
  context: ValidationContext = {},
): ValidationMessage | null {
  if (!ADDRESS_SHAPE.test(value)) return message('validation.crypto_address.format');
  switch (field?.type) {
    case undefined:
      return null;
    case 'cashout_crypto_address':
      if (field.pattern !== undefined && !matches(field.pattern, value)) {
        return message('validation.crypto_address.format');
      }
      return field.network === undefined ? null : checksumProblem([field.network], value);
    case 'multi_protocol_crypto_address':
      return multiProtocolProblem(value, field, context.cryptoNetwork);
  }
}
