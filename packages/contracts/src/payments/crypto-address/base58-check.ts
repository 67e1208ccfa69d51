import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58xrp, createBase58check } from '@scure/base';

/** Base58Check (Bitcoin's alphabet): the payload, then 4 bytes of its double SHA-256. */
const bitcoinBase58Check = /* @__PURE__ */ createBase58check(sha256);

/** Which digits spell the number: Bitcoin's (BTC, LTC, DOGE, TRON) or the XRP Ledger's. */
export type Base58Alphabet = 'bitcoin' | 'xrp';

/**
 * The payload (version byte and hash) of a Base58Check string, or undefined when it is not
 * Base58 or its checksum is wrong.
 */
export function decodeBase58Check(
  text: string,
  alphabet: Base58Alphabet = 'bitcoin',
): Uint8Array | undefined {
  try {
    // XRP orders the same 58 digits differently: spell the number in Bitcoin's to check the sum.
    return bitcoinBase58Check.decode(alphabet === 'xrp' ? base58.encode(base58xrp.decode(text)) : text);
  } catch {
    return undefined;
  }
}

/** Base58Check of `payload` (version byte first) in `alphabet`. */
export function encodeBase58Check(payload: Uint8Array, alphabet: Base58Alphabet = 'bitcoin'): string {
  const text = bitcoinBase58Check.encode(payload);
  return alphabet === 'xrp' ? base58xrp.encode(base58.decode(text)) : text;
}

/**
 * True when `text` is Base58Check of a 21-byte payload (a version byte and a 20-byte hash) whose
 * version is one of `versions`: P2PKH and P2SH addresses of Bitcoin and its forks, TRON, XRP.
 */
export function isVersionedHash(
  text: string,
  versions: readonly number[],
  alphabet: Base58Alphabet = 'bitcoin',
): boolean {
  const payload = decodeBase58Check(text, alphabet);
  return payload?.length === 21 && versions.includes(payload[0] ?? -1);
}
