import type { FetchLike } from '../api/http.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitRequest } from '@playfront/contracts';
import {
  decideChallenge,
  startRealServer,
  visaPayment,
  type RealServer,
} from '../../../test/helpers/real-server.ts';
import type { CashierClient } from '../api/cashier-client.ts';
import { buildSubmitRequest } from '../submit/build-submit-request.ts';
import type { AnyWidgetEvent } from '../widget-events.ts';
import { CashierSession } from './cashier-session.ts';
import type { CashierSessionSnapshot } from './session-snapshot.ts';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(async () => {
  await server.close();
});

function startSession(client: CashierClient = server.client()) {
  const session = new CashierSession({
    client,
    action: 'deposit',
    currency: 'EUR',
    language: 'en',
    translate: (key, params) => (params?.amount === undefined ? key : `${key} ${String(params.amount)}`),
    location: new URL(server.origin),
    WebSocketImpl: server.pageSocket(),
  });
  const events: AnyWidgetEvent[] = [];
  session.events.onEvery((event) => events.push(event));
  session.start();
  return { session, events, client };
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
    const attempt = await session.submit(await visaPayment(client, '4242 4242 4242 4242'));
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
    const attempt = await session.submit(await visaPayment(client, '4000 0000 0000 0002'));
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
    const attempt = await session.submit(await visaPayment(client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(session.statusOf(transactionId)).toBe('pending');
    expect(session.close()).toBe('unknown');

    // The player passes the bank's check on the provider's page.
    expect(await decideChallenge(server.origin, transactionId, 'approve')).toBe(200);
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

  it('should close as the latest payment ended, not as an earlier one still going on', async () => {
    const { session, client } = startSession();
    await until(session, (s) => s.connected);
    const first = await session.submit(await visaPayment(client, '4000 0000 0000 3220'));
    if (first.state.status !== 'iframe_opened') throw new Error(first.state.status);
    const earlier = first.state.outcome.transactionId;
    session.store.reset();
    expect((await session.submit(await visaPayment(client, '4242 4242 4242 4242'))).state.status).toBe(
      'notify',
    );
    expect(await decideChallenge(server.origin, earlier, 'fail')).toBe(200);
    await until(session, (s) => s.transactions.get(earlier) === 'failed');
    expect(session.close()).toBe('success');
    session.stop();
  });

  it('should poll the followed payment while the socket is down (one path, no second poller)', async () => {
    const client = server.client();
    const session = new CashierSession({
      client,
      action: 'deposit',
      currency: 'EUR',
      language: 'en',
      location: new URL(server.origin),
      // A socket that never opens: nobody listens there.
      WebSocketImpl: server.pageSocket('ws://127.0.0.1:1/'),
      pollIntervalMs: 50,
    });
    session.start();
    await until(session, (s) => s.config.status === 'ready');
    const attempt = await session.submit(await visaPayment(client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(await decideChallenge(server.origin, transactionId, 'fail')).toBe(200);
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
        : server.pageFetch(url, init);
    const { session, events, client } = startSession(server.client(answering));
    await until(session, (s) => s.config.status === 'ready');
    const attempt = await session.submit(await visaPayment(client, '4242 4242 4242 4242'));
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

/** A Sofort deposit: the bank's page, in the provider's window. */
async function sofortPayment(client: CashierClient): Promise<SubmitRequest> {
  const form = await client.getMethodFields({ methodId: 'sofort', action: 'deposit' });
  if (!form.ok) throw form.error;
  const built = buildSubmitRequest({
    methodId: 'sofort',
    fieldsVersion: form.data.fieldsVersion,
    action: 'deposit',
    currency: 'EUR',
    fields: form.data.fields,
    values: { amount: '50.00' },
    locale: 'en',
  });
  if (!built.ok) throw new Error(built.reason);
  return built.request;
}

describe('given outcomes told honestly', () => {
  it('should learn why a 3-D Secure payment failed, in the player’s language', async () => {
    const { session } = startSession();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaPayment(session.client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(await decideChallenge(server.origin, transactionId, 'fail')).toBe(200);
    const failed = await until(session, (s) => s.reasons.has(transactionId));
    expect(failed.transactions.get(transactionId)).toBe('failed');
    expect(failed.reasons.get(transactionId)).toBe(
      'Your card was declined. Please use another card or contact your bank.',
    );
    session.stop();
  });

  it('should learn a 3-D Secure decision from the bank page moving on when the socket never tells it', async () => {
    // A connection that stays open but loses the status update (a proxy, a reconnect window).
    const Socket = server.pageSocket();
    class LossySocket extends Socket {
      override set onmessage(listener: ((event: MessageEvent) => void) | null) {
        super.onmessage =
          listener === null
            ? null
            : (event: MessageEvent) => {
                if (!String(event.data).includes('"transaction_status"')) listener(event);
              };
      }
      override get onmessage(): ((event: MessageEvent) => void) | null {
        return super.onmessage;
      }
    }
    const session = new CashierSession({
      client: server.client(),
      action: 'deposit',
      currency: 'EUR',
      language: 'en',
      translate: (key) => key,
      location: new URL(server.origin),
      WebSocketImpl: LossySocket,
    });
    session.start();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaPayment(session.client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(await decideChallenge(server.origin, transactionId, 'fail')).toBe(200);
    // The socket said nothing: still pending until the frame's result page loads.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(session.statusOf(transactionId)).toBe('pending');
    session.providerPageChanged();
    const failed = await until(session, (s) => s.transactions.get(transactionId) === 'failed');
    expect(failed.connected).toBe(true);
    session.stop();
  });

  it('should offer a reopen or a cancel once the bank’s window closes undecided, and cancel through the API', async () => {
    const { session, events } = startSession();
    await until(session, (s) => s.connected);
    const before = (await until(session, (s) => s.balances !== undefined)).balances?.EUR ?? 0;
    const attempt = await session.submit(await sofortPayment(session.client));
    if (attempt.state.status !== 'user_redirected') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(session.statusOf(transactionId)).toBe('pending');

    session.windowClosed(transactionId);
    expect(session.getSnapshot().closedWindows.has(transactionId)).toBe(true);
    expect(events).toContainEqual({ type: 'payment_popup_closed', payload: { transactionId } });
    // Reopened: it waits on the window again; closed again: the choice comes back.
    session.windowReopened(transactionId);
    expect(session.getSnapshot().closedWindows.has(transactionId)).toBe(false);
    session.windowClosed(transactionId);

    const cancelled = await session.cancelPayment(transactionId);
    expect(cancelled.ok && cancelled.data.status).toBe('cancelled');
    const after = session.getSnapshot();
    expect(after.transactions.get(transactionId)).toBe('cancelled');
    expect(after.closedWindows.has(transactionId)).toBe(false);
    expect(session.close()).toBe('failure');
    expect(after.balances?.EUR ?? 0).toBe(before);
    session.stop();
  });

  it('should not offer a reopen for a payment decided before its window closed', async () => {
    const { session } = startSession();
    await until(session, (s) => s.connected);
    const attempt = await session.submit(await visaPayment(session.client, '4000 0000 0000 3220'));
    if (attempt.state.status !== 'iframe_opened') throw new Error(attempt.state.status);
    const transactionId = attempt.state.outcome.transactionId;
    expect(await decideChallenge(server.origin, transactionId, 'approve')).toBe(200);
    await until(session, (s) => s.transactions.get(transactionId) === 'completed');
    session.windowClosed(transactionId);
    expect(session.getSnapshot().closedWindows.size).toBe(0);
    session.stop();
  });

  it('should tell a submit that got no answer as unknown (we are checking), never as a failure', async () => {
    const offline: FetchLike = (url, init) =>
      url.endsWith('/api/v1/payments/submit')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : server.pageFetch(url, init);
    const { session, events, client } = startSession(server.client(offline));
    await until(session, (s) => s.config.status === 'ready');
    const attempt = await session.submit(await visaPayment(client, '4242 4242 4242 4242'));
    expect(attempt.state.status).toBe('error');
    expect(session.close()).toBe('unknown');
    expect(events).toContainEqual({
      type: 'notification',
      payload: { message: 'outcome.checking', tone: 'info' },
    });
    session.stop();
  });
});
