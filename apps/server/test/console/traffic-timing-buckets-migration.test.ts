import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { timingBucket } from '@playfront/contracts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { migrationProvider } from '../../src/db/migrations/index.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { seededRandom } from '../helpers/seeded-random.ts';

interface HistogramRow {
  scope: number;
  dim: number;
  day: number;
  value: string;
  metric: number;
  sample: number;
  samples: number;
}

const parsed = (row: Record<keyof HistogramRow, number | string>): HistogramRow => ({
  scope: Number(row.scope),
  dim: Number(row.dim),
  day: Number(row.day),
  value: String(row.value),
  metric: Number(row.metric),
  sample: Number(row.sample),
  samples: Number(row.samples),
});

const keyOf = (row: Omit<HistogramRow, 'samples'>) =>
  [row.scope, row.dim, row.day, row.value, row.metric, row.sample].join('|');

/**
 * A database whose timing histograms hold exact sample values (migration 0034's rows, before
 * decision 088): migration 0037 merges them into their buckets, counts summed, rows that sum to
 * nothing dropped, every other table left alone. SQLite and PostgreSQL.
 */
describe.each(['sqlite', 'postgres'] as const)(
  'given exact timing histograms on %s, migration 0037',
  (dialect) => {
    let cluster: PostgresCluster | undefined;
    let handle: DatabaseHandle;
    let dataDir: string;

    beforeAll(async () => {
      if (dialect === 'postgres') cluster = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'playfront-timing-migration-'));
      const databaseUrl =
        cluster === undefined
          ? undefined
          : await cluster.createDatabase(`timing_${randomUUID().slice(0, 8)}`);
      handle = openDatabase({ databaseUrl, dataDir });
    }, 120_000);

    afterAll(async () => {
      await handle.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('should merge them into buckets with their counts summed', async () => {
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0035-traffic-open-visits')).error).toBeUndefined();
      const random = seededRandom(37);
      const exact = new Map<string, HistogramRow>();
      for (let i = 0; i < 600; i += 1) {
        const row = {
          scope: i % 2,
          dim: i % 3 === 0 ? 5 : 3,
          day: 20_400 + (i % 4 === 0 ? 1 : 0),
          value: i % 5 === 0 ? '' : `=/games/${i % 3}`,
          metric: i % 2,
          // Many values in few buckets (300–330 ms: buckets of 3.2 ms), some small and some huge.
          sample:
            i % 10 === 0 ? Math.round(random() * 128) / 10 : i % 37 === 0 ? 5e9 + i : 300 + random() * 30,
          samples: 1 + Math.floor(random() * 4),
        };
        exact.set(keyOf(row), row);
      }
      // A row that a later batch took back to nothing stays in the histogram as 0.
      const zero = { scope: 0, dim: 3, day: 20_401, value: '=/zero', metric: 0, sample: 999.9, samples: 0 };
      exact.set(keyOf(zero), zero);
      const rows = [...exact.values()];
      for (let start = 0; start < rows.length; start += 100) {
        const values = rows
          .slice(start, start + 100)
          .map(
            (row) =>
              sql`(${row.scope}, ${row.dim}, ${row.day}, ${row.value}, ${row.metric}, ${row.sample}, ${row.samples})`,
          );
        await sql`insert into traffic_timing (scope, dim, day, value, metric, sample, samples)
        values ${sql.join(values)}`.execute(handle.db);
      }
      // Value counts of two days of one week and one of the next, summed by week too.
      await sql`insert into traffic_value_counts (scope, dim, day, value, events, pageviews, loading_samples, ttfb_samples)
      values (0, 6, 20400, '=/a', 3, 2, 1, 1), (0, 6, 20401, '=/a', 4, 4, 2, 0), (0, 6, 20402, '=/a', 5, 1, 0, 3),
        (1, 6, 20401, '=/a', 1, 1, 1, 1)`.execute(handle.db);
      const expected = new Map<string, HistogramRow>();
      for (const row of rows) {
        const bucket = { ...row, sample: timingBucket(row.sample) };
        const key = keyOf(bucket);
        const sum = (expected.get(key)?.samples ?? 0) + row.samples;
        expected.set(key, { ...bucket, samples: sum });
      }
      for (const [key, row] of expected) if (row.samples === 0) expected.delete(key);

      await migrateToLatest(handle.db);

      // PostgreSQL answers bigint sums as text.
      const { rows: merged } = await sql<Record<keyof HistogramRow, number | string>>`
      select scope, dim, day, value, metric, sample, samples from traffic_timing`.execute(handle.db);
      const found = merged.map(parsed);
      const byKey = (a: HistogramRow, b: HistogramRow) => (keyOf(a) < keyOf(b) ? -1 : 1);
      expect(found.sort(byKey)).toEqual([...expected.values()].sort(byKey));
      // Fewer rows than the exact values: the point of the buckets.
      expect(found.length).toBeLessThan(rows.length / 2);
    });
  },
);
