/**
 * Sends one sandbox provider notification, signed as the provider signs it, for testers:
 *
 *   npm run sandbox:notify -- /sandbox/cashouts/<transactionId>/approve
 *   npm run sandbox:notify -- /sandbox/crypto/<transactionId>/transfer '{"amount":150000}'
 *
 * Signs with PAYMENTS_WEBHOOK_SECRET (the development secret when unset, as the server itself
 * uses outside production) and posts to PUBLIC_ORIGIN (default http://127.0.0.1:8080).
 */
import { DEVELOPMENT_WEBHOOK_SECRET } from '../src/config.ts';
import { signNotification, SIGNATURE_HEADER } from '../src/payments/callbacks/notification-signature.ts';

const [path, body = ''] = process.argv.slice(2);
if (path?.startsWith('/sandbox/') !== true) {
  process.stderr.write('usage: npm run sandbox:notify -- /sandbox/<route> [json body]\n');
  process.exit(2);
}
const secret = process.env.PAYMENTS_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET;
const origin = process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080';
const answer = await fetch(new URL(path, origin), {
  method: 'POST',
  headers: {
    [SIGNATURE_HEADER]: signNotification(secret, { method: 'POST', path, body }),
    ...(body === '' ? {} : { 'content-type': 'application/json' }),
  },
  ...(body === '' ? {} : { body }),
});
process.stdout.write(`${answer.status} ${await answer.text()}\n`);
process.exitCode = answer.ok ? 0 : 1;
