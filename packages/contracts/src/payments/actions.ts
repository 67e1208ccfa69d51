/** What a player does with a method (SPEC 3). */
export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
