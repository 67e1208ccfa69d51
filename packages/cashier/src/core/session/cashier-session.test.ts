import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@playfront/server/testing';
import type { FieldDefinition, SubmitRequest } from '@playfront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCashierClient, type CashierClient } from '../api/cashier-client.ts';
import type { FetchLike } from '../api/http.ts';
import { buildSubmitRequest } from '../submit/build-submit-request.ts';
import type { AnyWidgetEvent } from '../widget-events.ts';
import { CashierSession } from './cashier-session.ts';
import type { CashierSessionSnapshot } from './session-snapshot.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

let app: App;
let dataDir: string;
let origin: string;
let cookie: string;

/** The page's requests: its Origin and the player's session cookie, as a browser sends them. */
const pageFetch: FetchLike = (url, init) => {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  headers.set('cookie', cookie);
  return fetch(url, { ...init, headers });
};

/**
 * A browser-like WebSocket that sends what a page's socket sends (the global one cannot set them);
 * `to` sends it elsewhere (a port nobody listens on).
 */
function pageSocket(to?: string): typeof globalThis.WebSocket {
  class PageSocket extends WebSocket {
    constructor(url: string) {
      super(to ?? url, { headers: { origin, cookie } });
      // A browser reports a failed connection as an error then a close; `ws` throws without a listener.
      this.on('error', () => undefined);
    }
  }
  // `ws` implements the browser API the live updates use (onmessage, onclose, close).
  return PageSocket as unknown as typeof globalThis.WebSocket;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'playfront-session-'));
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PAYMENTS_RATE_LIMIT_PER_MINUTE: '100000',
      PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  const registered = await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: `session-${String(Date.now())}@example.com`,
      password: 'a long enough secret',
      country: 'DE',
      currency: 'EUR',
    }),
  });
  expect(registered.status).toBe(201);
  cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  session: CashierSession;
  events: AnyWidgetEvent[];
  client: CashierClient;
}

function startSession(client: CashierClient = createCashierClient({ baseUrl: origin, fetch: pageFetch })) {
  const session = new CashierSession({
    client,
    action: 'deposit',
    currency: 'EUR',
    language: 'en',
    translate: (key, params) => (params?.amount === undefined ? key : `${key} ${String(params.amount)}`),
    location: new URL(origin),
    WebSocketImpl: pageSocket(),
  });
  const events: AnyWidgetEvent[] = [];
  session.events.onEvery((event) => events.push(event));
  session.start();
  return { session, events, client } satisfies Started;
}

