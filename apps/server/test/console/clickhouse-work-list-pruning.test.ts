import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { pruneWorkLists } from '../../src/events/clickhouse/clickhouse-work-list-pruning.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const DAY = 86_400;
/** Today's start, UTC, in Unix seconds: the server runs in UTC, the lists' days are UTC days. */
const TODAY = Math.floor(Date.now() / 1000 / DAY) * DAY;
/** Days back of the rows each list holds, an hour into each day. */
const DAYS_BACK = [10, 8, 4, 0];
const yyyymmdd = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '');
const day = (back: number) => yyyymmdd(TODAY - back * DAY);

describe('the work lists on ClickHouse, pruned', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;

  const rows = async <Row>(query: string): Promise<Row[]> => {
    const result = await client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  };
  /** The days (YYYYMMDD) a list still has rows of. */
  const daysOf = async (table: string) =>
    (
      await rows<{ d: string }>(
        `SELECT DISTINCT toString(toYYYYMMDD(inserted_at)) AS d FROM ${table} ORDER BY d`,
      )
    ).map((row) => row.d);
  const at = (back: number) => `toDateTime(${TODAY - back * DAY + 3600})`;

  beforeAll(async () => {
    server = await startClickHouse();
    const settings = { ...server, database: 'playfront_work_list_pruning' };
    await migrateClickHouse(settings);
    client = clickHouseClient(settings);
    for (const back of DAYS_BACK) {
      await client.command({
        query: `INSERT INTO analytics_visits_dirty (inserted_at, visitor, first_at, last_at)
          VALUES (${at(back)}, 'visitor-${back}', 0, 0)`,
      });
      await client.command({
        query: `INSERT INTO analytics_timing_dirty (inserted_at, day) VALUES (${at(back)}, today())`,
      });
    }
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should keep every day the slowest reader may still read, and a list whose reader has no place whole', async () => {
    // The visits updater's watermark is the migration's (now); the devices keeper looked up until
    // 9 days back; the timing updater has no watermark yet.
    expect(await pruneWorkLists(client, TODAY - 9 * DAY + 3600)).toEqual({ visits: [], timing: [] });
    expect(await daysOf('analytics_visits_dirty')).toEqual(DAYS_BACK.map(day));
    expect(await daysOf('analytics_timing_dirty')).toEqual(DAYS_BACK.map(day));
  });

  it("should keep three whole days before the oldest reader's place", async () => {
    await client.command({ query: `INSERT INTO analytics_timing_watermark VALUES (${at(9)}), (${at(2)})` });
    // The keeper looked up until 5 days back: the visits list keeps from 8 days back on.
    expect(await pruneWorkLists(client, TODAY - 5 * DAY + 3600)).toEqual({
      visits: [day(10)],
      timing: [day(10), day(8)],
    });
    expect(await daysOf('analytics_visits_dirty')).toEqual([day(8), day(4), day(0)]);
    expect(await daysOf('analytics_timing_dirty')).toEqual([day(4), day(0)]);
    // The timing watermark's own day before its place less three is gone, its place kept.
    const watermarks = await rows<{ d: string; place: string }>(
      `SELECT toString(toYYYYMMDD(done_until)) AS d, toString(toUnixTimestamp(max(done_until))) AS place
        FROM analytics_timing_watermark GROUP BY d`,
    );
    expect(watermarks).toEqual([{ d: day(2), place: String(TODAY - 2 * DAY + 3600) }]);
    // The keeper caught up to a day back: the list keeps from 4 days back on.
    expect(await pruneWorkLists(client, TODAY - DAY + 3600)).toEqual({ visits: [day(8)], timing: [] });
    expect(await daysOf('analytics_visits_dirty')).toEqual([day(4), day(0)]);
    expect(await pruneWorkLists(client, TODAY - DAY + 3600)).toEqual({ visits: [], timing: [] });
  });
});
