import { type PaymentErrorKind } from './error-kinds.ts';

/** Payment error status codes named by the specification (SPEC 8), letter for letter. */
export const SPEC_ERROR_CODES = [
  'DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND',
  'PATCH_PLAYER_FIELDS_ERROR',
  'INITIATE_INVOICE_ERROR',
  'PAYMENT_PROCESSING_ERROR',
  'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
  'RENDER_ERROR',
  'VALIDATE_PROFILE_ERROR',
  'NETWORK_ERROR',
  'KYC_REQUIRED_ERROR',
] as const;

/** Codes the payments service adds for failures the specification does not name. */
export const SERVICE_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'CARD_DECLINED',
  'METHOD_UNAVAILABLE',
  'POPUP_BLOCKED',
  'COUNTRY_RESTRICTED',
  'CASHOUT_DESTINATION_NOT_ALLOWED',
  'QUOTE_EXPIRED',
  // account recovery (decision 053): a cashout waits for a verified e-mail address
  'EMAIL_NOT_VERIFIED',
  // deposit limits (decision 055): a deposit above the player's own remaining allowance
  'DEPOSIT_LIMIT_REACHED',
  // cool-off and self-exclusion (decision 060): no deposit while the player's break is in force
  'PLAYER_EXCLUDED',
] as const;

/** The closed list of payment error codes: a provider's own codes are mapped onto these. */
export const ERROR_CODES = [...SPEC_ERROR_CODES, ...SERVICE_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorCodeDetail {
  /** The error kind the cashier handles this code as. */
  kind: PaymentErrorKind;
  /** Default English message for the player; the cashier translates by code. */
  message: string;
}

/** Error kind and default player-facing message of every code. */
export const ERROR_CODE_DETAILS: Readonly<Record<ErrorCode, ErrorCodeDetail>> = {
  DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND: {
    kind: 'request_error',
    message: 'This payment method is not available for your account right now. Please choose another method.',
  },
  PATCH_PLAYER_FIELDS_ERROR: {
    kind: 'params_error',
    message: 'We could not save your details. Please check them and try again.',
  },
  INITIATE_INVOICE_ERROR: {
    kind: 'request_error',
    message: 'We could not start this payment. Please try again in a moment.',
  },
  PAYMENT_PROCESSING_ERROR: {
    kind: 'request_error',
    message: 'Your payment could not be processed. Please try again or choose another method.',
  },
  FINTEQHUB_SEAMLESS_UNKNOWN_ERROR: {
    kind: 'unknown_error',
    message:
      'Something went wrong with your payment. Please check your transaction history before trying again.',
  },
  RENDER_ERROR: {
    kind: 'unknown_error',
    message: 'The payment form could not be displayed. Please reload the page.',
  },
  VALIDATE_PROFILE_ERROR: {
    kind: 'params_error',
    message: 'Some of your profile details are missing or invalid. Please review them and try again.',
  },
  NETWORK_ERROR: {
    kind: 'request_error',
    message: 'We could not reach the payment service. Please check your connection and try again.',
  },
  KYC_REQUIRED_ERROR: {
    kind: 'verification_required',
    message: 'Please verify your identity before making this payment.',
  },
  INSUFFICIENT_FUNDS: {
    kind: 'params_error',
    message: 'The amount is higher than your withdrawable balance.',
  },
  LIMIT_EXCEEDED: {
    kind: 'params_error',
    message: 'The amount is outside the limits of this payment method.',
  },
  CARD_DECLINED: {
    kind: 'request_error',
    message: 'Your card was declined. Please use another card or contact your bank.',
  },
  METHOD_UNAVAILABLE: {
    kind: 'request_error',
    message: 'This payment method is temporarily unavailable. Please choose another method.',
  },
  POPUP_BLOCKED: {
    kind: 'pop_up',
    message: 'Your browser blocked the payment window. Please use the button to open it.',
  },
  COUNTRY_RESTRICTED: {
    kind: 'request_error',
    message: 'Sorry, we cannot accept players or payments from your country.',
  },
  CASHOUT_DESTINATION_NOT_ALLOWED: {
    kind: 'params_error',
    message:
      'Withdrawals can only go to a payment account you have deposited with. Please choose one of those.',
  },
  QUOTE_EXPIRED: {
    kind: 'params_error',
    message: 'The exchange rate quote has expired. Please check the new quote and try again.',
  },
  // account recovery (decision 053)
  EMAIL_NOT_VERIFIED: {
    kind: 'request_error',
    message:
      'Please verify your e-mail address before withdrawing: open the link we sent you, or send a new one from your account page.',
  },
  // deposit limits (decision 055)
  DEPOSIT_LIMIT_REACHED: {
    kind: 'params_error',
    message: 'This deposit is above the deposit limit you set.',
  },
  // cool-off and self-exclusion (decision 060)
  PLAYER_EXCLUDED: {
    kind: 'request_error',
    message: 'You are taking a break from play, so deposits are closed until it ends.',
  },
};

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODE_DETAILS, code);
}
