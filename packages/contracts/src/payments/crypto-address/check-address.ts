import { base58 } from '@scure/base';
import type { CryptoNetworkId } from '../crypto-networks.ts';
import { isVersionedHash } from './base58-check.ts';
import { isCashAddress } from './cashaddr.ts';
import { isEvmAddress } from './evm.ts';
import { isSegwitAddress } from './segwit.ts';

/** Longer input is no address of these networks; the bound also caps Base58's quadratic decoding. */
const MAX_ADDRESS_LENGTH = 128;

function isSolanaAddress(address: string): boolean {
  // An account is a 32-byte public key in plain Base58: no checksum to check.
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** Each network's check, with its Base58 version bytes (P2PKH first, then P2SH). */
const CHECKS: Readonly<Record<CryptoNetworkId, (address: string) => boolean>> = {
  bitcoin: (address) => isSegwitAddress(address, 'bc') || isVersionedHash(address, [0x00, 0x05]),
  litecoin: (address) => isSegwitAddress(address, 'ltc') || isVersionedHash(address, [0x30, 0x32, 0x05]),
  bitcoincash: (address) => isCashAddress(address, 'bitcoincash'),
  dogecoin: (address) => isVersionedHash(address, [0x1e, 0x16]),
  tron: (address) => isVersionedHash(address, [0x41]),
  ripple: (address) => isVersionedHash(address, [0x00], 'xrp'),
  solana: isSolanaAddress,
  ethereum: isEvmAddress,
  bsc: isEvmAddress,
  polygon: isEvmAddress,
};

/**
 * True when `address` is an address on `network` as its wallets check it: the format, the version
 * bytes and the checksum (Base58Check, Bech32/Bech32m, CashAddr, EIP-55 mixed case). Solana
 * addresses and single-case EVM addresses carry no checksum: only their form is checked.
 */
export function isValidAddress(network: CryptoNetworkId, address: string): boolean {
  return address.length <= MAX_ADDRESS_LENGTH && CHECKS[network](address);
}
