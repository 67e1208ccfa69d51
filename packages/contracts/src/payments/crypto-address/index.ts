export { isValidAddress } from './check-address.ts';
export { encodeAddress } from './encode-address.ts';
export type { CryptoNetworkId } from '../crypto-networks.ts';
