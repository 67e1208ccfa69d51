/**
 * Payment method types (SPEC 3). `direct` covers e-wallets and app payments the player
 * approves with the provider; open banking and local instant schemes are `bank_transfer`.
 */
export const METHOD_TYPES = ['cards', 'direct', 'crypto', 'bank_transfer', 'voucher'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];
