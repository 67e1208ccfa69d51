import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { migrationProvider } from '../../src/db/migrations/index.ts';
import { firstSeenWeekRows } from '../../src/console/rollups/traffic-first-seen-weeks.ts';
import { NO_PREVIOUS } from '../../src/console/rollups/first-seen.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { seededRandom } from '../helpers/seeded-random.ts';

interface WeekRow {
  scope: number;
  dim: number;
  week: number;
  prev: number;
  value: string;
  visitors: number;
}

const keyOf = (row: WeekRow) => [row.scope, row.dim, row.week, row.prev, row.value].join('|');
const sorted = (rows: WeekRow[]) => [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));

/** Day 20,409 is a Monday (2025-11-17): week 2,916 holds days 20,409 to 20,415. */
const MONDAY = 20_409;
const WEEK = 2_916;

/**
 * A database whose first-seen counts are kept by day only (before decision 091): migration 0039
 * sums them by week, as each batch does from then on (`firstSeenWeekRows`), keeping only the rows
 * whose previous day is before their week. SQLite and PostgreSQL.
 */
describe.each(['sqlite', 'postgres'] as const)(
  'given daily first-seen counts on %s, migration 0039',
  (dialect) => {
    let cluster: PostgresCluster | undefined;
    let handle: DatabaseHandle;
    let dataDir: string;

    beforeAll(async () => {
      if (dialect === 'postgres') cluster = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'playfront-first-seen-weeks-'));
      const databaseUrl =
        cluster === undefined ? undefined : await cluster.createDatabase(`weeks_${randomUUID().slice(0, 8)}`);
      handle = openDatabase({ databaseUrl, dataDir });
    }, 120_000);

    afterAll(async () => {
      await handle.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('should sum them by week as the batches do, keeping the rows a week can count', async () => {
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0037-traffic-timing-buckets')).error).toBeUndefined();
      const random = seededRandom(91);
      const daily = new Map<string, Record<string, number | string>>();
      const add = (scope: number, dim: number, day: number, prev: number, value: string, visitors: number) =>
        daily.set([scope, dim, day, prev, value].join('|'), { scope, dim, day, prev, value, visitors });
      // One chain by hand: seen on the Monday (first ever), the Wednesday (previous day the Monday)
      // and the next week's Tuesday: the week counts the Monday alone, the next week the Tuesday.
      add(0, 6, MONDAY, NO_PREVIOUS, '=/hand', 1);
      add(0, 6, MONDAY + 2, MONDAY, '=/hand', 1);
      add(0, 6, MONDAY + 8, MONDAY + 2, '=/hand', 1);
      for (let i = 0; i < 400; i += 1) {
        const day = MONDAY - 7 + Math.floor(random() * 28);
        const back = Math.floor(random() * 12);
        add(
          i % 2,
          i % 3 === 0 ? 0 : 6,
          day,
          back === 0 ? NO_PREVIOUS : day - back,
          i % 5 === 0 ? '' : `=/games/${i % 4}`,
          // A row a later batch took back to nothing stays as 0.
          i % 50 === 0 ? 0 : 1 + Math.floor(random() * 5),
        );
      }
      const rows = [...daily.values()];
      for (let start = 0; start < rows.length; start += 100) {
        const values = rows
          .slice(start, start + 100)
          .map(
            (row) => sql`(${row.scope}, ${row.dim}, ${row.day}, ${row.prev}, ${row.value}, ${row.visitors})`,
          );
        await sql`insert into traffic_first_seen (scope, dim, day, prev, value, visitors)
        values ${sql.join(values)}`.execute(handle.db);
      }

      await migrateToLatest(handle.db);

      // PostgreSQL answers bigint sums as text.
      const { rows: stored } = await sql<Record<keyof WeekRow, number | string>>`
      select scope, dim, week, prev, value, visitors from traffic_first_seen_weeks`.execute(handle.db);
      const found = stored.map((row) => ({
        scope: Number(row.scope),
        dim: Number(row.dim),
        week: Number(row.week),
        prev: Number(row.prev),
        value: String(row.value),
        visitors: Number(row.visitors),
      }));
      expect(sorted(found)).toEqual(sorted(firstSeenWeekRows(rows)));
      const hand = found.filter((row) => row.value === '=/hand');
      expect(sorted(hand)).toEqual([
        { scope: 0, dim: 6, week: WEEK, prev: NO_PREVIOUS, value: '=/hand', visitors: 1 },
        { scope: 0, dim: 6, week: WEEK + 1, prev: MONDAY + 2, value: '=/hand', visitors: 1 },
      ]);
      // Fewer rows than the days': a week keeps a chain's first day in it only.
      expect(found.length).toBeLessThan(rows.length);
    });
  },
);
