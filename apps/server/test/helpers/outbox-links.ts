import type { FastifyInstance } from 'fastify';
import type { SmtpReceiver } from './smtp-receiver.ts';

/**
 * The SMTP receiver an app mails to, when it has one (production-mode test apps, which keep no
 * outbox: build-test-app.ts); the others' mail is read from the outbox.
 */
export const receiverOf = new WeakMap<FastifyInstance, SmtpReceiver>();

/** The Origin of a request made through `inject` (Host `localhost:80`). */
const INJECT_ORIGIN = 'http://localhost:80';

/** The first link to `page` (`/verify-email`, `/reset-password`) in a text. */
export function linkIn(text: string, page: string): string | undefined {
  const match = new RegExp(`https?://[^\\s]+${page}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  return match?.[0];
}

/**
 * Waits for the newest mail to `email` linking to `page` in the development outbox, read as a
 * developer would (`/dev/outbox.json`), or at the app's SMTP receiver, and returns the link. Mail is sent after the answer that
 * asked for it, so the outbox is polled.
 */
export async function linkFromOutbox(
  app: FastifyInstance,
  email: string,
  page: string,
  options: { readonly after?: number; readonly timeoutMs?: number } = {},
): Promise<string> {
  const receiver = receiverOf.get(app);
  if (receiver !== undefined) {
    const mail = await receiver.waitFor(email, (received) => linkIn(received.text, page) !== undefined);
    return linkIn(mail.text, page) ?? '';
  }
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/dev/outbox.json?to=${encodeURIComponent(email)}`,
    });
    const entries = response.json<{ text: string; createdAt: number }[]>();
    const link = entries
      .filter((entry) => entry.createdAt >= (options.after ?? 0))
      .map((entry) => linkIn(entry.text, page))
      .find((found) => found !== undefined);
    if (link !== undefined) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} linking to ${page} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Verifies a registered player's address through the real flow: the verification mail in the
 * outbox, its link's token confirmed. Test helpers that register players who cash out call it.
 */
export async function verifyEmailThroughOutbox(
  app: FastifyInstance,
  email: string,
  remoteAddress?: string,
): Promise<void> {
  const link = await linkFromOutbox(app, email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/email-verification/confirm',
    headers: { 'content-type': 'application/json', origin: INJECT_ORIGIN },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    payload: JSON.stringify({ token }),
  });
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`);
}