/** Resolves once the session's snapshot passes `check`. */
function until(session: CashierSession, check: (snapshot: CashierSessionSnapshot) => boolean) {
  return new Promise<CashierSessionSnapshot>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out; snapshot ${JSON.stringify(session.getSnapshot(), replacer)}`));
    }, 10_000);
    const test = () => {
      const snapshot = session.getSnapshot();
      if (!check(snapshot)) return;
      clearTimeout(timer);
      off();
      resolve(snapshot);
    };
    const off = session.subscribe(test);
    test();
  });
}

const replacer = (_key: string, value: unknown): unknown =>
  value instanceof Map ? Object.fromEntries(value as Map<string, unknown>) : value;

const CARD_VALUES: Partial<Record<FieldDefinition['type'], string>> = {
  amount: '25.00',
  credit_card_number: '4242 4242 4242 4242',
  card_holder: 'Ada Lovelace',
  card_expiry_date: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
  cvv: '123',
};

/** A Visa deposit of €25.00 with `cardNumber`, built from the method's real form. */
async function visaDeposit(client: CashierClient, cardNumber: string): Promise<SubmitRequest> {
  const form = await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
  if (!form.ok) throw form.error;
  const values = Object.fromEntries(
    form.data.fields.flatMap((field) => {
      const value = field.type === 'credit_card_number' ? cardNumber : CARD_VALUES[field.type];
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
  const built = buildSubmitRequest({
    methodId: 'visa',
    fieldsVersion: form.data.fieldsVersion,
    action: 'deposit',
    currency: 'EUR',
    fields: form.data.fields,
    values,
    locale: 'en',
  });
  if (!built.ok) throw new Error(built.reason);
  return built.request;
}

/** Posts the sandbox's 3-D Secure page as its own button does (with the page's token). */
async function decideChallenge(transactionId: string, decision: 'approve' | 'fail'): Promise<number> {
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

describe('given a session against the real server', () => {
  it('should read the config and balances, and say when the live socket connects', async () => {
    const { session, events } = startSession();
    const ready = await until(session, (s) => s.config.status === 'ready' && s.connected);
    expect(ready.balances).toEqual({});
    expect(events).toContainEqual({ type: 'web_socket_connection', payload: { connected: true } });
    session.stop();
    expect(session.getSnapshot().connected).toBe(false);
  });

  it('should close with success after an approved card, having told the host', async () => {
    const { session, events, client } = startSession();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaDeposit(client, '4242 4242 4242 4242'));
    expect(attempt.state.status).toBe('notify');
    expect(session.close()).toBe('success');
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['payment_submit', 'notification']),
    );
    expect(events.find((event) => event.type === 'payment_submit')?.payload).toEqual({
      methodId: 'visa',
      action: 'deposit',
      currency: 'EUR',
      amount: 2500,
    });
    // The credit arrives as a live update, not as a re-read.
    await until(session, (s) => s.balances?.EUR === 2500);
    session.stop();
  });

  it('should close with failure after a declined card, with its reference kept for support', async () => {
    const { session, events, client } = startSession();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaDeposit(client, '4000 0000 0000 0002'));
    expect(attempt.state.status).toBe('error');
    expect(session.close()).toBe('failure');
    expect(session.getSnapshot().lastReference).toEqual(expect.any(String));
    const told = events.find((event) => event.type === 'notification');
    expect(told?.type === 'notification' && told.payload.tone).toBe('error');
    session.stop();
  });

  it('should follow a 3-D Secure payment over the socket to its end: unknown, then success', async () => {
    const { session, events, client } = startSession();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaDeposit(client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(session.statusOf(transactionId)).toBe('pending');
    expect(session.close()).toBe('unknown');

    // The player passes the bank's check on the provider's page.
    expect(await decideChallenge(transactionId, 'approve')).toBe(200);
    await until(session, (s) => s.transactions.get(transactionId) === 'completed');
    expect(session.close()).toBe('success');
    const told = events.filter((event) => event.type === 'notification');
    expect(told.at(-1)?.payload).toEqual({
      message: 'outcome.completed €25.00',
      tone: 'success',
      transactionId,
    });
    session.stop();
  });

  it('should poll the followed payment while the socket is down (one path, no second poller)', async () => {
    const client = createCashierClient({ baseUrl: origin, fetch: pageFetch });
    const session = new CashierSession({
      client,
      action: 'deposit',
      currency: 'EUR',
      language: 'en',
      location: new URL(origin),
      // A socket that never opens: nobody listens there.
      WebSocketImpl: pageSocket('ws://127.0.0.1:1/'),
      pollIntervalMs: 50,
    });
    session.start();
    await until(session, (s) => s.config.status === 'ready');
    const attempt = await session.submit(await visaDeposit(client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(await decideChallenge(transactionId, 'fail')).toBe(200);
    await until(session, (s) => s.transactions.get(transactionId) === 'failed');
    expect(session.getSnapshot().connected).toBe(false);
    expect(session.close()).toBe('failure');
    session.stop();
  });
});

describe('given an unknown_error answer (the server raises none yet: its submit is stood in for)', () => {
  it('should close with unknown, not failure: the money may have moved', async () => {
    const answering: FetchLike = async (url, init) =>
      url.endsWith('/api/v1/payments/submit')
        ? Response.json({
            ok: false,
            error: {
              kind: 'unknown_error',
              code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
              message: 'Something went wrong with your payment.',
              reference: 'req_unknown',
            },
          })
        : pageFetch(url, init);
    const { session, events, client } = startSession(
      createCashierClient({ baseUrl: origin, fetch: answering }),
    );
    await until(session, (s) => s.config.status === 'ready');
    const attempt = await session.submit(await visaDeposit(client, '4242 4242 4242 4242'));
    expect(attempt.state.status).toBe('error');
    expect(session.close()).toBe('unknown');
    expect(session.getSnapshot().lastReference).toBe('req_unknown');
    expect(events).toContainEqual({
      type: 'notification',
      payload: { message: 'Something went wrong with your payment.', tone: 'error' },
    });
    session.stop();
  });
});
