/** `POST` here submits a deposit or cashout (the cashier's `submit` operation). */
export const SUBMIT_PATH = '/api/v1/payments/submit';

/**
 * The header naming one payment attempt. The same key for the same player never makes a second
 * transaction: the first answer is replayed. A new attempt needs a new key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** Largest submit body the server reads, in bytes; a form is far smaller. */
export const SUBMIT_MAX_BODY_BYTES = 16_384;

export type { SubmitRequest, CryptoInvoice, SubmitResponse, PaymentsApiError } from './submit.schema.ts';
