import { bech32, bech32m } from '@scure/base';

/** BIP-173's limit on a whole address. */
const MAX_LENGTH = 90;

function isProgram(version: number, words: readonly number[]): boolean {
  const program = bech32.fromWordsUnsafe(words.slice(1));
  if (program === undefined || program.length < 2 || program.length > 40) return false;
  // Version 0 has two programs: a key hash (P2WPKH) and a script hash (P2WSH).
  return version !== 0 || program.length === 20 || program.length === 32;
}

/**
 * True when `address` is a SegWit address for the human-readable part `hrp` (`bc`, `ltc`):
 * witness version 0 in Bech32 (BIP-173), versions 1 to 16 in Bech32m (BIP-350), with a
 * program of a length its version allows.
 */
export function isSegwitAddress(address: string, hrp: string): boolean {
  const v0 = bech32.decodeUnsafe(address, MAX_LENGTH);
  if (v0) return v0.prefix === hrp && v0.words[0] === 0 && isProgram(0, v0.words);
  const v1 = bech32m.decodeUnsafe(address, MAX_LENGTH);
  if (!v1) return false;
  const version = v1.words[0] ?? -1;
  return v1.prefix === hrp && version >= 1 && version <= 16 && isProgram(version, v1.words);
}

/** The SegWit address of `program` at witness `version` (Bech32 for 0, Bech32m after). */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)];
  return version === 0 ? bech32.encode(hrp, words) : bech32m.encode(hrp, words);
}
