/**
 * Sends one sandbox provider notification, signed as the provider signs it, for testers:
 *
 *   npm run sandbox:notify -- <providerId> <transactionId> '{"type":"payout","outcome":"paid"}'
 *   npm run sandbox:notify -- coinspaid <transactionId> '{"type":"crypto_transfer","amount":150000}'
 *
 * Posts `{ transactionId, event }` to `POST /api/v1/payments/callbacks/<providerId>` (the one
 * callback route; docs/sandbox.md lists the events), signed with PAYMENTS_WEBHOOK_SECRET (the
 * development secret when unset, as the server itself uses outside production), at PUBLIC_ORIGIN
 * (default http://127.0.0.1:8080).
 */
import { DEVELOPMENT_WEBHOOK_SECRET } from '../src/config.ts';
import { callbackPath } from '../src/payments/callbacks/callback-route.ts';
import { signNotification, SIGNATURE_HEADER } from '../src/payments/callbacks/notification-signature.ts';

const [providerId, transactionId, eventJson] = process.argv.slice(2);
if (providerId === undefined || transactionId === undefined || eventJson === undefined) {
  process.stderr.write('usage: npm run sandbox:notify -- <providerId> <transactionId> <event json>\n');
  process.exit(2);
}
const path = callbackPath(providerId);
const body = JSON.stringify({ transactionId, event: JSON.parse(eventJson) as unknown });
const secret = process.env.PAYMENTS_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET;
const origin = process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080';
const answer = await fetch(new URL(path, origin), {
  method: 'POST',
  headers: {
    [SIGNATURE_HEADER]: signNotification(secret, { method: 'POST', path, body }),
    'content-type': 'application/json',
  },
  body,
});
process.stdout.write(`${answer.status} ${await answer.text()}\n`);
process.exitCode = answer.ok ? 0 : 1;
