import {
  ERROR_CODE_DETAILS,
  formatMoney,
  type CurrencyCode,
  type ErrorCode,
  type FieldError,
  type PaymentError,
  type SubmitResponse,
} from '@playfront/contracts';
import { ENGLISH_TEXT, type PlayerText } from '../player-text/player-text.ts';

/** Codes worth trying again unchanged a moment later (the request or the provider hiccuped). */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set([
  'NETWORK_ERROR',
  'INITIATE_INVOICE_ERROR',
  'PAYMENT_PROCESSING_ERROR',
]);

export interface ErrorOptions {
  /** A message fitting the case better than the code's default; still for the player. */
  readonly message?: string | undefined;
  /** The player's language for the code's own text when no `message` is given; English by default. */
  readonly text?: PlayerText | undefined;
  readonly fields?: readonly FieldError[] | undefined;
  /** The transaction id, or the request's reference when no transaction was made. */
  readonly reference: string;
}

/**
 * A payment error of `code`, shaped by the code's kind (ERROR_CODE_DETAILS is the one table of
 * kinds and English messages, so the cashier and the server never disagree on a code; other
 * languages word each code in player-text/).
 */
export function paymentError(code: ErrorCode, options: ErrorOptions): PaymentError {
  const { kind } = ERROR_CODE_DETAILS[code];
  const message = options.message ?? (options.text ?? ENGLISH_TEXT)(`code.${code}`);
  const base = { code, message, reference: options.reference };
  switch (kind) {
    case 'params_error':
      return { kind, ...base, fields: [...(options.fields ?? [])] };
    case 'request_error':
      return { kind, ...base, retryable: RETRYABLE.has(code) };
    case 'verification_required':
      return { kind, ...base };
    case 'unknown_error':
      return { kind, ...base };
    case 'pop_up':
      throw new Error(`${code} needs the provider's window URL; build it with popUpError`);
  }
}

/** `{ ok: false, error }`, with the transaction id when one was made. */
export function errorAnswer(
  code: ErrorCode,
  options: ErrorOptions & { transactionId?: string },
): SubmitResponse {
  const error = paymentError(code, options);
  return options.transactionId === undefined
    ? { ok: false, error }
    : { ok: false, error, transactionId: options.transactionId };
}

/** Money as the player's language writes it (`€10.00`, `10,00 €`, `0.0005 BTC`): the cashier's formatter. */
export function money(amount: number, currency: CurrencyCode, text: PlayerText): string {
  return formatMoney(amount, currency, text.language);
}
