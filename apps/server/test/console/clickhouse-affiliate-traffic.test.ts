import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { AffiliateReport, ReportDimension } from '@playfront/contracts';
import { ClickHouseAffiliateTraffic } from '../../src/console/clickhouse/clickhouse-affiliate-traffic.ts';
import { firstDevices } from '../../src/console/clickhouse/clickhouse-first-devices.ts';
import { clickHouseAffiliateReport } from '../../src/console/clickhouse/clickhouse-report-sources.ts';
import { affiliateReportFor } from '../../src/console/reports/affiliate-report-for.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { seededRandom } from '../../src/demo-data/seeded-random.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';
import { insertTransaction } from '../routes/payments/payments-fixtures.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Known traffic over five days: visitors with several visits, stags, interlayers, bots, late gaps. */
function traffic(start: number): StoredEvent[] {
  const next = seededRandom(13);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const rows: StoredEvent[] = [];
  for (let visitor = 0; visitor < 60; visitor += 1) {
    const bot = next() < 0.1 ? 1 : 0;
    const device = pick(['web', 'mobile', null] as const);
    const country = pick(['DE', 'GB', 'FI', null] as const);
    let at = start + Math.floor(next() * 4 * DAY);
    for (let visit = 0; visit < 1 + Math.floor(next() * 3); visit += 1) {
      // A visitor may come back by another affiliate's link: the stag belongs to the event.
      const stag = pick(['alpha', 'beta', 'gamma', null] as const);
      const interlayer = next() < 0.3 ? pick(['il-1', 'il-2'] as const) : null;
      for (let event = 0; event < 1 + Math.floor(next() * 4); event += 1) {
        rows.push(
          storedUntimed(
            {
              temp_player_id: `visitor-${visitor}`,
              timestamp: at,
              stag,
              interlayer_id: interlayer,
              ip_country: country,
              device,
            },
            bot,
          ),
        );
        // Gaps around the 30-minute idle limit, so some visits end and some go on.
        at += pick([2, 12, 29, 31, 45]) * MINUTE;
      }
      at += Math.floor(next() * 2 * DAY);
    }
  }
  return rows;
}

/**
 * Players of a third of the visitors (and one with no visitor), registered over the days, with
 * approved deposits and cash-outs in two currencies and a declined deposit.
 */
async function addPlayers(test: TestApp, start: number): Promise<void> {
  const { db } = test.app.database;
  const next = seededRandom(29);
  for (let n = 0; n < 22; n += 1) {
    const id = `report-player-${n}`;
    const created = start + Math.floor(next() * 4 * DAY);
    const currency = n % 3 === 0 ? 'USD' : 'EUR';
    await db
      .insertInto('players')
      .values({
        id,
        email: `${id}@example.com`,
        password_hash: 'x',
        first_name: null,
        last_name: null,
        gender: null,
        birth_date: null,
        country: n % 2 === 0 ? 'DE' : 'FI',
        address: null,
        city: null,
        postal_code: null,
        phone: null,
        currency,
        kyc_status: 'none',
        created_at: created,
        updated_at: created,
        erased_at: null,
      })
      .execute();
    await db
      .insertInto('player_attribution')
      .values({
        player_id: id,
        stag: n % 4 === 0 ? null : (['alpha', 'beta', 'gamma'][n % 3] ?? null),
        interlayer_id: n % 5 === 0 ? 'il-1' : null,
        temp_player_id: n === 21 ? null : `visitor-${n <= 2 ? n : n * 3}`,
        created_at: created,
        click_id: null,
      })
      .execute();
    for (let payment = 0; payment < n % 4; payment += 1) {
      const at = created + (payment + 1) * 7 * 60 * MINUTE;
      await insertTransaction(db, { playerId: id, currency, amount: 1_001 + 977 * payment, createdAt: at });
    }
    if (n % 3 === 1) {
      await insertTransaction(db, {
        playerId: id,
        currency,
        action: 'cashout',
        amount: 555,
        createdAt: created + DAY,
      });
      await insertTransaction(db, {
        playerId: id,
        currency,
        amount: 9_999,
        status: 'declined',
        createdAt: created,
      });
    }
  }
}

