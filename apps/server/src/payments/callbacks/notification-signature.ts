import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Provider notifications are signed as a real provider signs its webhooks (Stripe's scheme): the
 * header `Playfront-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<METHOD> <path>.<raw body>` with the secret shared with the provider
 * (`PAYMENTS_WEBHOOK_SECRET`). The method and path are signed too, because the one callback
 * route names the provider in the path (callback-route.ts): a signature for one provider's
 * notification cannot be replayed as another's; the body names the payment and the decision.
 */
export const SIGNATURE_HEADER = 'playfront-signature';

/** How far a notification's timestamp may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_S = 300;

export interface SignedRequest {
  readonly method: string;
  /** Path and query as sent, e.g. `/api/v1/payments/callbacks/cashtocode`. */
  readonly path: string;
  /** The body's bytes as sent (empty when there is none). */
  readonly body: string;
}

const digest = (secret: string, timestamp: number, request: SignedRequest): string =>
  createHmac('sha256', secret)
    .update(`${timestamp}.${request.method.toUpperCase()} ${request.path}.${request.body}`)
    .digest('hex');

/** The header value a provider sends with `request` at `now` (ms). */
export function signNotification(secret: string, request: SignedRequest, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, request)}`;
}

export type SignatureCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** Whether `header` signs `request` with `secret`, within the tolerance of `now` (ms). */
export function checkNotificationSignature(
  secret: string,
  header: string | undefined,
  request: SignedRequest,
  now = Date.now(),
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    return { ok: false, reason: 'malformed' };
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(digest(secret, timestamp, request), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'mismatch' };
}
