import type { PaymentAction, TransactionStatus } from '@playfront/contracts';
import type { SubmitFailure } from '../state/cashier-store.ts';

/**
 * How an outcome reads to the player, each with its own icon, colour and heading (never colour
 * alone): `success` (the money moved), `failure` (it did not, and nothing more will happen),
 * `pending` (accepted, it lands later, the balance updates live) and `unknown` (no answer: we
 * are checking; never shown as a failure, the money may have moved).
 */
export const OUTCOME_TONES = ['success', 'failure', 'pending', 'unknown'] as const;
export type OutcomeTone = (typeof OUTCOME_TONES)[number];

/**
 * What the player may do next, in the order offered:
 * - `retry`: the same method again, the form as it was typed (a new attempt);
 * - `other_method`: back to the method list;
 * - `check_again`: resend the lost attempt under its own idempotency key (the server replays the
 *   answer it gave, it never pays twice);
 * - `new_payment`: start over.
 */
export type NextStep = 'retry' | 'other_method' | 'check_again' | 'new_payment';

/** A followed payment's status as a tone: cancelled is a failure (nothing moved), with its own reason. */
export const TRANSACTION_TONES: Readonly<Record<TransactionStatus, OutcomeTone>> = {
  completed: 'success',
  failed: 'failure',
  cancelled: 'failure',
  pending: 'pending',
};

/** The next steps of each tone. */
export const NEXT_STEPS: Readonly<Record<OutcomeTone, readonly NextStep[]>> = {
  success: ['new_payment'],
  failure: ['retry', 'other_method'],
  pending: ['new_payment'],
  unknown: ['check_again', 'other_method'],
};

/**
 * The tone of a submit that did not succeed. A call with no answer (network lost, timeout) or
 * a server error (5xx: the payment may have been claimed before it broke) and the server's own
 * `unknown_error` are `unknown`: the money may have moved, so it is never told as a failure.
 * Everything the server refused in words (4xx, a payment error) is a `failure`.
 */
export function failureTone(failure: SubmitFailure): OutcomeTone {
  if (failure.source === 'payment') return failure.error.kind === 'unknown_error' ? 'unknown' : 'failure';
  const { kind, status } = failure.error;
  if (kind === 'network' || kind === 'invalid_response') return 'unknown';
  return status === undefined || status >= 500 ? 'unknown' : 'failure';
}

/** The next steps after a failed submit: `check_again` only where resending may tell more. */
export function failureSteps(failure: SubmitFailure): readonly NextStep[] {
  const tone = failureTone(failure);
  if (tone === 'failure') return NEXT_STEPS.failure;
  // The server's own unknown error replays the same answer: only the history will tell.
  return failure.source === 'transport' && failure.error.retryable ? NEXT_STEPS.unknown : ['other_method'];
}

/**
 * The i18n key of an outcome's heading. A cashout waiting for its payout is a request taken
 * ("Withdrawal requested"), and so is its success from the player's side (the money left the
 * balance); a failure is `error.title` whichever way it failed.
 */
const HEADINGS: Readonly<Record<OutcomeTone, Readonly<Record<PaymentAction, string>>>> = {
  success: { deposit: 'outcome.notify.title', cashout: 'outcome.notify.cashout_title' },
  failure: { deposit: 'error.title', cashout: 'error.title' },
  pending: { deposit: 'outcome.unknown.title', cashout: 'outcome.notify.cashout_title' },
  unknown: { deposit: 'outcome.heading.unknown', cashout: 'outcome.heading.unknown' },
};

export function outcomeHeadingKey(tone: OutcomeTone, action: PaymentAction): string {
  return HEADINGS[tone][action];
}
