/**
 * The crypto field components: one chunk loaded on demand (`field-registry.ts`), so a player
 * paying by card never downloads them.
 */
export { CashoutCryptoAddressField } from './cashout-crypto-address-field.tsx';
export { CryptoAddressField } from './crypto-address-field.tsx';
export { CryptoCurrenciesAccountSelectField } from './crypto-currencies-account-select-field.tsx';
export { DepositCryptoAddressField } from './deposit-crypto-address-field.tsx';
export { MetamaskField } from './metamask-field.tsx';
export { MultiProtocolCryptoAddressField } from './multi-protocol-crypto-address-field.tsx';
