import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  EVENTS_PATH,
  TRAFFIC_PATH,
  TRAFFIC_REALTIME_PATH,
  timingBucket,
  type AnalyticsEvent,
  type TrafficRealtime,
  type TrafficReport,
} from '@playfront/contracts';
import { timingDays } from '../../src/console/clickhouse/clickhouse-timing-days-read.ts';
import { seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import {
  clickHouseEnv,
  eventsDelivered,
  startClickHouse,
  type ClickHouseServer,
} from '../helpers/clickhouse.ts';
import { demoStaffSession } from './console-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Known events through the collector, then every number of the traffic dashboard checked
 * against them: KPIs and the 30-minute visit rule (also across the range's start), the
 * previous period, the series in hours, days and weeks, top-N, filters, percentiles, realtime,
 * bots, and who may read it. The same suite runs on SQLite and PostgreSQL, and with the events on
 * ClickHouse (EVENTS_CLICKHOUSE_URL, the app's own database SQLite): once as sent (the timing
 * days too fresh for the updater's overlap, read from raw events), and once with every day's
 * timing cells built (decision 090's tables, read for an unfiltered scope, with the page views per
 * day of decision 094; an affiliate manager's from the page views per stag, decision 097, and
 * the timing cells per stag, decision 099, the visits per stag, decision 102, and the visitors
 * per stag, decision 105).
 */
describe.each(['sqlite', 'postgres', 'clickhouse', 'clickhouse, timing days built'] as const)(
  'given known traffic, the traffic dashboard on %s',
  (dialect) => {
    const onClickHouse = dialect.startsWith('clickhouse');
    let cluster: PostgresCluster | undefined;
    let clickHouse: ClickHouseServer | undefined;
    let testApp: TestApp;
    let app: FastifyInstance;
    let admin: string;
    const now = Date.now();
    // D: the start of the UTC day three days ago. The current range is D and the day after; the
    // previous period the two days before D. Today (realtime) is in neither.
    const D = Math.floor(now / DAY) * DAY - 3 * DAY;
    const from = isoDay(D);
    const to = isoDay(D + DAY);
    const STAG_A = `aff-a-${randomUUID().slice(0, 6)}`;
    // The demo affiliate manager's stag (seeded), so their restricted view holds visitor B only.
    const STAG_B = 'demo-affiliate';
    const id = () => randomUUID();
    const visitor = { a: id(), b: id(), c: id(), e: id(), p: id(), bot: id(), perf: id() };

    // No browser: the collector names it from the User-Agent, as for a page's own events.
    const NO_TIMING = {
      loading_time: null,
      time_to_fetch_start: null,
      time_to_first_byte: null,
      browser: null,
    };
    const A = { stag: STAG_A, ip_country: 'DE', device: 'web', license: 'mga', interlayer_id: 'il-1' };
    const B = { stag: STAG_B, ip_country: 'AT', device: 'mobile', license: 'mga', interlayer_id: null };
    const C = { stag: null, ip_country: 'DE', device: 'web', license: 'ukgc', interlayer_id: null };
    const E = { ...A, interlayer_id: null };

    const at = (
      tempPlayerId: string,
      time: number,
      pathname: string,
      fields: Record<string, unknown>,
      event = 'page_view',
    ): AnalyticsEvent =>
      makeEvent({ ...NO_TIMING, temp_player_id: tempPlayerId, timestamp: time, pathname, event, ...fields });

    /** Sends as a page does; the collector names the browser from the User-Agent. */
    async function send(events: readonly AnalyticsEvent[], userAgent: string): Promise<void> {
      const headers = { 'user-agent': userAgent };
      const response = await app.inject({ method: 'POST', url: EVENTS_PATH, payload: events, headers });
      expect(response.json()).toMatchObject({ accepted: events.length });
      // On ClickHouse a 2xx means queued on disk (decision 069): reports read once it is delivered.
      await eventsDelivered(testApp.dataDir);
    }

    async function get<T>(path: string, query: string, token = admin): Promise<T> {
      const response = await app.inject({
        method: 'GET',
        url: `${path}?${query}`,
        cookies: { pf_staff_session: token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    }
    const report = (query: string, token?: string) =>
      get<TrafficReport>(TRAFFIC_PATH, `from=${from}&to=${to}&${query}`, token);

    beforeAll(async () => {
      if (dialect === 'postgres') cluster = await startPostgres();
      if (onClickHouse) clickHouse = await startClickHouse();
      testApp = await buildTestApp({
        databaseUrl: cluster?.url,
        env: {
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          ...(clickHouse === undefined ? {} : clickHouseEnv(clickHouse)),
        },
      });
      app = testApp.app;
      await seedDemoStaff(app.database.db, 'test');
      admin = await demoStaffSession(app, 'admin');

      await send(
        [
          // A: a visit of two page views, then one of one page view 50 minutes later.
          at(visitor.a, D + 10 * HOUR, '/home', { ...A, loading_time: 100, time_to_first_byte: 10 }),
          at(visitor.a, D + 10 * HOUR + 10 * MINUTE, '/games', A),
          at(visitor.a, D + 11 * HOUR, '/games', A),
          // C: a page load (site_loaded and its page view, both timed): one visit, one page view.
          at(
            visitor.c,
            D + DAY + 8 * HOUR,
            '/home',
            { ...C, loading_time: 300, time_to_first_byte: 30 },
            'site_loaded',
          ),
          at(visitor.c, D + DAY + 8 * HOUR + 1, '/home', { ...C, loading_time: 400, time_to_first_byte: 40 }),
          // E: a visit opened 10 minutes before the range and going on inside it.
          at(visitor.e, D - 10 * MINUTE, '/home', E),
          at(visitor.e, D + 10 * MINUTE, '/home', E),
          // The previous period: P, and A the day before D.
          at(visitor.p, D - 2 * DAY + 12 * HOUR, '/home', A),
          at(visitor.a, D - DAY + 9 * HOUR, '/home', A),
          // 20 timed page views of one visitor six days ago, license `perf`: percentiles.
          ...Array.from({ length: 20 }, (_, i) =>
            at(visitor.perf, D - 3 * DAY + 12 * HOUR + i * MINUTE, '/perf', {
              ...A,
              license: 'perf',
              loading_time: (20 - i) * 10,
              time_to_first_byte: i + 1,
            }),
          ),
          // Realtime: 2, 10 and 40 minutes ago.
          at(id(), now - 2 * MINUTE, '/live', { ...A, license: 'live' }),
          at(id(), now - 10 * MINUTE, '/live', { ...A, license: 'live' }),
          at(id(), now - 40 * MINUTE, '/live', { ...A, license: 'live' }),
        ],
        CHROME,
      );
      // B, in Instagram's in-app browser: one visit across midnight (20 minutes between views).
      await send(
        [
          at(visitor.b, D + 23 * HOUR + 50 * MINUTE, '/home', {
            ...B,
            loading_time: 200,
            time_to_first_byte: 20,
          }),
          at(visitor.b, D + DAY + 10 * MINUTE, '/games', B),
        ],
        INSTAGRAM,
      );
      // A crawler: stored flagged, counted only with include_bots.
      await send(
        [
          at(visitor.bot, D + 12 * HOUR, '/home', A),
          at(id(), now - MINUTE, '/live', { ...A, license: 'live' }),
        ],
        GOOGLEBOT,
      );
      if (dialect === 'clickhouse, timing days built') await buildTimingDays();
    });

    /**
     * Builds every day's timing cells as a second instance's updater would, with no overlap (the
     * inserts were delivered, so visible), and checks the tables now answer the whole range.
     */
    async function buildTimingDays(): Promise<void> {
      const client = app.clickHouseReporting?.client;
      if (client === undefined) throw new Error('the events are not on ClickHouse');
      // The work list's stamps are whole seconds: a rebuild covers only the inserts before its own.
      await sleep(1100);
      expect(await new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0 }).step()).toBeGreaterThan(0);
      const days = await timingDays(client, D - 3 * DAY, D + 2 * DAY);
      expect(days.raw).toEqual([]);
      expect(days.built.map((built) => built.day)).toEqual(
        [-3, -2, -1, 0, 1].map((offset) => isoDay(D + offset * DAY)),
      );
    }

    afterAll(async () => {
      await (testApp as TestApp | undefined)?.close();
      await cluster?.stop();
      await clickHouse?.stop();
    });

    it('should count visitors, visits (30 minutes idle ends one) and page views, with the previous period', async () => {
      const answer = await report('');
      expect(answer).toMatchObject({ from, to, interval: 'day', filters: {}, include_bots: false });
      // Visitors A, B, C, E; visits: A twice, B once (across midnight), C once, E's began before.
      expect(answer.totals).toEqual({
        visitors: 4,
        visits: 4,
        pageviews: 7,
        views_per_visit: 1.75,
        // A's second visit and C's visit (site_loaded is not a page view) had one page view.
        bounce_rate: 0.5,
      });
      expect(answer.previous).toEqual({
        from: isoDay(D - 2 * DAY),
        to: isoDay(D - DAY),
        totals: { visitors: 3, visits: 3, pageviews: 3, views_per_visit: 1, bounce_rate: 1 },
      });
    });

    it('should count the crawler only with include_bots', async () => {
      expect((await report('include_bots=true')).totals).toEqual({
        visitors: 5,
        visits: 5,
        pageviews: 8,
        views_per_visit: 1.6,
        bounce_rate: 0.6,
      });
    });

    it('should give a bucket per day, a visit in the bucket it began in', async () => {
      expect((await report('interval=day')).series).toEqual([
        { start: new Date(D).toISOString(), visitors: 3, visits: 3, pageviews: 5 },
        { start: new Date(D + DAY).toISOString(), visitors: 2, visits: 1, pageviews: 2 },
      ]);
    });

    it('should give 24 hourly buckets for one day, and compare with the day before', async () => {
      const answer = await get<TrafficReport>(TRAFFIC_PATH, `from=${from}&to=${from}`);
      expect(answer.interval).toBe('hour');
      expect(answer.series).toHaveLength(24);
      const busy = answer.series.filter((p) => p.visitors + p.visits + p.pageviews > 0);
      expect(busy).toEqual([
        { start: new Date(D).toISOString(), visitors: 1, visits: 0, pageviews: 1 },
        { start: new Date(D + 10 * HOUR).toISOString(), visitors: 1, visits: 1, pageviews: 2 },
        { start: new Date(D + 11 * HOUR).toISOString(), visitors: 1, visits: 1, pageviews: 1 },
        { start: new Date(D + 23 * HOUR).toISOString(), visitors: 1, visits: 1, pageviews: 1 },
      ]);
      expect(answer.totals).toMatchObject({ visitors: 3, visits: 3, pageviews: 5 });
      expect(answer.previous.totals).toMatchObject({ visitors: 2, visits: 2, pageviews: 2 });
    });

    it('should give weekly buckets starting on Monday', async () => {
      const monday = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
      const series = (await report('interval=week')).series;
      if (monday(D) === monday(D + DAY)) {
        expect(series).toEqual([
          { start: new Date(monday(D)).toISOString(), visitors: 4, visits: 4, pageviews: 7 },
        ]);
      } else {
        expect(series).toEqual([
          { start: new Date(monday(D)).toISOString(), visitors: 3, visits: 3, pageviews: 5 },
          { start: new Date(monday(D + DAY)).toISOString(), visitors: 2, visits: 1, pageviews: 2 },
        ]);
      }
    });

    it('should rank every dimension by visitors, then page views, in-app browsers by name', async () => {
      const { top } = await report('');
      expect(top.stag).toEqual([
        { value: STAG_A, visitors: 2, pageviews: 4 },
        { value: STAG_B, visitors: 1, pageviews: 2 },
        { value: null, visitors: 1, pageviews: 1 },
      ]);
      expect(top.interlayer_id).toEqual([
        { value: null, visitors: 3, pageviews: 4 },
        { value: 'il-1', visitors: 1, pageviews: 3 },
      ]);
      expect(top.country).toEqual([
        { value: 'DE', visitors: 3, pageviews: 5 },
        { value: 'AT', visitors: 1, pageviews: 2 },
      ]);
      expect(top.device).toEqual([
        { value: 'web', visitors: 3, pageviews: 5 },
        { value: 'mobile', visitors: 1, pageviews: 2 },
      ]);
      expect(top.browser).toEqual([
        { value: 'Chrome', visitors: 3, pageviews: 5 },
        { value: 'Instagram', visitors: 1, pageviews: 2 },
      ]);
      expect(top.pathname).toEqual([
        { value: '/home', visitors: 4, pageviews: 4 },
        { value: '/games', visitors: 2, pageviews: 3 },
      ]);
      expect(top.license).toEqual([
        { value: 'mga', visitors: 3, pageviews: 6 },
        { value: 'ukgc', visitors: 1, pageviews: 1 },
      ]);
      const first = await report('top=1');
      expect(first.top.pathname).toEqual([{ value: '/home', visitors: 4, pageviews: 4 }]);
    });

    it('should count only the matching events under filters, visits among them', async () => {
      const stagA = await report(`stag=${STAG_A}`);
      expect(stagA.filters).toEqual({ stag: STAG_A });
      expect(stagA.totals).toEqual({
        visitors: 2,
        visits: 2,
        pageviews: 4,
        views_per_visit: 2,
        bounce_rate: 0.5,
      });
      expect(stagA.previous.totals).toMatchObject({ visitors: 3, visits: 3, pageviews: 3 });
      expect(stagA.top.stag).toEqual([{ value: STAG_A, visitors: 2, pageviews: 4 }]);
      // (none): the events without a stag.
      expect((await report('stag=(none)')).totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
      // /games alone: A's two views 50 minutes apart are two visits; B's one.
      expect((await report('pathname=/games')).totals).toMatchObject({
        visitors: 2,
        visits: 3,
        pageviews: 3,
      });
      // Filters combine.
      const b = { visitors: 1, visits: 1, pageviews: 2 };
      expect((await report('device=mobile&country=AT')).totals).toMatchObject(b);
      expect((await report('browser=Instagram')).totals).toMatchObject(b);
      expect((await report('device=mobile&country=DE')).totals).toMatchObject({ visitors: 0, visits: 0 });
      expect((await report('license=ukgc')).totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
      expect((await report('interlayer_id=il-1')).totals).toMatchObject({
        visitors: 1,
        visits: 2,
        pageviews: 3,
      });
    });

    it('should give nearest-rank p50, p75 and p95 of the timing by page and by device, by bucket', async () => {
      // Each sample counts as its bucket's value (decision 088): 200 ms as 200, 300 as 299.2 …
      const b = timingBucket;
      const { timing } = await report('');
      expect(timing.by_pathname).toEqual([
        {
          value: '/home',
          loading_time: { samples: 4, p50: b(200), p75: b(300), p95: b(400) },
          time_to_first_byte: { samples: 4, p50: b(20), p75: b(30), p95: b(40) },
        },
      ]);
      expect(timing.by_device).toEqual([
        {
          value: 'web',
          loading_time: { samples: 3, p50: b(300), p75: b(400), p95: b(400) },
          time_to_first_byte: { samples: 3, p50: b(30), p75: b(40), p95: b(40) },
        },
        {
          value: 'mobile',
          loading_time: { samples: 1, p50: b(200), p75: b(200), p95: b(200) },
          time_to_first_byte: { samples: 1, p50: b(20), p75: b(20), p95: b(20) },
        },
      ]);
      // 20 samples 10…200 (sent in descending order): ranks 10, 15 and 19.
      const day = isoDay(D - 3 * DAY);
      const perf = await get<TrafficReport>(TRAFFIC_PATH, `from=${day}&to=${day}&license=perf`);
      expect(perf.timing.by_pathname).toEqual([
        {
          value: '/perf',
          loading_time: { samples: 20, p50: b(100), p75: b(150), p95: b(190) },
          time_to_first_byte: { samples: 20, p50: b(10), p75: b(15), p95: b(19) },
        },
      ]);
      expect(perf.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 20, bounce_rate: 0 });
      // The day holds only those: unfiltered (on ClickHouse, from the built cells) the same card.
      const whole = await get<TrafficReport>(TRAFFIC_PATH, `from=${day}&to=${day}`);
      expect(whole.timing).toEqual(perf.timing);
    });

    it('should count the visitors and page views of the last 5 and 30 minutes', async () => {
      const live = await get<TrafficRealtime>(TRAFFIC_REALTIME_PATH, 'license=live');
      expect(live.windows).toEqual([
        { minutes: 5, visitors: 1, pageviews: 1 },
        { minutes: 30, visitors: 2, pageviews: 2 },
      ]);
      expect(Date.parse(live.at)).toBeGreaterThanOrEqual(now);
      const withBots = await get<TrafficRealtime>(TRAFFIC_REALTIME_PATH, 'license=live&include_bots=true');
      expect(withBots.windows[0]).toEqual({ minutes: 5, visitors: 2, pageviews: 2 });
    });

    it("should show an affiliate manager only their affiliates' stags, and marketing everything", async () => {
      const manager = await demoStaffSession(app, 'affiliate_manager');
      const theirs = await report('', manager);
      expect(theirs.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, bounce_rate: 0 });
      // B's visit across midnight (on ClickHouse with the days built, from the per-stag visit
      // rows, decision 102: B is named there, a one-view visit open at midnight): a bounce in D
      // alone (its second view is after the range), none in D + 1 alone (it began before).
      const day = (which: string) =>
        get<TrafficReport>(TRAFFIC_PATH, `from=${which}&to=${which}&interval=day`, manager);
      expect((await day(from)).totals).toMatchObject({ visits: 1, bounce_rate: 1 });
      expect((await day(to)).totals).toMatchObject({ visits: 0, bounce_rate: null });
      expect(theirs.top.stag).toEqual([{ value: STAG_B, visitors: 1, pageviews: 2 }]);
      // B's visitor on both days, once in the range (on ClickHouse with the days built, from the
      // visitor rows per stag, decision 105), and on each page and in its country.
      expect(theirs.series.map((point) => point.visitors)).toEqual([1, 1]);
      expect(theirs.top.country).toEqual([{ value: 'AT', visitors: 1, pageviews: 2 }]);
      expect(theirs.top.pathname).toHaveLength(2);
      expect(theirs.top.pathname).toEqual(
        expect.arrayContaining([
          { value: '/home', visitors: 1, pageviews: 1 },
          { value: '/games', visitors: 1, pageviews: 1 },
        ]),
      );
      expect(theirs.previous.totals).toMatchObject({ visitors: 0 });
      // B's one timed page view (on ClickHouse with the days built, from the per-stag cells).
      const b = timingBucket;
      const one = (loading: number, firstByte: number) => ({
        loading_time: { samples: 1, p50: b(loading), p75: b(loading), p95: b(loading) },
        time_to_first_byte: { samples: 1, p50: b(firstByte), p75: b(firstByte), p95: b(firstByte) },
      });
      expect(theirs.timing).toEqual({
        by_pathname: [{ value: '/home', ...one(200, 20) }],
        by_device: [{ value: 'mobile', ...one(200, 20) }],
      });
      expect((await report(`stag=${STAG_A}`, manager)).totals.visitors).toBe(0);
      const realtime = await get<TrafficRealtime>(TRAFFIC_REALTIME_PATH, 'license=live', manager);
      expect(realtime.windows.map((w) => w.visitors)).toEqual([0, 0]);
      const marketing = await demoStaffSession(app, 'marketing');
      expect((await report('', marketing)).totals.visitors).toBe(4);
    });

    it('should refuse other roles, no session, and ranges it cannot answer', async () => {
      const support = await demoStaffSession(app, 'support');
      const refused = (url: string, token?: string) =>
        app.inject({
          method: 'GET',
          url,
          cookies: token === undefined ? {} : { pf_staff_session: token },
        });
      expect((await refused(`${TRAFFIC_PATH}?period=7d`, support)).statusCode).toBe(403);
      expect((await refused(TRAFFIC_REALTIME_PATH, support)).statusCode).toBe(403);
      expect((await refused(`${TRAFFIC_PATH}?period=7d`)).statusCode).toBe(401);
      const bad = async (query: string) => {
        const response = await refused(`${TRAFFIC_PATH}?${query}`, admin);
        expect(response.statusCode, query).toBe(400);
        return response.json<{ code?: string }>().code;
      };
      expect(await bad(`from=${from}`)).toBe('INVALID_RANGE');
      expect(await bad(`from=${to}&to=${from}`)).toBe('INVALID_RANGE');
      expect(await bad('from=2024-01-01&to=2025-01-02')).toBe('INVALID_RANGE');
      expect(await bad('from=2025-01-01&to=2025-02-01&interval=hour')).toBe('INVALID_RANGE');
      await bad('period=year');
      await bad('top=0');
    });

    it('should resolve a named period ending today', async () => {
      const today = isoDay(Date.now());
      const week = await get<TrafficReport>(TRAFFIC_PATH, 'period=7d');
      expect(week).toMatchObject({ from: isoDay(Date.parse(today) - 6 * DAY), to: today, interval: 'day' });
      expect(week.series).toHaveLength(7);
      const day = await get<TrafficReport>(TRAFFIC_PATH, 'period=today');
      expect(day).toMatchObject({ from: today, to: today, interval: 'hour' });
      expect(day.previous).toMatchObject({
        from: isoDay(Date.parse(today) - DAY),
        to: isoDay(Date.parse(today) - DAY),
      });
    });
  },
);
