import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@playfront/server/testing';
import type { FieldDefinition, PaymentAction, SubmitRequest } from '@playfront/contracts';
import WebSocket from 'ws';
import { createCashierClient, type CashierClient } from '../../src/core/api/cashier-client.ts';
import type { FetchLike } from '../../src/core/api/http.ts';
import { buildSubmitRequest } from '../../src/core/submit/build-submit-request.ts';

/** The real server on a free port, with one registered player whose page the tests play. */
export interface RealServer {
  /** The server's own origin, which is also the page's. */
  origin: string;
  /** The page's `fetch`: its Origin and the player's session cookie, as a browser sends them. */
  pageFetch: FetchLike;
  /** A client of the payments API as the player's page. */
  client: (fetch?: FetchLike) => CashierClient;
  /** A browser-like WebSocket sending the page's Origin and cookie; `to` sends it elsewhere. */
  pageSocket: (to?: string) => typeof globalThis.WebSocket;
  close: () => Promise<void>;
}

/**
 * Cashouts wait for a verified e-mail (decision 053): the player follows the link of the mail in
 * the development outbox (mail is sent after registration answers, so the outbox is polled).
 */
async function verifyEmail(origin: string, email: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const outbox = await fetch(`${origin}/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const entries = (await outbox.json()) as { text: string }[];
    const token = entries
      .map((entry) => /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(entry.text)?.[1])
      .find((found) => found !== undefined);
    if (token !== undefined) {
      const confirmed = await fetch(`${origin}/api/v1/auth/email-verification/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ token: decodeURIComponent(token) }),
      });
      if (confirmed.status !== 200) throw new Error(`verification answered ${String(confirmed.status)}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the real app (SQLite in a temp folder, the payments sandbox on) and registers a player. */
export async function startRealServer(): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-cashier-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PAYMENTS_RATE_LIMIT_PER_MINUTE: '100000',
      PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const email = `cashier-${crypto.randomUUID()}@example.com`;
  const registered = await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password: 'a long enough secret',
      country: 'DE',
      currency: 'EUR',
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${String(registered.status)}`);
  const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await verifyEmail(origin, email);
  const pageFetch: FetchLike = (url, init) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    headers.set('cookie', cookie);
    return fetch(url, { ...init, headers });
  };
  return {
    origin,
    pageFetch,
    client: (fetch = pageFetch) => createCashierClient({ baseUrl: origin, fetch }),
    pageSocket: (to) => {
      class PageSocket extends WebSocket {
        constructor(url: string) {
          super(to ?? url, { headers: { origin, cookie } });
          // A browser reports a failed connection as an error then a close; `ws` throws without a listener.
          this.on('error', () => undefined);
        }
      }
      // `ws` implements the browser API the live updates use (onmessage, onclose, close).
      return PageSocket as unknown as typeof globalThis.WebSocket;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CARD_VALUES: Partial<Record<FieldDefinition['type'], string>> = {
  amount: '25.00',
  card_holder: 'Ada Lovelace',
  card_expiry_date: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
  cvv: '123',
};

/** A Visa payment of `amount` (typed, e.g. `25.00`) with `cardNumber`, built from the method's real form. */
export async function visaPayment(
  client: CashierClient,
  cardNumber: string,
  action: PaymentAction = 'deposit',
  amount = '25.00',
): Promise<SubmitRequest> {
  const form = await client.getMethodFields({ methodId: 'visa', action });
  if (!form.ok) throw form.error;
  const values = Object.fromEntries(
    form.data.fields.flatMap((field) => {
      const value =
        field.type === 'credit_card_number'
          ? cardNumber
          : field.type === 'amount'
            ? amount
            : CARD_VALUES[field.type];
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
  const built = buildSubmitRequest({
    methodId: 'visa',
    fieldsVersion: form.data.fieldsVersion,
    action,
    currency: 'EUR',
    fields: form.data.fields,
    values,
    locale: 'en',
  });
  if (!built.ok) throw new Error(built.reason);
  return built.request;
}

/** Posts the sandbox's 3-D Secure page as its own button does (with the page's token). */
export async function decideChallenge(
  origin: string,
  transactionId: string,
  decision: 'approve' | 'fail',
): Promise<number> {
  const path = `${origin}/sandbox/3ds/${transactionId}`;
  const token = /name="token" value="([0-9a-f]+)"/.exec(await (await fetch(path)).text())?.[1] ?? '';
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ decision, token }).toString(),
    redirect: 'manual',
  });
  return response.status;
}
