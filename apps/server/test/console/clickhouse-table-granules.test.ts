import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { TrafficReport } from '@playfront/contracts';
import { ClickHouseTrafficReport } from '../../src/console/clickhouse/clickhouse-traffic-report.ts';
import { pageviewStagDaysTable } from '../../src/events/clickhouse/clickhouse-pageview-days.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import {
  narrowGranules,
  STAG_TABLE_GRANULARITY,
  type TableDefinition,
} from '../../src/events/clickhouse/clickhouse-table-granules.ts';
import { ClickHouseTimingDaysUpdater } from '../../src/events/clickhouse/clickhouse-timing-days-updater.ts';
import { timingStagCellsTable } from '../../src/events/clickhouse/clickhouse-timing-stag-days.ts';
import { visitorStagDaysTable } from '../../src/events/clickhouse/clickhouse-visitor-stag-days.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days 4 and 3 before today (UTC). */
const D1 = Math.floor(Date.now() / DAY) * DAY - 4 * DAY;
const D2 = D1 + DAY;

/** The tables step 20 writes again, each with its definition. */
const STAG_TABLES: readonly [string, TableDefinition][] = [
  ['analytics_pageview_stag_days', pageviewStagDaysTable],
  ['analytics_visitor_stag_days', visitorStagDaysTable],
  ['analytics_timing_stag_cells', timingStagCellsTable],
];

/** A day's events: three stags' visitors on a few pages and devices, timed, one a bot. */
function dayEvents(day: number) {
  return Array.from({ length: 60 }, (_, n) =>
    asStored(
      makeEvent({
        timestamp: day + HOUR + n * 7 * 60_000,
        stag: ['aff-1', 'aff-2', 'aff-3'][n % 3],
        temp_player_id: `visitor-${n % 11}`,
        pathname: `/games/${n % 5}`,
        device: n % 4 === 0 ? 'mobile' : 'web',
        loading_time: 200 + ((n * 37) % 900) + 0.25,
        time_to_first_byte: 5 + ((n * 13) % 60),
      }),
      n === 59 ? 1 : 0,
    ),
  );
}

async function rows<Row>(client: ClickHouseClient, query: string): Promise<Row[]> {
  const result = await client.query({ query, format: 'JSONEachRow' });
  return result.json<Row>();
}

/** Every table of the database whose name begins with `prefix`, with its engine's settings. */
async function engines(client: ClickHouseClient, prefix: string) {
  return rows<{ name: string; engine_full: string }>(
    client,
    `SELECT name, engine_full FROM system.tables
      WHERE database = currentDatabase() AND startsWith(name, '${prefix}') ORDER BY name`,
  );
}

const count = async (client: ClickHouseClient, table: string) =>
  Number((await rows<{ n: string }>(client, `SELECT count() AS n FROM ${table}`))[0]?.n);

/** A deployment at step 19 (the stag tables with 18.16's default granules), two days built. */
describe('given the stag tables of a deployment before step 20, the upgrade', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const settings = () => ({ ...server, database: 'playfront_granules_upgrade' });
  const params = {
    from: isoDay(D1),
    to: isoDay(D2),
    interval: 'day' as const,
    filters: {},
    top: 3,
    stags: ['aff-1', 'aff-3'],
    includeBots: false,
  };
  const before = new Map<string, number>();
  let dashboard: TrafficReport;

  beforeAll(async () => {
    server = await startClickHouse();
    await migrateClickHouse(settings(), 19);
    client = clickHouseClient(settings());
    for (const [table, define] of STAG_TABLES) {
      await client.command({ query: `DROP TABLE ${table}` });
      await client.command({ query: define(table, 8192) });
    }
    await client.insert({
      table: 'analytics_events',
      values: [...dayEvents(D1), ...dayEvents(D2)],
      format: 'JSONEachRow',
    });
    await sleep(1100);
    expect(await new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0 }).step()).toBe(2);
    for (const [table] of STAG_TABLES) before.set(table, await count(client, table));
    dashboard = await new ClickHouseTrafficReport(client).report(params);
    // Read from the built days: the stags' cards, timing and visitors are there.
    expect(dashboard.top.pathname.length).toBe(3);
    expect(dashboard.timing.by_device.length).toBe(2);
    expect(dashboard.totals.visitors).toBeGreaterThan(0);
  }, 60_000);

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should write each stag table again with fine granules, every row kept, the dashboard the same', async () => {
    expect((await engines(client, 'analytics_')).filter((t) => t.engine_full.includes('8192'))).not.toEqual(
      [],
    );
    await migrateClickHouse(settings());
    for (const [table] of STAG_TABLES) {
      const [found, ...others] = await engines(client, table);
      expect(others).toEqual([]);
      expect(found?.engine_full).toContain(`index_granularity = ${STAG_TABLE_GRANULARITY}`);
      expect(await count(client, table)).toBe(before.get(table));
      expect(before.get(table)).toBeGreaterThan(0);
    }
    expect(await new ClickHouseTrafficReport(client).report(params)).toEqual(dashboard);
    // Already fine: nothing is copied again.
    await narrowGranules(client, 'analytics_pageview_stag_days', pageviewStagDaysTable);
    expect(await count(client, 'analytics_pageview_stag_days')).toBe(
      before.get('analytics_pageview_stag_days'),
    );
  });

  it('should copy, when run again after a cut, the rebuild the old table got during the copy', async () => {
    const table = 'analytics_pageview_stag_days';
    // Cut after the swap: the old table still there, with a generation written after the copy.
    await client.command({ query: pageviewStagDaysTable(`${table}_old`, 8192) });
    await client.command({ query: `INSERT INTO ${table}_old SELECT * FROM ${table}` });
    await client.command({
      query: `INSERT INTO ${table}_old SELECT day, 'late-generation', bots, stag, dimension, value, pageviews
        FROM ${table} WHERE day = toDate('${isoDay(D2)}')`,
    });
    const late = (await count(client, `${table}_old`)) - (before.get(table) ?? 0);
    expect(late).toBeGreaterThan(0);
    await narrowGranules(client, table, pageviewStagDaysTable);
    expect((await engines(client, table)).map((t) => t.name)).toEqual([table]);
    expect(await count(client, table)).toBe((before.get(table) ?? 0) + late);

    // Cut between the two renames: the table missing, the new one under its temporary name.
    await client.command({ query: `RENAME TABLE ${table} TO ${table}_new` });
    await client.command({ query: pageviewStagDaysTable(`${table}_old`, 8192) });
    await narrowGranules(client, table, pageviewStagDaysTable);
    expect((await engines(client, table)).map((t) => t.name)).toEqual([table]);
    expect(await count(client, table)).toBe((before.get(table) ?? 0) + late);
  });
});
