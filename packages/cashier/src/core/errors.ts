/**
 * Why a call to the payments API failed, as a closed list a caller switches over:
 * - `network`: the request never got an answer (offline, DNS, CORS, connection reset);
 * - `aborted`: the caller's `AbortSignal` cancelled it;
 * - `http`: the server answered with a non-2xx status (`status`, and the server's `code` when it sent one);
 * - `invalid_response`: a 2xx answer whose body is not the JSON the contract describes.
 */
export const CASHIER_ERROR_KINDS = ['network', 'aborted', 'http', 'invalid_response'] as const;
export type CashierErrorKind = (typeof CASHIER_ERROR_KINDS)[number];

/** Details of a `CashierError`; `cause` keeps the original failure for logs. */
export interface CashierErrorOptions {
  /** HTTP status, for `http` errors. */
  status?: number;
  /** The server's error code (`UNAUTHORIZED`, `IDEMPOTENCY_KEY_REUSED`, …), for `http` errors. */
  code?: string;
  /** The reference the player can quote to support, when the server gave one. */
  reference?: string;
  cause?: unknown;
}

/**
 * A failed API call. Operations never throw it: they return it inside an `ApiResult`, so the
 * failure is data the caller must look at (the `kind` is a closed union).
 */
export class CashierError extends Error {
  override readonly name = 'CashierError';
  readonly kind: CashierErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly reference: string | undefined;

  constructor(kind: CashierErrorKind, message: string, options: CashierErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.reference = options.reference;
  }

  /** True when sending the same request again may succeed: no answer, or a server-side failure. */
  get retryable(): boolean {
    return (
      this.kind === 'network' ||
      (this.kind === 'http' && this.status !== undefined && (this.status >= 500 || this.status === 409))
    );
  }
}

/** What every API operation resolves to: the data, or a typed error. It never rejects. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: CashierError };
