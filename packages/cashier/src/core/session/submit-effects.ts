import type { SubmitResult, WidgetCloseStatus } from '@playfront/contracts';
import type { SubmitState } from '../state/cashier-store.ts';
import {
  SUBMIT_CLOSE_STATUSES,
  handleSubmitResult,
  submitReaction,
  type SubmitReaction,
} from '../outcomes/handle-submit-outcome.ts';
import { failureTone } from './outcome-tone.ts';

/** A state the submit machine lands in after an answer (or a failed call). */
export type SettledSubmitState = Exclude<SubmitState, { status: 'idle' | 'submitting' }>;

/** A message for the player and the host (the `notification` widget event). */
export interface SubmitNotification {
  /** The text, or an i18n key to translate when `translate` is true. */
  message: string;
  translate: boolean;
  tone: 'info' | 'success' | 'error';
  transactionId?: string;
}

/** What the session does after an attempt: read from the outcome tables, never a switch of its own. */
export interface SubmitEffects {
  closeStatus: WidgetCloseStatus;
  reaction: SubmitReaction | undefined;
  notification: SubmitNotification | undefined;
  /** A payment still going on that the widget follows to its end (live updates or polling). */
  follow: string | undefined;
  /** The reference the player may quote to support. */
  reference: string | undefined;
}

/** The submit answer behind `state` as the contract's `SubmitResult`; undefined when the call failed. */
export function resultOf(state: SettledSubmitState): SubmitResult | undefined {
  if (state.status !== 'error') return state.response;
  const failure = state.failure;
  if (failure.source === 'transport') return undefined;
  return { ok: false, error: failure.error };
}

function notificationOf(reaction: SubmitReaction): SubmitNotification | undefined {
  switch (reaction.type) {
    case 'completed':
      return {
        message: reaction.message,
        translate: false,
        tone: 'success',
        transactionId: reaction.transactionId,
      };
    case 'refetch_fields':
      return { message: 'outcome.outdated', translate: true, tone: 'info' };
    case 'retry':
    case 'fix_fields':
    case 'open_popup':
    case 'verify':
    case 'failed':
      return { message: reaction.message, translate: false, tone: 'error' };
    case 'redirect':
    case 'iframe':
    case 'install_wallet':
    case 'pending':
      // Nothing to say yet: the payment goes on at the provider (or the wallet is missing).
      return undefined;
  }
}

function referenceOf(state: SettledSubmitState): string | undefined {
  if (state.status !== 'error') return state.response.transactionId;
  const failure = state.failure;
  return failure.source === 'transport'
    ? failure.error.reference
    : (failure.error.reference ?? failure.transactionId);
}

/**
 * The effects of a settled attempt. The close status comes from `SUBMIT_CLOSE_STATUSES` (so
 * `unknown` and `unknown_error` stay `unknown`: the money may have moved), the player's message
 * from `submitReaction`. A failed call closes as its tone says (`failureTone`): no answer or a
 * server error is `unknown` (we are checking), a refusal in words (429, 4xx) a `failure`.
 */
export function submitEffects(state: SettledSubmitState): SubmitEffects {
  const reference = referenceOf(state);
  const result = resultOf(state);
  if (result === undefined) {
    const unknown = state.status === 'error' && failureTone(state.failure) === 'unknown';
    return {
      closeStatus: unknown ? 'unknown' : 'failure',
      reaction: undefined,
      notification: unknown
        ? { message: 'outcome.checking', translate: true, tone: 'info' }
        : { message: 'error.transport', translate: true, tone: 'error' },
      follow: undefined,
      reference,
    };
  }
  const reaction = submitReaction(result);
  const answer = state.status === 'error' ? undefined : state.response;
  // A crypto invoice is a notify that waits for the player's coins: follow it like a pending one.
  const follows =
    reaction.type === 'redirect' ||
    reaction.type === 'iframe' ||
    reaction.type === 'pending' ||
    answer?.invoice !== undefined;
  return {
    closeStatus: handleSubmitResult(result, SUBMIT_CLOSE_STATUSES),
    reaction,
    notification: notificationOf(reaction),
    follow: follows ? answer?.transactionId : undefined,
    reference,
  };
}
