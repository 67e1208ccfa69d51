import Type from 'typebox';
import { CRYPTO_NETWORK_IDS } from './crypto-networks.ts';

export const CryptoNetworkIdSchema = /* @__PURE__ */ Type.Enum(CRYPTO_NETWORK_IDS);
