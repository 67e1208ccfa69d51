import { type CryptoCurrency } from './currencies.ts';

/**
 * The chains a crypto address can be on, by id: the keys of the catalogue's address patterns and
 * the networks `@playfront/contracts/crypto-address` checks. BNB Chain (`bsc`) and Polygon use
 * Ethereum's address format.
 */
export const CRYPTO_NETWORK_IDS = [
  'bitcoin',
  'ethereum',
  'bsc',
  'polygon',
  'litecoin',
  'bitcoincash',
  'dogecoin',
  'tron',
  'ripple',
  'solana',
] as const;
export type CryptoNetworkId = (typeof CRYPTO_NETWORK_IDS)[number];

/** True when `value` is one of `CRYPTO_NETWORK_IDS`. */
export function isCryptoNetworkId(value: string): value is CryptoNetworkId {
  return (CRYPTO_NETWORK_IDS as readonly string[]).includes(value);
}

/** The networks an address for `currency` may be on (a token's on any network it is cashed out on). */
export const CURRENCY_NETWORKS: Readonly<Record<CryptoCurrency, readonly CryptoNetworkId[]>> = {
  BTC: ['bitcoin'],
  ETH: ['ethereum'],
  USDT: ['ethereum', 'tron', 'bsc'],
  USDC: ['ethereum', 'solana', 'polygon'],
  LTC: ['litecoin'],
  BCH: ['bitcoincash'],
  DOGE: ['dogecoin'],
  TRX: ['tron'],
  XRP: ['ripple'],
  BNB: ['bsc'],
  SOL: ['solana'],
};
