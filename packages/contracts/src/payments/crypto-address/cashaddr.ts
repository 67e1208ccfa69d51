import { bech32 } from '@scure/base';

/**
 * Bitcoin Cash's CashAddr: `prefix:` (optional when typed), then Base32 in Bech32's alphabet of a
 * version byte and a hash, then a 40-bit BCH checksum over the prefix and payload. @scure/base
 * has no CashAddr, so the checksum (`polymod`) is written here from the specification
 * (github.com/bitcoincashorg/bitcoincash.org, spec/cashaddr.md).
 */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CHECKSUM_WORDS = 8;
/** Hash sizes in bits by the version byte's size code. */
const HASH_BITS = [160, 192, 224, 256, 320, 384, 448, 512] as const;
/** Address types a payment can go to: 0 key hash (P2PKH, `q…`), 1 script hash (P2SH, `p…`). */
const PAYABLE_TYPES: readonly number[] = [0, 1];

const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n] as const;

function polymod(words: readonly number[]): bigint {
  let checksum = 1n;
  for (const word of words) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(word);
    GENERATORS.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

/** The prefix as the checksum reads it: the low 5 bits of each character, then a 0. */
function prefixWords(prefix: string): number[] {
  return [...prefix.split('').map((char) => char.charCodeAt(0) & 0x1f), 0];
}

/** True when `address` is a CashAddr of a P2PKH or P2SH hash; `prefix:` may be left out. */
export function isCashAddress(address: string, prefix: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  const body = lower.startsWith(`${prefix}:`) ? lower.slice(prefix.length + 1) : lower;
  const words = body.split('').map((char) => CHARSET.indexOf(char));
  if (words.length <= CHECKSUM_WORDS || words.includes(-1)) return false;
  if (polymod([...prefixWords(prefix), ...words]) !== 0n) return false;
  const payload = bech32.fromWordsUnsafe(words.slice(0, -CHECKSUM_WORDS));
  const version = payload?.[0];
  if (payload === undefined || version === undefined || version & 0x80) return false;
  return PAYABLE_TYPES.includes(version >> 3) && payload.length - 1 === (HASH_BITS[version & 0x07] ?? 0) / 8;
}

/** The CashAddr (with `prefix:`) of a hash of address `type` (0 P2PKH, 1 P2SH). */
export function encodeCashAddress(prefix: string, type: number, hash: Uint8Array): string {
  const sizeCode = HASH_BITS.indexOf((hash.length * 8) as (typeof HASH_BITS)[number]);
  if (sizeCode === -1) throw new RangeError(`A CashAddr hash is 20 to 64 bytes, not ${hash.length}.`);
  const words = bech32.toWords(Uint8Array.of((type << 3) | sizeCode, ...hash));
  const checksum = polymod([...prefixWords(prefix), ...words, ...new Array<number>(CHECKSUM_WORDS).fill(0)]);
  const checksumWords = Array.from({ length: CHECKSUM_WORDS }, (_, index) =>
    Number((checksum >> BigInt(5 * (CHECKSUM_WORDS - 1 - index))) & 31n),
  );
  return `${prefix}:${[...words, ...checksumWords].map((word) => CHARSET.charAt(word)).join('')}`;
}
