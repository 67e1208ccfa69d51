import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AFFILIATE_METRICS,
  AFFILIATE_REPORT_PATH,
  EVENTS_PATH,
  FUNNEL_PATH,
  type FunnelReport,
  type AffiliateReport,
  type AnalyticsEvent,
} from '@playfront/contracts';
import { chainDays } from '../../src/console/clickhouse/clickhouse-visitor-chain-counts.ts';
import { seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { verifyEmailThroughOutbox } from '../helpers/outbox-links.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../helpers/clickhouse.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  ORIGIN,
  notifyProvider,
  submitBody,
  submitOk,
  type TestPlayer,
} from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

const MINUTE = 60_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Known traffic through the collector, known registrations and money through the player API, then
 * every metric of the affiliate report checked against what was sent. The same suite runs on
 * SQLite and PostgreSQL, and with the events on ClickHouse.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// `clickhouse`: events on ClickHouse, players and money on SQLite; `clickhouse-postgres`: on
// PostgreSQL; `clickhouse, days built`: the days built (unique visitors from the chain links).
describe.each(['sqlite', 'postgres', 'clickhouse', 'clickhouse-postgres', 'clickhouse, days built'] as const)(
  'given a known journey, the affiliate report on %s',
  (dialect) => {
    let cluster: PostgresCluster | undefined;
    let clickHouse: ClickHouseServer | undefined;
    let testApp: TestApp;
    let app: FastifyInstance;
    let admin: string;
    const now = Date.now();
    // Two days, so a run just after midnight still holds the traffic of 100 minutes ago.
    const from = isoDay(now - 24 * 60 * MINUTE);
    const to = isoDay(now);
    // Unique per run, so the stags are this suite's own.
    const run = randomUUID().slice(0, 6);
    const STAG_A = `aff-a-${run}`;
    const STAG_B = `aff-b-${run}`;
    const visitor = { one: randomUUID(), two: randomUUID(), three: randomUUID(), bot: randomUUID() };

    const event = (tempPlayerId: string, minutesAgo: number, fields: Partial<AnalyticsEvent>) =>
      makeEvent({ temp_player_id: tempPlayerId, timestamp: now - minutesAgo * MINUTE, ...fields });

    /** Sends as a page does, with a browser's User-Agent unless another is given. */
    async function sendEvents(events: readonly AnalyticsEvent[], userAgent = CHROME): Promise<void> {
      const headers = { 'user-agent': userAgent };
      const response = await app.inject({ method: 'POST', url: EVENTS_PATH, payload: events, headers });
      expect(response.json()).toMatchObject({ accepted: events.length });
      // On ClickHouse a 2xx means queued on disk (decision 069): reports read once it is delivered.
      await eventsDelivered(testApp.dataDir);
    }

    let registered = 0;
    /** Registers through the API with the cookies the site would have set on the visitor. */
    async function register(cookies: Record<string, string>, country = 'DE'): Promise<TestPlayer> {
      registered += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: `10.9.0.${registered}`,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        cookies,
        payload: JSON.stringify({
          email: `report-${run}-${registered}@example.com`,
          password: 'a long enough secret',
          country,
          currency: 'EUR',
          firstName: 'Ada',
        }),
      });
      expect(response.statusCode).toBe(201);
      // Cashouts wait for a verified e-mail (decision 053): verified as a player would.
      await verifyEmailThroughOutbox(app, `report-${run}-${registered}@example.com`, `10.9.0.${registered}`);
      const session = response.cookies.find((c) => c.name === 'pf_session')?.value ?? '';
      return { id: response.json<{ id: string }>().id, cookies: { pf_session: session } };
    }

    async function deposit(player: TestPlayer, amount: number): Promise<void> {
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', amount, cardFields(CARD.approve)),
      );
      expect(answer.ok).toBe(true);
    }

    async function report(query: string, token = admin) {
      return app.inject({
        method: 'GET',
        url: `${AFFILIATE_REPORT_PATH}?from=${from}&to=${to}&${query}`,
        cookies: { pf_staff_session: token },
      });
    }

    beforeAll(async () => {
      if (dialect === 'postgres' || dialect === 'clickhouse-postgres') cluster = await startPostgres();
      // ClickHouse holds the events (EVENTS_CLICKHOUSE_URL); players and money stay where they were.
      if (dialect.startsWith('clickhouse')) clickHouse = await startClickHouse();
      testApp = await buildTestApp({
        databaseUrl: cluster?.url,
        env: {
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          ...(clickHouse === undefined ? {} : clickHouseEnv(clickHouse, 'playfront_affiliate_report')),
        },
      });
      app = testApp.app;
      await seedDemoStaff(app.database.db, 'test');
      admin = await demoStaffSession(app, 'admin');

      // Visitor one (A, interlayer il-1, DE, web): two visits, the gap between them over 30 minutes.
      const one = { stag: STAG_A, interlayer_id: 'il-1', ip_country: 'DE', device: 'web' } as const;
      // Visitor two (A, DE, mobile): one visit. Visitor three (B, AT, web): one visit of two events.
      const two = { stag: STAG_A, interlayer_id: null, ip_country: 'DE', device: 'mobile' } as const;
      const three = { stag: STAG_B, interlayer_id: null, ip_country: 'AT', device: 'web' } as const;
      await sendEvents([
        event(visitor.one, 100, one),
        event(visitor.one, 95, one),
        event(visitor.one, 20, one),
        event(visitor.one, 10, one),
        event(visitor.two, 30, two),
        event(visitor.three, 40, three),
        event(visitor.three, 39, three),
      ]);
      // A crawler on A's landing page: stored flagged, counted only with include_bots.
      await sendEvents(
        [event(visitor.bot, 50, { ...two, device: 'web' })],
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      );

      // Visitor one registers, deposits 100.00 then 50.00 EUR and cashes out 30.00 EUR.
      const playerOne = await register({
        affiliate_id: STAG_A,
        interlayer_id: 'il-1',
        pf_temp_player_id: visitor.one,
      });
      await deposit(playerOne, 10_000);
      await deposit(playerOne, 5_000);
      const cashout = await submitOk(app, playerOne, cardCashout(3_000));
      const approved = await notifyProvider(app, cashout.transactionId, { type: 'payout', outcome: 'paid' });
      expect(approved.json()).toMatchObject({ status: 'approved' });
      // Visitor two registers and deposits 20.00 EUR; a declined card adds nothing.
      const playerTwo = await register({ affiliate_id: STAG_A, pf_temp_player_id: visitor.two });
      await deposit(playerTwo, 2_000);
      await submitOk(
        app,
        playerTwo,
        submitBody('credit-card', 'deposit', 'EUR', 7_000, cardFields(CARD.decline)),
      );
      if (dialect === 'clickhouse, days built') await buildDays();
    });

    /**
     * Builds the range's days as a second instance's updater would, with no overlap (the inserts
     * were delivered, so visible), and checks the chain links (decision 112) answer all of them.
     */
    async function buildDays(): Promise<void> {
      const client = app.clickHouseReporting?.client;
      if (client === undefined) throw new Error('the events are not on ClickHouse');
      // The work list's stamps are whole seconds: a rebuild covers only the inserts before its own.
      await sleep(1100);
      expect(await new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0 }).step()).toBeGreaterThan(0);
      const start = Date.parse(`${from}T00:00:00Z`);
      const days = await chainDays(client, start, Date.parse(`${to}T00:00:00Z`) + 24 * 60 * MINUTE);
      expect(days.rest).toEqual([]);
    }

    afterAll(async () => {
      await (testApp as TestApp | undefined)?.close();
      await cluster?.stop();
      await clickHouse?.stop();
    });

    const A = {
      visits: 3,
      unique_visitors: 2,
      registrations: 2,
      ftd_count: 2,
      ftd_amount: 12_000,
      depositing_players: 2,
      deposits_count: 3,
      deposits_amount: 17_000,
      cashouts_amount: 3_000,
      net_deposits: 14_000,
      click_to_reg: 0.6667,
      reg_to_ftd: 1,
    };
    const B = {
      visits: 1,
      unique_visitors: 1,
      registrations: 0,
      ftd_count: 0,
      ftd_amount: 0,
      depositing_players: 0,
      deposits_count: 0,
      deposits_amount: 0,
      cashouts_amount: 0,
      net_deposits: 0,
      click_to_reg: 0,
      reg_to_ftd: null,
    };

    it("should leave bots' visits out unless include_bots is set", async () => {
      const rowOf = async (query: string) =>
        (await report(query)).json<AffiliateReport>().rows.find((row) => row.stag === STAG_A);
      expect(await rowOf('group_by=stag')).toMatchObject({
        visits: A.visits,
        unique_visitors: A.unique_visitors,
      });
      expect(await rowOf('group_by=stag&include_bots=true')).toMatchObject({
        visits: A.visits + 1,
        unique_visitors: A.unique_visitors + 1,
      });
    });

    it('should give every metric per stag, and totals over the range', async () => {
      const response = await report('group_by=stag&currency=EUR');
      expect(response.statusCode).toBe(200);
      const body = response.json<AffiliateReport>();
      expect(body).toEqual({
        from,
        to,
        currency: 'EUR',
        group_by: ['stag'],
        rows: [
          { stag: STAG_A, ...A },
          { stag: STAG_B, ...B },
        ],
        totals: {
          visits: 4,
          unique_visitors: 3,
          registrations: 2,
          ftd_count: 2,
          ftd_amount: 12_000,
          depositing_players: 2,
          deposits_count: 3,
          deposits_amount: 17_000,
          cashouts_amount: 3_000,
          net_deposits: 14_000,
          click_to_reg: 0.5,
          reg_to_ftd: 1,
        },
      });
      expect(Object.keys(body.totals)).toEqual([...AFFILIATE_METRICS]);
    });

    it('should split by stag and device, players by the device of their first visit', async () => {
      const body = (await report('group_by=stag,device')).json<AffiliateReport>();
      expect(body.rows).toEqual([
        {
          stag: STAG_A,
          device: 'mobile',
          ...{ ...A, visits: 1, unique_visitors: 1, registrations: 1, ftd_count: 1, ftd_amount: 2_000 },
          ...{ depositing_players: 1, deposits_count: 1, deposits_amount: 2_000, cashouts_amount: 0 },
          ...{ net_deposits: 2_000, click_to_reg: 1, reg_to_ftd: 1 },
        },
        {
          stag: STAG_A,
          device: 'web',
          ...{ visits: 2, unique_visitors: 1, registrations: 1, ftd_count: 1, ftd_amount: 10_000 },
          ...{ depositing_players: 1, deposits_count: 2, deposits_amount: 15_000, cashouts_amount: 3_000 },
          ...{ net_deposits: 12_000, click_to_reg: 0.5, reg_to_ftd: 1 },
        },
        { stag: STAG_B, device: 'web', ...B },
      ]);
    });

    it('should split by interlayer id and country', async () => {
      const body = (await report('group_by=interlayer_id,country')).json<AffiliateReport>();
      expect(
        body.rows.map((r) => [r.interlayer_id, r.country, r.visits, r.registrations, r.deposits_amount]),
      ).toEqual([
        ['il-1', 'DE', 2, 1, 15_000],
        [null, 'AT', 1, 0, 0],
        [null, 'DE', 1, 1, 2_000],
      ]);
    });

    it('should group by day and month in UTC', async () => {
      const byMonth = (await report('group_by=month')).json<AffiliateReport>();
      const months = new Set(byMonth.rows.map((r) => r.month));
      expect([...months].every((m) => /^\d{4}-\d{2}$/.test(m ?? ''))).toBe(true);
      expect(byMonth.rows.reduce((sum, r) => sum + r.deposits_amount, 0)).toBe(17_000);
      const byDay = (await report('group_by=day')).json<AffiliateReport>();
      expect(byDay.rows.every((r) => r.day === from || r.day === to)).toBe(true);
      expect(byDay.rows.reduce((sum, r) => sum + r.visits, 0)).toBe(4);
    });

    it('should convert money to the reporting currency with the documented rates', async () => {
      const body = (await report('group_by=stag&currency=USD')).json<AffiliateReport>();
      // 1 EUR = 1.08 USD (docs/console/reports.md).
      expect(body.totals).toMatchObject({
        ftd_amount: 12_960,
        deposits_amount: 18_360,
        cashouts_amount: 3_240,
        net_deposits: 15_120,
      });
    });

    it('should give the same report as CSV', async () => {
      const response = await report('group_by=stag&format=csv');
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body.trim().split('\r\n');
      expect(lines[0]).toBe(['stag', ...AFFILIATE_METRICS].join(','));
      expect(lines[1]).toBe(`${STAG_A},3,2,2,2,12000,2,3,17000,3000,14000,0.6667,1`);
      expect(lines[2]).toBe(`${STAG_B},1,1,0,0,0,0,0,0,0,0,0,`);
      expect(lines[3]).toBe('total,4,3,2,2,12000,2,3,17000,3000,14000,0.5,1');
    });

    it('should show an affiliate manager only the stags of their affiliates', async () => {
      const manager = await app.database.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', 'affiliate-manager@playfront.test')
        .executeTakeFirstOrThrow();
      const affiliateId = randomUUID();
      await app.database.db
        .insertInto('affiliates')
        .values({ id: affiliateId, name: `Affiliate B ${run}`, manager_id: manager.id, created_at: now })
        .execute();
      await app.database.db
        .insertInto('affiliate_stags')
        .values({ stag: STAG_B, affiliate_id: affiliateId, created_at: now })
        .execute();
      const token = await demoStaffSession(app, 'affiliate_manager');
      const body = (await report('group_by=stag', token)).json<AffiliateReport>();
      expect(body.rows).toEqual([{ stag: STAG_B, ...B }]);
      expect(body.totals).toMatchObject({ visits: 1, registrations: 0, deposits_amount: 0 });
    });

    it('should refuse anyone but staff with a reporting role', async () => {
      expect((await report('group_by=stag', 'not-a-session')).statusCode).toBe(401);
      const support = await demoStaffSession(app, 'support');
      const refused = await report('group_by=stag', support);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
      expect((await report('group_by=stag', await demoStaffSession(app, 'marketing'))).statusCode).toBe(200);
    });

    it('should give the funnel per stag, a second deposit counted once per player', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${FUNNEL_PATH}?from=${from}&to=${to}`,
        cookies: { pf_staff_session: admin },
      });
      expect(response.json<FunnelReport>()).toEqual({
        from,
        to,
        rows: [
          {
            stag: STAG_A,
            visits: 3,
            registrations: 2,
            first_deposits: 2,
            second_deposits: 1,
            visit_to_registration: 0.6667,
            registration_to_first_deposit: 1,
            first_to_second_deposit: 0.5,
          },
          {
            stag: STAG_B,
            visits: 1,
            registrations: 0,
            first_deposits: 0,
            second_deposits: 0,
            visit_to_registration: 0,
            registration_to_first_deposit: null,
            first_to_second_deposit: null,
          },
        ],
        totals: {
          visits: 4,
          registrations: 2,
          first_deposits: 2,
          second_deposits: 1,
          visit_to_registration: 0.5,
          registration_to_first_deposit: 1,
          first_to_second_deposit: 0.5,
        },
      });
    });

    it('should refuse an unknown dimension and a reversed range', async () => {
      expect((await report('group_by=stag,browser')).statusCode).toBe(400);
      const reversed = await app.inject({
        method: 'GET',
        url: `${AFFILIATE_REPORT_PATH}?from=${to}&to=2020-01-01`,
        cookies: { pf_staff_session: admin },
      });
      expect(reversed.json()).toMatchObject({ statusCode: 400, code: 'INVALID_RANGE' });
    });
  },
);
