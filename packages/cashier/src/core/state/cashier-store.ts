import type { PaymentError, SubmitOutcome, SubmitRequest, SubmitResponse } from '@playfront/contracts';
import type { CashierClient } from '../api/cashier-client.ts';
import type { CashierError } from '../errors.ts';
import { Subscribable } from '../subscribable.ts';
import { canTransition } from './transitions.ts';

/** Why a submit failed: the payment was refused (`payment`), or the call itself failed (`transport`). */
export type SubmitFailure =
  | { source: 'payment'; error: PaymentError; transactionId?: string }
  | { source: 'transport'; error: CashierError };

/** The submit state; `status` is one of `SUBMIT_STATE_NAMES`. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting'; request: SubmitRequest; idempotencyKey: string }
  | {
      [S in SubmitOutcome['status']]: {
        status: S;
        outcome: Extract<SubmitOutcome, { status: S }>;
        response: Extract<SubmitResponse, { ok: true }>;
        request: SubmitRequest;
        idempotencyKey: string;
      };
    }[SubmitOutcome['status']]
  | { status: 'error'; failure: SubmitFailure; request: SubmitRequest; idempotencyKey: string };

/** What `submit` and `retry` answer: the state the attempt ended in, or why none was made. */
export type SubmitAttempt =
  | { accepted: true; state: SubmitState }
  | { accepted: false; reason: 'already_submitting' | 'not_allowed'; state: SubmitState };

export interface CashierStoreOptions {
  client: Pick<CashierClient, 'submit'>;
  /** Makes the idempotency key of a new attempt; defaults to `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
}

/**
 * The submit state machine as a store: `subscribe` / `getSnapshot` for a UI, `submit` to start an
 * attempt, `retry` to resend a failed one, `reset` to go back to `idle`. Every move is checked
 * against `SUBMIT_TRANSITIONS`.
 */
export class CashierStore extends Subscribable {
  #state: SubmitState = { status: 'idle' };
  readonly #client: Pick<CashierClient, 'submit'>;
  readonly #createKey: () => string;

  constructor(options: CashierStoreOptions) {
    super();
    this.#client = options.client;
    this.#createKey = options.createIdempotencyKey ?? (() => crypto.randomUUID());
  }

  /** The current state; a new object only after a move. */
  getSnapshot = (): SubmitState => this.#state;

  /**
   * Starts a new attempt with a new idempotency key. Refused (`already_submitting`) while an
   * attempt runs, so a double click never sends twice, and (`not_allowed`) from `unknown`,
   * where a payment may still be going on.
   */
  submit(request: SubmitRequest): Promise<SubmitAttempt> {
    return this.#send(request, this.#createKey());
  }

  /**
   * Sends the failed attempt again under the same idempotency key: when its answer was lost the
   * server replays it instead of paying twice. Only from `error`.
   */
  retry(): Promise<SubmitAttempt> {
    const state = this.#state;
    if (state.status !== 'error') {
      return Promise.resolve({ accepted: false, reason: this.#refusal(), state });
    }
    return this.#send(state.request, state.idempotencyKey);
  }

  /** Back to `idle` from any state but `submitting`; answers false when refused. */
  reset(): boolean {
    if (!canTransition(this.#state.status, 'idle')) return false;
    this.#set({ status: 'idle' });
    return true;
  }

  #refusal(): 'already_submitting' | 'not_allowed' {
    return this.#state.status === 'submitting' ? 'already_submitting' : 'not_allowed';
  }

  async #send(request: SubmitRequest, idempotencyKey: string): Promise<SubmitAttempt> {
    if (!canTransition(this.#state.status, 'submitting')) {
      return { accepted: false, reason: this.#refusal(), state: this.#state };
    }
    this.#set({ status: 'submitting', request, idempotencyKey });
    const result = await this.#client.submit(request, idempotencyKey);
    const next = settle(result, request, idempotencyKey);
    // `submitting` is left only here: reset and submit are refused meanwhile.
    this.#set(next);
    return { accepted: true, state: next };
  }

  #set(state: SubmitState): void {
    if (state.status !== 'idle' && !canTransition(this.#state.status, state.status)) {
      throw new Error(`CashierStore cannot move from ${this.#state.status} to ${state.status}.`);
    }
    this.#state = state;
    this.notify();
  }
}

function settle(
  result: Awaited<ReturnType<CashierClient['submit']>>,
  request: SubmitRequest,
  idempotencyKey: string,
): SubmitState {
  if (!result.ok) {
    return {
      status: 'error',
      failure: { source: 'transport', error: result.error },
      request,
      idempotencyKey,
    };
  }
  const response = result.data;
  if (!response.ok) {
    const failure: SubmitFailure =
      response.transactionId === undefined
        ? { source: 'payment', error: response.error }
        : { source: 'payment', error: response.error, transactionId: response.transactionId };
    return { status: 'error', failure, request, idempotencyKey };
  }
  return outcomeState(response, request, idempotencyKey);
}

function outcomeState(
  response: Extract<SubmitResponse, { ok: true }>,
  request: SubmitRequest,
  idempotencyKey: string,
): SubmitState {
  const outcome = response.outcome;
  const common = { response, request, idempotencyKey };
  switch (outcome.status) {
    case 'notify':
      return { status: outcome.status, outcome, ...common };
    case 'user_redirected':
      return { status: outcome.status, outcome, ...common };
    case 'iframe_opened':
      return { status: outcome.status, outcome, ...common };
    case 'outdated_method_fields':
      return { status: outcome.status, outcome, ...common };
    case 'install_metamask':
      return { status: outcome.status, outcome, ...common };
    case 'unknown':
      return { status: outcome.status, outcome, ...common };
    default:
      // A status this build does not know (a newer server): pending, never success.
      return {
        status: 'unknown',
        outcome: { status: 'unknown' },
        response: { ...response, outcome: { status: 'unknown' } },
        request,
        idempotencyKey,
      };
  }
}
