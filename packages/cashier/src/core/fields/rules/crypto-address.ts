import type { FieldDefinition } from '@playfront/contracts';
import { message, type ValidationContext, type ValidationMessage } from '../messages.ts';

type MultiProtocolField = Extract<FieldDefinition, { type: 'multi_protocol_crypto_address' }>;

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
 * A crypto address (`validation.crypto_address.format`). A multi-protocol field checks the
 * chosen network's address pattern (`.network` when none is chosen), any of them otherwise.
 */
export function validateCryptoAddress(
  value: string,
  field?: MultiProtocolField,
  context: ValidationContext = {},
): ValidationMessage | null {
  if (!ADDRESS_SHAPE.test(value)) return message('validation.crypto_address.format');
  if (field === undefined) return null;
  if (context.cryptoNetwork !== undefined) {
    const network = field.networks.find((candidate) => candidate.id === context.cryptoNetwork);
    if (network === undefined) return message('validation.crypto_address.network');
    return matches(network.addressPattern, value) ? null : message('validation.crypto_address.format');
  }
  return field.networks.some((network) => matches(network.addressPattern, value))
    ? null
    : message('validation.crypto_address.format');
}
