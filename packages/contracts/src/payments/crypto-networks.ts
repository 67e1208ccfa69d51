import Type from 'typebox';

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
export const CryptoNetworkIdSchema = /* @__PURE__ */ Type.Enum(CRYPTO_NETWORK_IDS);

/** True when `value` is one of `CRYPTO_NETWORK_IDS`. */
export function isCryptoNetworkId(value: string): value is CryptoNetworkId {
  return (CRYPTO_NETWORK_IDS as readonly string[]).includes(value);
}
