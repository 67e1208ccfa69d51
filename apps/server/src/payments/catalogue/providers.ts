import type { Provider } from '@playfront/contracts';

/**
 * How a provider's payment flow runs, which its sandbox imitates:
 * - `card-3ds`: card form, then a 3-D Secure challenge page;
 * - `wallet-redirect`: redirect to the wallet's login and approval;
 * - `redirect-bank`: redirect to the player's bank or the provider's bank picker;
 * - `pay-and-play`: bank login that also registers and identifies the player (no sign-up form);
 * - `bank-link`: the player links a bank account once, later payments use the linked account;
 * - `oauth-app`: sign-in with the provider's app (OAuth), then approval there;
 * - `instant-voucher`: a prepaid voucher code or PIN is checked and spent at once;
 * - `coupon`: the player gets a coupon to pay in cash at a shop; the deposit lands later;
 * - `crypto-invoice`: an address is issued, the deposit lands after block confirmations;
 * - `metamask`: the player signs a transaction in the MetaMask browser extension;
 * - `manual-bank-transfer`: the player pushes money to account details we show;
 * - `onramp`: a crypto on-ramp widget converts the player's fiat payment.
 */
export const SANDBOX_BEHAVIOURS = [
  'card-3ds',
  'wallet-redirect',
  'redirect-bank',
  'pay-and-play',
  'bank-link',
  'oauth-app',
  'instant-voucher',
  'coupon',
  'crypto-invoice',
  'metamask',
  'manual-bank-transfer',
  'onramp',
] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

/** A provider as the server knows it: the public contract plus its sandbox behaviour. */
export interface CatalogueProvider extends Provider {
  readonly sandbox: SandboxBehaviour;
}

/** The payment providers, grouped by kind. */
export const PROVIDERS = [
  // Card acquirers.
  { id: 'worldpay', name: 'Worldpay', kind: 'card', sandbox: 'card-3ds' },
  { id: 'nuvei', name: 'Nuvei', kind: 'card', sandbox: 'card-3ds' },
  { id: 'paysafe', name: 'Paysafe', kind: 'card', sandbox: 'card-3ds' },
  { id: 'checkout-com', name: 'Checkout.com', kind: 'card', sandbox: 'card-3ds' },
  { id: 'emerchantpay', name: 'emerchantpay', kind: 'card', sandbox: 'card-3ds' },
  { id: 'trust-payments', name: 'Trust Payments', kind: 'card', sandbox: 'card-3ds' },
  // E-wallets.
  { id: 'skrill', name: 'Skrill', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'neteller', name: 'Neteller', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'muchbetter', name: 'MuchBetter', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'jeton', name: 'Jeton', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'astropay', name: 'AstroPay', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'payz', name: 'Payz', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'mifinity', name: 'MiFinity', kind: 'wallet', sandbox: 'oauth-app' },
  { id: 'sticpay', name: 'SticPay', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'paypal', name: 'PayPal', kind: 'wallet', sandbox: 'wallet-redirect' },
  { id: 'papara', name: 'Papara', kind: 'wallet', sandbox: 'wallet-redirect' },
  // Open banking.
  { id: 'trustly', name: 'Trustly', kind: 'open_banking', sandbox: 'pay-and-play' },
  { id: 'zimpler', name: 'Zimpler', kind: 'open_banking', sandbox: 'redirect-bank' },
  { id: 'brite', name: 'Brite', kind: 'open_banking', sandbox: 'redirect-bank' },
  { id: 'volt', name: 'Volt', kind: 'open_banking', sandbox: 'redirect-bank' },
  { id: 'truelayer', name: 'TrueLayer', kind: 'open_banking', sandbox: 'bank-link' },
  { id: 'sofort', name: 'Sofort by Klarna', kind: 'open_banking', sandbox: 'redirect-bank' },
  // Vouchers and coupons.
  { id: 'paysafecard', name: 'Paysafecard', kind: 'voucher', sandbox: 'instant-voucher' },
  { id: 'neosurf', name: 'Neosurf', kind: 'voucher', sandbox: 'instant-voucher' },
  { id: 'flexepin', name: 'Flexepin', kind: 'voucher', sandbox: 'instant-voucher' },
  { id: 'cashlib', name: 'CASHlib', kind: 'voucher', sandbox: 'instant-voucher' },
  { id: 'cashtocode', name: 'CashtoCode', kind: 'voucher', sandbox: 'coupon' },
  // Crypto.
  { id: 'coinspaid', name: 'CoinsPaid', kind: 'crypto', sandbox: 'crypto-invoice' },
  { id: 'cryptoprocessing', name: 'Cryptoprocessing', kind: 'crypto', sandbox: 'crypto-invoice' },
  { id: 'b2binpay', name: 'B2BinPay', kind: 'crypto', sandbox: 'crypto-invoice' },
  { id: 'metamask', name: 'MetaMask', kind: 'crypto', sandbox: 'metamask' },
  { id: 'moonpay', name: 'MoonPay', kind: 'crypto_onramp', sandbox: 'onramp' },
  // Local methods and bank transfers.
  { id: 'ppro', name: 'PPRO', kind: 'aggregator', sandbox: 'redirect-bank' },
  { id: 'payretailers', name: 'PayRetailers', kind: 'aggregator', sandbox: 'redirect-bank' },
  { id: 'directa24', name: 'Directa24', kind: 'aggregator', sandbox: 'redirect-bank' },
  { id: 'payu', name: 'PayU', kind: 'aggregator', sandbox: 'redirect-bank' },
  { id: 'help2pay', name: 'Help2Pay', kind: 'aggregator', sandbox: 'redirect-bank' },
  { id: 'przelewy24', name: 'Przelewy24', kind: 'bank_transfer', sandbox: 'redirect-bank' },
  { id: 'gigadat', name: 'Gigadat', kind: 'bank_transfer', sandbox: 'redirect-bank' },
  { id: 'monoova', name: 'Monoova', kind: 'bank_transfer', sandbox: 'manual-bank-transfer' },
  { id: 'clearjunction', name: 'Clear Junction', kind: 'bank_transfer', sandbox: 'manual-bank-transfer' },
] as const satisfies readonly CatalogueProvider[];

export type ProviderId = (typeof PROVIDERS)[number]['id'];
