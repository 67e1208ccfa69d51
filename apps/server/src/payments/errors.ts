/**
 * The payments API's request error codes: the closed list of `code`s its routes answer in
 * `{ statusCode, error, code, message, reference }` besides the payment error codes of a submit
 * (`ERROR_CODES` in @playfront/contracts, answered inside `{ ok: false, error }`). Each code has
 * one HTTP status. errors.test.ts keeps this list, the codes the payments source names and the
 * docs (docs/api/payments-*.md) in step, so a new code cannot be answered undocumented.
 */
export const PAYMENTS_API_ERRORS = {
  /** A body, query or path parameter that fails its schema. */
  VALIDATION_ERROR: 400,
  /** A request refused before its route ran, for a reason without a code of its own. */
  BAD_REQUEST: 400,
  /** A submit without a usable Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** A history cursor this API did not give out. */
  INVALID_CURSOR: 400,
  /** A provider notification whose body its provider's adapter cannot read. */
  NOTIFICATION_UNREADABLE: 400,
  /** No session, or an ended one. */
  UNAUTHORIZED: 401,
  /** A provider notification without a valid `Playfront-Signature`. */
  NOTIFICATION_SIGNATURE_INVALID: 401,
  /** A state-changing request from an origin that is not the site's. */
  CROSS_SITE_REQUEST: 403,
  METHOD_NOT_FOUND: 404,
  ACTION_NOT_SUPPORTED: 404,
  PROFILE_NOT_FOUND: 404,
  TRANSACTION_NOT_FOUND: 404,
  /** A notification for a provider that has no adapter here, or that takes no notifications. */
  PROVIDER_NOT_FOUND: 404,
  /** The first request with this Idempotency-Key is still running. */
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
  /** A cancel of a cashout that is not pending (or not a cashout). */
  TRANSACTION_NOT_CANCELLABLE: 409,
  /** A provider event that does not fit the transaction (settled already, wrong kind, a lost race). */
  CALLBACK_REJECTED: 409,
  /** The Idempotency-Key was used for a different payment. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  /** Anything unexpected; the detail stays in the log under the answer's reference. */
  INTERNAL_ERROR: 500,
} as const;

export type PaymentsApiErrorCode = keyof typeof PAYMENTS_API_ERRORS;

export const PAYMENTS_API_ERROR_CODES = Object.keys(PAYMENTS_API_ERRORS) as PaymentsApiErrorCode[];

export function isPaymentsApiErrorCode(code: string): code is PaymentsApiErrorCode {
  return Object.hasOwn(PAYMENTS_API_ERRORS, code);
}

/**
 * A refusal a payments route answers with its code's status; the routes' error handler shapes it.
 * Thrown by the services below the routes (a missing transaction, a rejected callback).
 */
export class PaymentsRequestError extends Error {
  readonly statusCode: number;
  readonly code: PaymentsApiErrorCode;
  constructor(code: PaymentsApiErrorCode, message: string) {
    super(message);
    this.name = 'PaymentsRequestError';
    this.code = code;
    this.statusCode = PAYMENTS_API_ERRORS[code];
  }
}

/** The answer body of a refusal with `code`: the app's error shape (the routes add the reference). */
export function refusal(code: PaymentsApiErrorCode, message: string) {
  const statusCode = PAYMENTS_API_ERRORS[code];
  return { statusCode, error: STATUS_TEXT[statusCode], code, message };
}

const STATUS_TEXT: Readonly<Record<(typeof PAYMENTS_API_ERRORS)[PaymentsApiErrorCode], string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
