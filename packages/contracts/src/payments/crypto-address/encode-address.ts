import { base58 } from '@scure/base';
import type { CryptoNetworkId } from '../crypto-networks.ts';
import { encodeBase58Check } from './base58-check.ts';
import { encodeCashAddress } from './cashaddr.ts';
import { encodeEvmAddress } from './evm.ts';
import { encodeSegwitAddress } from './segwit.ts';

const withVersion = (version: number, hash: Uint8Array) => Uint8Array.of(version, ...hash);

/** Each network's usual address of a key hash (a public key for Solana), and the bytes it takes. */
const ENCODERS: Readonly<Record<CryptoNetworkId, { bytes: number; encode: (hash: Uint8Array) => string }>> = {
  bitcoin: { bytes: 20, encode: (hash) => encodeSegwitAddress('bc', 0, hash) },
  litecoin: { bytes: 20, encode: (hash) => encodeSegwitAddress('ltc', 0, hash) },
  bitcoincash: { bytes: 20, encode: (hash) => encodeCashAddress('bitcoincash', 0, hash) },
  dogecoin: { bytes: 20, encode: (hash) => encodeBase58Check(withVersion(0x1e, hash)) },
  tron: { bytes: 20, encode: (hash) => encodeBase58Check(withVersion(0x41, hash)) },
  ripple: { bytes: 20, encode: (hash) => encodeBase58Check(withVersion(0x00, hash), 'xrp') },
  solana: { bytes: 32, encode: (key) => base58.encode(key) },
  ethereum: { bytes: 20, encode: encodeEvmAddress },
  bsc: { bytes: 20, encode: encodeEvmAddress },
  polygon: { bytes: 20, encode: encodeEvmAddress },
};

/**
 * The address on `network` of the first bytes of `hash` (20, or 32 for Solana): a P2WPKH
 * SegWit address for Bitcoin and Litecoin, a P2PKH CashAddr, Base58Check P2PKH for Dogecoin,
 * TRON and XRP, an EIP-55 address for EVM chains. For test data and sandboxes: any 32-byte hash
 * gives a well-formed address that `isValidAddress` accepts (nobody holds its key).
 */
export function encodeAddress(network: CryptoNetworkId, hash: Uint8Array): string {
  const { bytes, encode } = ENCODERS[network];
  if (hash.length < bytes) {
    throw new RangeError(
      `encodeAddress needs ${bytes} bytes for ${network}, got ${hash.length}: pass a SHA-256 hash.`,
    );
  }
  return encode(hash.slice(0, bytes));
}
