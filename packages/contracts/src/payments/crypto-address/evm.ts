import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { hex } from '@scure/base';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a hex letter is upper case when the matching nibble of the lower-case hex's Keccak-256 is 8 or more. */
function checksummed(lowerHex: string): string {
  const hash = keccak_256(utf8ToBytes(lowerHex));
  return lowerHex
    .split('')
    .map((char, index) => {
      const byte = hash[index >> 1] ?? 0;
      const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
      return nibble >= 8 ? char.toUpperCase() : char;
    })
    .join('');
}

/**
 * True when `address` is `0x` and 40 hex digits (Ethereum, BNB Chain, Polygon): all lower or all
 * upper case carries no checksum and is taken as typed; mixed case must be the EIP-55 checksum.
 */
export function isEvmAddress(address: string): boolean {
  if (!ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  const lower = digits.toLowerCase();
  if (digits === lower || digits === digits.toUpperCase()) return true;
  return digits === checksummed(lower);
}

/** The EIP-55 address of a 20-byte account. */
export function encodeEvmAddress(account: Uint8Array): string {
  return `0x${checksummed(hex.encode(account))}`;
}
