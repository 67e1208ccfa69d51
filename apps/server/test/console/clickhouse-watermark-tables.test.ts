import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { moveWatermarkToMergeTree } from '../../src/events/clickhouse/clickhouse-watermark-tables.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';

const WATERMARKS = ['analytics_visits_watermark', 'analytics_timing_watermark'];
const tinyLog = (name: string) => `CREATE TABLE ${name} (done_until DateTime) ENGINE = TinyLog`;

/** A deployment at step 20, its watermarks in TinyLogs with a few moves each. */
describe('given the watermarks of a deployment before step 21, the upgrade', () => {
  let server: ClickHouseServer;
  let client: ClickHouseClient;
  const settings = () => ({ ...server, database: 'playfront_watermarks_upgrade' });

  const rows = async <Row>(query: string): Promise<Row[]> => {
    const result = await client.query({ query, format: 'JSONEachRow' });
    return result.json<Row>();
  };
  /** The tables whose name begins with `prefix`, and their engines. */
  const tables = async (prefix: string) =>
    rows<{ name: string; engine: string }>(
      `SELECT name, engine FROM system.tables
        WHERE database = currentDatabase() AND startsWith(name, '${prefix}') ORDER BY name`,
    );
  const place = async (table: string) =>
    (await rows<{ at: string }>(`SELECT toString(toUnixTimestamp(max(done_until))) AS at FROM ${table}`))[0]
      ?.at;

  beforeAll(async () => {
    server = await startClickHouse();
    await migrateClickHouse(settings(), 20);
    client = clickHouseClient(settings());
    for (const [index, table] of WATERMARKS.entries()) {
      await client.command({ query: `DROP TABLE ${table}` });
      await client.command({ query: tinyLog(table) });
      await client.command({
        query: `INSERT INTO ${table} VALUES (toDateTime(1795000000)), (toDateTime(${1795100000 + index}))`,
      });
    }
  });

  afterAll(async () => {
    await (client as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
  });

  it('should move each watermark to a MergeTree by day, its place kept', async () => {
    await migrateClickHouse(settings());
    for (const [index, table] of WATERMARKS.entries()) {
      expect(await tables(table)).toEqual([{ name: table, engine: 'MergeTree' }]);
      expect(await place(table)).toBe(String(1795100000 + index));
      // Only the place is copied (twice: before the swap, and after it from the old table).
      expect(await rows(`SELECT DISTINCT done_until FROM ${table}`)).toHaveLength(1);
    }
    // Not a TinyLog any more: nothing is done again.
    const moved = (await rows(`SELECT * FROM ${WATERMARKS[0] ?? ''}`)).length;
    await moveWatermarkToMergeTree(client, WATERMARKS[0] ?? '');
    expect(await rows(`SELECT * FROM ${WATERMARKS[0] ?? ''}`)).toHaveLength(moved);
  });

  it('should copy, when run again after a cut, a place the old table got after the copy', async () => {
    const table = 'analytics_visits_watermark';
    // Cut after the swap: the old TinyLog still there, moved on by an instance on the old code.
    await client.command({ query: tinyLog(`${table}_old`) });
    await client.command({ query: `INSERT INTO ${table}_old VALUES (toDateTime(1795200000))` });
    await moveWatermarkToMergeTree(client, table);
    expect(await tables(table)).toEqual([{ name: table, engine: 'MergeTree' }]);
    expect(await place(table)).toBe('1795200000');

    // Cut between the two renames: the table missing, the new one under its temporary name.
    await client.command({ query: `RENAME TABLE ${table} TO ${table}_new` });
    await client.command({ query: tinyLog(`${table}_old`) });
    await moveWatermarkToMergeTree(client, table);
    expect(await tables(table)).toEqual([{ name: table, engine: 'MergeTree' }]);
    expect(await place(table)).toBe('1795200000');
  });
});
