/**
 * What a submit led to (SPEC 4). `unknown` is a real branch, not a fallback for success:
 * the cashier shows the payment as pending and waits for the websocket.
 */
export const SUBMIT_STATUSES = [
  'unknown',
  'notify',
  'user_redirected',
  'iframe_opened',
  'outdated_method_fields',
  'install_metamask',
] as const;
export type SubmitStatus = (typeof SUBMIT_STATUSES)[number];

export type { SubmitOutcome, FieldError, PaymentError, SubmitResult } from './submit-outcome.schema.ts';
