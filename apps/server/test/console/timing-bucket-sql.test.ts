import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TIMING_BUCKET_LADDER, timingBucket } from '@playfront/contracts';
import { timingBucketSql } from '../../src/console/rollups/timing-bucket-sql.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { clickHouseClient } from '../../src/events/clickhouse/clickhouse-settings.ts';
import { seededRandom } from '../helpers/seeded-random.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

/**
 * Samples where the ladder could go wrong: each rung's edge in tenths, a hair either side, the
 * exact rung's rounding edges, the smallest and largest doubles, and values at random over nine
 * orders of magnitude.
 */
function samples(): number[] {
  const values = [
    Number.MIN_VALUE,
    1e-9,
    0.04,
    0.05,
    0.049999999999999996,
    12.74,
    12.75,
    1e300,
    Number.MAX_VALUE,
  ];
  for (const { below } of TIMING_BUCKET_LADDER) {
    const ms = below / 10;
    values.push(ms, ms * (1 - 1e-15), ms * (1 + 1e-15), ms - 0.05, ms + 0.05);
  }
  const random = seededRandom(88);
  for (let i = 0; i < 400; i += 1) values.push(10 ** (random() * 9 - 2));
  return values;
}

/**
 * The timing card's buckets (decision 088) are computed in SQL by each engine from the one
 * ladder in contracts: every engine must give `timingBucket`'s value to the bit, or a rollup
 * and the raw report (or ClickHouse and SQLite) would disagree on a percentile.
 */
describe.each(['sqlite', 'postgres', 'clickhouse'] as const)(
  'given timing samples bucketed on %s',
  (engine) => {
    let cluster: PostgresCluster | undefined;
    let clickHouse: ClickHouseServer | undefined;
    let handle: DatabaseHandle | undefined;
    let dataDir: string | undefined;

    beforeAll(async () => {
      if (engine === 'clickhouse') {
        clickHouse = await startClickHouse();
        return;
      }
      if (engine === 'postgres') cluster = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'playfront-timing-buckets-'));
      const databaseUrl =
        cluster === undefined
          ? undefined
          : await cluster.createDatabase(`buckets_${randomUUID().slice(0, 8)}`);
      handle = openDatabase({ databaseUrl, dataDir });
    }, 120_000);

    afterAll(async () => {
      await handle?.close();
      await cluster?.stop();
      await clickHouse?.stop();
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    });

    /** Each sample's bucket as the engine computes it, in the samples' order. */
    async function bucketsInSql(values: readonly number[]): Promise<(number | null)[]> {
      if (clickHouse !== undefined) {
        const client = clickHouseClient(clickHouse);
        try {
          // Each double as its bits, both ways: no float text parsed or printed in between.
          const bits = values.map((value) => {
            const buffer = Buffer.alloc(8);
            buffer.writeDoubleLE(value);
            return buffer.readBigUInt64LE().toString();
          });
          const asBits = (expression: string) =>
            `toString(reinterpretAsUInt64(reinterpretAsString(${expression})))`;
          const result = await client.query({
            query: `SELECT ${asBits(timingBucketSql('sample'))} AS bucket FROM (
              SELECT arrayJoin(arrayEnumerate(b)) AS i, reinterpretAsFloat64(reinterpretAsString(b[i])) AS sample
              FROM (SELECT [${bits.map((bit) => `toUInt64('${bit}')`).join(', ')}] AS b)) ORDER BY i`,
            format: 'JSONEachRow',
          });
          const none = await client.query({
            query: `SELECT ${timingBucketSql('sample')} AS bucket FROM (SELECT CAST(NULL AS Nullable(Float64)) AS sample)`,
            format: 'JSONEachRow',
          });
          const fromBits = (text: string) => {
            const buffer = Buffer.alloc(8);
            buffer.writeBigUInt64LE(BigInt(text));
            return buffer.readDoubleLE();
          };
          return [
            ...(await result.json<{ bucket: string }>()).map((row) => fromBits(row.bucket)),
            ...(await none.json<{ bucket: number | null }>()).map((row) => row.bucket),
          ];
        } finally {
          await client.close();
        }
      }
      const db = handle!.db;
      const type = sql.raw(handle!.dialect === 'postgres' ? 'double precision' : 'real');
      await sql`create table if not exists timing_samples (i integer primary key, sample ${type})`.execute(
        db,
      );
      await sql`delete from timing_samples`.execute(db);
      const rows = [...values, null].map((sample, i) => sql`(${i}, ${sample})`);
      await sql`insert into timing_samples (i, sample) values ${sql.join(rows)}`.execute(db);
      const result = await sql<{ bucket: number | string | null }>`
      select ${sql.raw(timingBucketSql('sample'))} as bucket from timing_samples order by i`.execute(db);
      return result.rows.map((row) => (row.bucket === null ? null : Number(row.bucket)));
    }

    it("should give timingBucket's value for every sample, and null for none", async () => {
      const values = samples();
      const buckets = await bucketsInSql(values);
      expect(buckets).toEqual([...values.map(timingBucket), null]);
    }, 60_000);
  },
);
