import {
  PAYMENT_ERROR_KINDS,
  SUBMIT_STATUSES,
  type PaymentError,
  type PaymentErrorKind,
  type SubmitOutcome,
  type SubmitResult,
  type SubmitStatus,
  type WidgetCloseStatus,
} from '@playfront/contracts';

/** A handler per submit status, each given its own outcome shape. A missing status fails to compile. */
export type OutcomeHandlers<R> = {
  [S in SubmitStatus]: (outcome: Extract<SubmitOutcome, { status: S }>) => R;
};

/** A handler per payment error kind, each given its own error shape. */
export type ErrorHandlers<R> = { [K in PaymentErrorKind]: (error: Extract<PaymentError, { kind: K }>) => R };

/** Every branch of a submit result, plus `unrecognized` for a status or kind this build does not know. */
export interface SubmitResultHandlers<R> {
  outcomes: OutcomeHandlers<R>;
  errors: ErrorHandlers<R>;
  /**
   * A status or error kind outside the contract's lists (a newer server). Never treat it as
   * success: the money may or may not have moved.
   */
  unrecognized: (result: unknown) => R;
}

function isSubmitStatus(value: unknown): value is SubmitStatus {
  return (SUBMIT_STATUSES as readonly unknown[]).includes(value);
}

function isPaymentErrorKind(value: unknown): value is PaymentErrorKind {
  return (PAYMENT_ERROR_KINDS as readonly unknown[]).includes(value);
}

/** Calls the one handler that matches `result`. */
export function handleSubmitResult<R>(result: SubmitResult, handlers: SubmitResultHandlers<R>): R {
  if (result.ok) {
    const outcome = result.outcome;
    if (!isSubmitStatus(outcome.status)) return handlers.unrecognized(result);
    // The table is exhaustive over SubmitStatus; the cast pairs the handler with its own shape.
    const handler = handlers.outcomes[outcome.status] as (value: SubmitOutcome) => R;
    return handler(outcome);
  }
  const error = result.error;
  if (!isPaymentErrorKind(error.kind)) return handlers.unrecognized(result);
  const handler = handlers.errors[error.kind] as (value: PaymentError) => R;
  return handler(error);
}

/**
 * What the cashier does with an answer, as data the UI renders:
 * - `completed`: show the message (`notify`);
 * - `redirect`: leave for the provider's page; `iframe`: show it inside the cashier;
 * - `refetch_fields`: the form is outdated; load the method's fields again;
 * - `install_wallet`: offer MetaMask's install page;
 * - `pending`: no answer yet (`unknown`, or an unrecognized status): watch the history;
 * - `retry`, `fix_fields`, `open_popup`, `verify`, `failed`: the error kinds' reactions.
 */
export type SubmitReaction =
  | { type: 'completed'; message: string; transactionId: string }
  | { type: 'redirect'; url: string; method: 'GET' | 'POST'; params: Record<string, string> }
  | { type: 'iframe'; url: string }
  | { type: 'refetch_fields'; methodId: string; fieldsVersion: string }
  | { type: 'install_wallet'; installUrl: string }
  | { type: 'pending'; transactionId?: string }
  | { type: 'retry'; message: string; retryable: boolean; reference?: string }
  | { type: 'fix_fields'; message: string; fields: Record<string, string>; reference?: string }
  | { type: 'open_popup'; message: string; url: string; reference?: string }
  | { type: 'verify'; message: string; verificationUrl?: string; reference?: string }
  | { type: 'failed'; message: string; reference?: string };

function withReference<T extends object>(
  value: T,
  reference: string | undefined,
): T & { reference?: string } {
  return reference === undefined ? value : { ...value, reference };
}

/** The default reaction of every status and error kind. */
export const SUBMIT_REACTIONS: SubmitResultHandlers<SubmitReaction> = {
  outcomes: {
    notify: (o) => ({ type: 'completed', message: o.message, transactionId: o.transactionId }),
    user_redirected: (o) => ({ type: 'redirect', url: o.url, method: o.method, params: o.params }),
    iframe_opened: (o) => ({ type: 'iframe', url: o.url }),
    outdated_method_fields: (o) => ({
      type: 'refetch_fields',
      methodId: o.methodId,
      fieldsVersion: o.fieldsVersion,
    }),
    install_metamask: (o) => ({ type: 'install_wallet', installUrl: o.installUrl }),
    unknown: (o) =>
      o.transactionId === undefined
        ? { type: 'pending' }
        : { type: 'pending', transactionId: o.transactionId },
  },
  errors: {
    unknown_error: (e) => withReference({ type: 'failed', message: e.message }, e.reference),
    request_error: (e) =>
      withReference({ type: 'retry', message: e.message, retryable: e.retryable }, e.reference),
    params_error: (e) =>
      withReference(
        {
          type: 'fix_fields',
          message: e.message,
          fields: Object.fromEntries(e.fields.map((field) => [field.name, field.message])),
        },
        e.reference,
      ),
    pop_up: (e) => withReference({ type: 'open_popup', message: e.message, url: e.url }, e.reference),
    verification_required: (e) =>
      withReference(
        e.verificationUrl === undefined
          ? { type: 'verify', message: e.message }
          : { type: 'verify', message: e.message, verificationUrl: e.verificationUrl },
        e.reference,
      ),
  },
  unrecognized: () => ({ type: 'pending' }),
};

/** The default reaction to `result`. */
export function submitReaction(result: SubmitResult): SubmitReaction {
  return handleSubmitResult(result, SUBMIT_REACTIONS);
}

/** How the widget reports its closing after `result`: only a completed payment is `success`. */
export const SUBMIT_CLOSE_STATUSES: SubmitResultHandlers<WidgetCloseStatus> = {
  outcomes: {
    notify: () => 'success',
    user_redirected: () => 'unknown',
    iframe_opened: () => 'unknown',
    outdated_method_fields: () => 'failure',
    install_metamask: () => 'failure',
    unknown: () => 'unknown',
  },
  errors: {
    unknown_error: () => 'unknown',
    request_error: () => 'failure',
    params_error: () => 'failure',
    pop_up: () => 'failure',
    verification_required: () => 'failure',
  },
  unrecognized: () => 'unknown',
};
