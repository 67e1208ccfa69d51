/**
 * Kinds of payment error (SPEC 4), each with its own reaction in the cashier:
 * - `unknown_error`: nothing more is known; show the message and point to the history;
 * - `request_error`: the call failed; the player may retry;
 * - `params_error`: some input is wrong; show the messages by field;
 * - `pop_up`: the browser blocked the provider's window; offer a button that opens it;
 * - `verification_required`: the player must pass identity checks (KYC) first.
 */
export const PAYMENT_ERROR_KINDS = [
  'unknown_error',
  'request_error',
  'params_error',
  'pop_up',
  'verification_required',
] as const;
export type PaymentErrorKind = (typeof PAYMENT_ERROR_KINDS)[number];