describe('given the same events on SQLite and on ClickHouse', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  /** Events, players and money on SQLite: the SQL report's answers are the reference. */
  let test: TestApp;
  /** The same players and money with the events on ClickHouse only, as a deployment has them. */
  let deployed: TestApp;
  const start = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
  const range = { from: isoDay(start), to: isoDay(start + 5 * DAY) };

  /** Events stored in both places, as the collector would have stored them in either. */
  async function storeBoth(rows: StoredEvent[]): Promise<void> {
    await client.insert({ table: 'analytics_events', values: rows, format: 'JSONEachRow' });
    for (let i = 0; i < rows.length; i += 100) {
      await test.app.database.db
        .insertInto('analytics_events')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  }

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_affiliate_traffic' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    test = await buildTestApp();
    deployed = await buildTestApp();
    const rows = traffic(start);
    await storeBoth(rows);
    // A redelivery reaches ClickHouse twice before any merge: still one event.
    await client.insert({ table: 'analytics_events', values: rows.slice(0, 40), format: 'JSONEachRow' });
    // Visitors whose first event is not their usual device: one arrives after the later ones
    // (stored later, stamped earlier), one has no device at all.
    await storeBoth([
      storedUntimed({ temp_player_id: 'visitor-1', timestamp: start - MINUTE, device: 'tablet' }),
      storedUntimed({ temp_player_id: 'visitor-2', timestamp: start - MINUTE, device: null }),
    ]);
    await addPlayers(test, start);
    await addPlayers(deployed, start);
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await test.close();
    await deployed.close();
    await server.stop();
  });

  const groupings: ReportDimension[][] = [
    [],
    ['stag'],
    ['day'],
    ['month'],
    ['country'],
    ['device'],
    ['interlayer_id'],
    ['stag', 'country'],
    ['day', 'stag', 'device'],
  ];
  const scopes = [
    { stags: null, includeBots: false },
    { stags: ['alpha', 'gamma'], includeBots: false },
    { stags: null, includeBots: true },
    { stags: [], includeBots: false },
  ];

  it.each(groupings.flatMap((groupBy) => scopes.map((scope) => ({ groupBy, ...scope }))))(
    'should count visits and unique visitors as the SQL report does, by $groupBy, stags $stags, bots $includeBots',
    async ({ groupBy, stags, includeBots }) => {
      const sql = await affiliateReportFor(test.app.database).run({
        ...range,
        groupBy,
        currency: 'EUR',
        stags,
        includeBots,
      });
      const expected = sql.rows
        .map((row) => ({
          dims: Object.fromEntries(groupBy.map((dimension) => [dimension, row[dimension] ?? null])),
          visits: row.visits,
          unique_visitors: row.unique_visitors,
        }))
        .filter((row) => row.visits !== 0 || row.unique_visitors !== 0);
      const rows = groupBy.length === 0 ? [{ dims: {}, ...sql.totals }] : expected;

      const clickhouse = await new ClickHouseAffiliateTraffic(client).rows({
        ...range,
        groupBy,
        stags,
        includeBots,
      });
      const byKey = (list: readonly { dims: object; visits: number; unique_visitors: number }[]) =>
        Object.fromEntries(list.map((row) => [JSON.stringify(row.dims), [row.visits, row.unique_visitors]]));
      const wanted = byKey(
        rows.map(({ dims, visits, unique_visitors }) => ({ dims, visits, unique_visitors })),
      );
      expect(byKey(clickhouse.rows)).toEqual(wanted);
      expect(clickhouse.uniqueVisitors).toBe(sql.totals.unique_visitors);
      if (stags === null && !includeBots) expect(Object.keys(wanted).length).toBeGreaterThan(0);
    },
  );

  const byDevice = [
    { groupBy: ['device'] as ReportDimension[], stags: null },
    { groupBy: ['stag', 'device'] as ReportDimension[], stags: null },
    { groupBy: ['day', 'device'] as ReportDimension[], stags: ['alpha', 'gamma'] },
    { groupBy: ['country', 'interlayer_id', 'device'] as ReportDimension[], stags: null },
  ];

  /** The report by `groupBy` on SQLite and on the ClickHouse deployment, which must be equal. */
  async function bothReports(groupBy: ReportDimension[], stags: string[] | null) {
    const params = { ...range, groupBy, currency: 'USD' as const, stags };
    const sql = await affiliateReportFor(test.app.database).run(params);
    const clickhouse = await clickHouseAffiliateReport(deployed.app.database, client).run(params);
    return { sql, clickhouse };
  }

  it.each(byDevice)(
    'should put players and money under their first device as the SQL report does, by $groupBy, stags $stags',
    async ({ groupBy, stags }) => {
      const { sql, clickhouse } = await bothReports(groupBy, stags);
      expect(clickhouse).toEqual(sql);
      if (stags === null) {
        const devices = new Set(sql.rows.filter((row) => row.registrations > 0).map((row) => row.device));
        expect([...devices].sort()).toEqual(expect.arrayContaining(['tablet', null]));
      }
    },
  );

  it('should move a player to the device of a first event that arrives late, and find one for a visitor seen after registering', async () => {
    const devices = (report: AffiliateReport) =>
      Object.fromEntries(report.rows.map((row) => [String(row.device), row.registrations]));
    const before = await bothReports(['device'], null);
    expect(before.clickhouse).toEqual(before.sql);
    // visitor-9 (report-player-3's) gets an event stamped before all theirs, on a device no one
    // else has; report-player-21 had no visitor: they get one, seen only now, on another.
    await test.app.database.db
      .updateTable('player_attribution')
      .set({ temp_player_id: 'visitor-new' })
      .where('player_id', '=', 'report-player-21')
      .execute();
    await deployed.app.database.db
      .updateTable('player_attribution')
      .set({ temp_player_id: 'visitor-new' })
      .where('player_id', '=', 'report-player-21')
      .execute();
    const between = await bothReports(['device'], null);
    expect(between.clickhouse).toEqual(between.sql);
    await storeBoth([
      storedUntimed({ temp_player_id: 'visitor-9', timestamp: start - 2 * MINUTE, device: 'console' }),
      storedUntimed({ temp_player_id: 'visitor-new', timestamp: start + DAY, device: 'smarttv' }),
    ]);
    const after = await bothReports(['device'], null);
    expect(after.clickhouse).toEqual(after.sql);
    expect(devices(after.clickhouse)).toMatchObject({ console: 1, smarttv: 1 });
    expect(devices(before.clickhouse)).not.toHaveProperty('console');
  });

  it("should look up a month's players at once, past ClickHouse's default query and syntax-tree limits", async () => {
    const unknown = Array.from({ length: 120_000 }, (_, i) => `unknown-visitor-${i}`);
    const devices = await firstDevices(client, [...unknown, 'visitor-1', 'visitor-2']);
    expect(devices.size).toBe(120_002);
    expect(devices.get('visitor-1')?.device).toBe('tablet');
    expect(devices.get('visitor-2')?.device).toBeNull();
    const unknownOne = devices.get('unknown-visitor-7');
    expect(unknownOne?.device).toBeNull();
    expect(unknownOne?.hash).toMatch(/^[0-9A-F]{32}$/);
  });
});
