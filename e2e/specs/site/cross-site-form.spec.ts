import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { catalogue } from '@playfront/server/testing';
import { verifyEmailFromOutbox } from '../../fixtures/outbox.ts';

/**
 * Another origin on the same site (127.0.0.1, another port): Lax session cookies ride along on its
 * form posts, so only the origin check stands between its page and the victim's account.
 */
let attacker: Server;
let attackerOrigin: string;
let forms: Map<string, string>;

test.beforeAll(async () => {
  forms = new Map();
  attacker = createServer((request, response) => {
    const action = forms.get(request.url ?? '');
    response.writeHead(action === undefined ? 404 : 200, { 'content-type': 'text/html' });
    // A plain form, sent by script as soon as the page loads. text/plain is a type forms may send
    // and Fastify parses by default, so the request reaches the route's handler.
    response.end(
      action === undefined
        ? ''
        : `<form method="POST" enctype="text/plain" action="${action}"></form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

async function submit(request: APIRequestContext, origin: string, body: Record<string, unknown>) {
  const method = catalogue.method(String(body.methodId));
  const response = await request.post('/api/v1/payments/submit', {
    headers: { origin, 'idempotency-key': `k-${Math.random().toString(36).slice(2)}` },
    data: { ...body, fieldsVersion: method?.fieldsVersion },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { transactionId: string };
}

test('given a victim with a pending cashout, a form on another origin posting to an encoded path should change nothing', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  // The victim registers, deposits by card and asks for a payout: the context keeps the session cookie.
  const email = `victim-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: { origin },
    data: {
      email,
      password: 'a long enough secret',
      country: 'DE',
      currency: 'EUR',
    },
  });
  expect(registered.status()).toBe(201);
  // account recovery: cashouts wait for a verified address (the mail's link, from the outbox).
  await verifyEmailFromOutbox(page, email);
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  await submit(page.request, origin, {
    methodId: 'credit-card',
    action: 'deposit',
    currency: 'EUR',
    amount: 50_000,
    fields: {
      card_number: '4242 4242 4242 4242',
      card_holder: 'Ada Lovelace',
      expiry_date: `12/${year}`,
      cvv: '123',
    },
  });
  // Back to the card that paid in (the closed loop).
  const { transactionId } = await submit(page.request, origin, {
    methodId: 'credit-card',
    action: 'cashout',
    currency: 'EUR',
    amount: 10_000,
    fields: {},
  });

  forms.set('/cancel', `${origin}/%61pi/v1/payments/transactions/${transactionId}/cancel`);
  forms.set('/logout', `${origin}/%61pi/v1/auth/logout`);
  for (const path of ['/cancel', '/logout']) {
    const forged = page.waitForResponse((response) => response.url().startsWith(`${origin}/%61pi/`));
    await page.goto(`${attackerOrigin}${path}`);
    expect((await forged).status()).toBe(403);
  }

  const history = await page.request.get('/api/v1/payments/transactions');
  expect(history.status()).toBe(200);
  const { items } = (await history.json()) as {
    items: { id: string; status: string; cancellable: boolean }[];
  };
  // Still pending and cancellable; and the history answering at all means the session survived too.
  expect(items.find((item) => item.id === transactionId)).toMatchObject({
    status: 'pending',
    cancellable: true,
  });
});
