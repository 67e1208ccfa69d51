import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AFFILIATES_PATH,
  AUDIT_PATH,
  postbackDeliveriesPath,
  postbacksPath,
  type Affiliate,
  type PostbackDeliveryPage,
} from '@playfront/contracts';
import { enqueuePostbacks } from '../../src/console/postbacks/enqueue-postbacks.ts';
import { refusedTarget } from '../../src/console/postbacks/postback-target-guard.ts';
import { seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  ORIGIN,
  submitBody,
  submitOk,
  type TestPlayer,
} from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

/** The affiliate's tracker: a real HTTP server on 127.0.0.1 that records each call. */
interface Tracker {
  readonly server: Server;
  readonly calls: URL[];
  status: number;
  readonly base: string;
}

async function startTracker(): Promise<Tracker> {
  const calls: URL[] = [];
  const tracker = { calls, status: 200 } as { calls: URL[]; status: number; server: Server; base: string };
  tracker.server = createServer((request, response) => {
    calls.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    response.writeHead(tracker.status).end();
  });
  await new Promise<void>((resolve) => tracker.server.listen(0, '127.0.0.1', resolve));
  tracker.base = `http://127.0.0.1:${(tracker.server.address() as AddressInfo).port}`;
  return tracker;
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const TEMPLATE = '/pb?e={event}&s={stag}&p={player_id}&a={amount}&c={currency}&k={click_id}';

describe.each(['sqlite', 'postgres'] as const)(
  'given an affiliate with postbacks on registration and FTD, on %s',
  (dialect) => {
    let cluster: PostgresCluster | undefined;
    let testApp: TestApp;
    let app: FastifyInstance;
    let tracker: Tracker;
    const tokens: Record<string, string> = {};
    const run = `${dialect.slice(0, 2)}${randomUUID().slice(0, 6)}`;
    const stag = `pb-${run}`;
    let affiliate: Affiliate;

    const as = (role: string) => ({
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      cookies: { pf_staff_session: tokens[role] ?? '' },
    });
    const putPostback = (role: string, affiliateId: string, event: string, body: object) =>
      app.inject({
        method: 'PUT',
        url: `${postbacksPath(affiliateId)}/${event}`,
        ...as(role),
        payload: JSON.stringify(body),
      });

    let registered = 0;
    async function register(cookies: Record<string, string>): Promise<TestPlayer> {
      registered += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: `10.8.0.${registered}`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        cookies,
        payload: JSON.stringify({
          email: `pb-${run}-${registered}@example.com`,
          password: 'a long enough secret',
          country: 'DE',
          currency: 'EUR',
          firstName: 'Ada',
        }),
      });
      expect(response.statusCode).toBe(201);
      const session = response.cookies.find((c) => c.name === 'pf_session')?.value ?? '';
      return { id: response.json<{ id: string }>().id, cookies: { pf_session: session } };
    }

    beforeAll(async () => {
      tracker = await startTracker();
      if (dialect === 'postgres') cluster = await startPostgres();
      testApp = await buildTestApp({
        databaseUrl: cluster?.url,
        env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', POSTBACK_INTERVAL_MS: '100' },
      });
      app = testApp.app;
      await seedDemoStaff(app.database.db, 'test');
      for (const role of ['admin', 'affiliate_manager']) tokens[role] = await demoStaffSession(app, role);
      const created = await app.inject({
        method: 'POST',
        url: AFFILIATES_PATH,
        ...as('admin'),
        payload: JSON.stringify({ name: `Postbacks ${run}`, stags: [stag] }),
      });
      expect(created.statusCode).toBe(201);
      affiliate = created.json<Affiliate>();
    });

    afterAll(async () => {
      await (testApp as TestApp | undefined)?.close();
      await cluster?.stop();
      await new Promise((resolve) => tracker.server.close(resolve));
    });

    it('should refuse an unknown macro and a URL that is not http(s)', async () => {
      const unknown = await putPostback('admin', affiliate.id, 'registration', {
        url: `${tracker.base}/pb?email={email}`,
        enabled: true,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'INVALID_POSTBACK_URL' });
      expect(unknown.json<{ message: string }>().message).toContain('{email}');
      const ftp = await putPostback('admin', affiliate.id, 'registration', {
        url: 'ftp://example.com/{stag}',
        enabled: true,
      });
      expect(ftp.json()).toMatchObject({ code: 'INVALID_POSTBACK_URL' });
    });

    it("should hide another manager's affiliate from an affiliate manager", async () => {
      const response = await putPostback('affiliate_manager', affiliate.id, 'ftd', {
        url: `${tracker.base}${TEMPLATE}`,
        enabled: true,
      });
      expect(response.statusCode).toBe(404);
    });

    it('should call both postbacks with their macros once, log them delivered, and audit the set-up', async () => {
      for (const event of ['registration', 'ftd']) {
        const saved = await putPostback('admin', affiliate.id, event, {
          url: `${tracker.base}${TEMPLATE}`,
          enabled: true,
          reason: 'tracker set up',
        });
        expect(saved.statusCode).toBe(200);
      }
      const player = await register({ affiliate_id: stag, click_id: `click-${run}` });
      const deposit = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 10_000, cardFields(CARD.approve)),
      );
      expect(deposit.ok).toBe(true);
      // A second deposit is no FTD: no third call.
      await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 2_500, cardFields(CARD.approve)),
      );

      await until(() => tracker.calls.length >= 2, 'two postback calls');
      const paramsOf = (event: string): Record<string, string> =>
        Object.fromEntries(
          tracker.calls.find((url) => url.searchParams.get('e') === event)?.searchParams ?? [],
        );
      expect(paramsOf('registration')).toEqual({
        e: 'registration',
        s: stag,
        p: player.id,
        a: '',
        c: '',
        k: `click-${run}`,
      });
      expect(paramsOf('ftd')).toEqual({
        e: 'ftd',
        s: stag,
        p: player.id,
        a: '100.00',
        c: 'EUR',
        k: `click-${run}`,
      });

      const log = await app.inject({
        method: 'GET',
        url: postbackDeliveriesPath(affiliate.id),
        ...as('admin'),
      });
      const page = log.json<PostbackDeliveryPage>();
      expect(page.total).toBe(2);
      expect(page.deliveries.map((d) => [d.event, d.status, d.attempts, d.lastStatusCode]).sort()).toEqual([
        ['ftd', 'delivered', 1, 200],
        ['registration', 'delivered', 1, 200],
      ]);

      // Scanning again enqueues nothing: each postback goes once per player.
      expect(await enqueuePostbacks(app.database.db)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tracker.calls).toHaveLength(2);

      const audit = await app.inject({
        method: 'GET',
        url: `${AUDIT_PATH}?action=postback.put`,
        ...as('admin'),
      });
      expect(audit.body).toContain('tracker set up');
    });

    it('should keep a refused call pending with the answer and try it again later', async () => {
      tracker.status = 500;
      const other = await app.inject({
        method: 'POST',
        url: AFFILIATES_PATH,
        ...as('admin'),
        payload: JSON.stringify({ name: `Down ${run}`, stags: [`down-${run}`] }),
      });
      const down = other.json<Affiliate>();
      await putPostback('admin', down.id, 'registration', {
        url: `${tracker.base}${TEMPLATE}`,
        enabled: true,
      });
      const before = Date.now();
      await register({ affiliate_id: `down-${run}` });

      let page: PostbackDeliveryPage | undefined;
      await until(async () => {
        const log = await app.inject({ method: 'GET', url: postbackDeliveriesPath(down.id), ...as('admin') });
        page = log.json<PostbackDeliveryPage>();
        return page.deliveries[0]?.attempts === 1;
      }, 'a first attempt');
      const delivery = page?.deliveries[0];
      expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 500, lastError: 'HTTP 500' });
      // The next attempt waits a minute (backoff), not the job's interval.
      expect(delivery?.nextAttemptAt).toBeGreaterThanOrEqual(before + 60_000);
      tracker.status = 200;
    });
  },
);

describe('given a postback target', () => {
  it('should refuse private, loopback and metadata addresses unless private hosts are allowed', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
    ]) {
      expect(await refusedTarget(url, false)).toBe('the host is on a private network');
    }
    expect(await refusedTarget('http://127.0.0.1/x', true)).toBeNull();
    expect(await refusedTarget('https://93.184.215.14/pb', false)).toBeNull();
    expect(await refusedTarget('file:///etc/passwd', true)).toBe('not an http(s) URL');
  });
});
