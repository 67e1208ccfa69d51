import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlTrafficReport } from '../../src/console/traffic/sql-traffic-report.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A filtered report copies each period's events apart (decision 093): the visits of either period
 * still see the idle window before it, and a visit that starts in the previous period and goes on
 * into the current one counts in the previous period only, with its page views until that
 * period's end.
 */
describe.each(['sqlite', 'postgres'] as const)(
  'given visits across the periods, a filtered report on %s',
  (dialect) => {
    let cluster: PostgresCluster | undefined;
    let handle: DatabaseHandle;
    let dataDir: string;
    // The report's day D; the previous period is the day before.
    const D = Math.floor(Date.now() / DAY) * DAY - 4 * DAY;
    const P = D - DAY;

    beforeAll(async () => {
      if (dialect === 'postgres') cluster = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'playfront-scoped-periods-'));
      const databaseUrl =
        cluster === undefined
          ? undefined
          : await cluster.createDatabase(`periods_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
      handle = openDatabase({ databaseUrl, dataDir });
      await migrateToLatest(handle.db);
      const view = (visitor: string, timestamp: number, license = 'lic-p') =>
        storedUntimed({ temp_player_id: visitor, timestamp, pathname: '/p', license, event: 'page_view' });
      const sink = new KyselyEventsSink({
        db: handle.db,
        dialect: handle.dialect,
        writer: openEventsWriter(handle),
      });
      try {
        await sink.write([
          // A visit open when the previous period starts (counted in neither), then one within it.
          view('v1', P - 10 * MINUTE),
          view('v1', P + 5 * MINUTE),
          view('v1', P + 2 * HOUR),
          view('v1', P + 2 * HOUR + MINUTE),
          // A visit from the previous period into the current one: one page view before D, a
          // bounce there; then a visit of the current period.
          view('v2', D - 10 * MINUTE),
          view('v2', D + 5 * MINUTE),
          view('v2', D + 5 * MINUTE + 1),
          view('v2', D + 3 * HOUR),
          // Out of scope: would join v2's visits if the copies kept it.
          view('v2', D + 3 * HOUR - 20 * MINUTE, 'other'),
          view('v2', P + 20 * HOUR, 'other'),
        ]);
      } finally {
        await sink.close();
      }
    });

    afterAll(async () => {
      await handle.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("should count each period's visits and bounces as they start in it", async () => {
      const report = await new SqlTrafficReport(handle.db).report({
        from: isoDay(D),
        to: isoDay(D),
        interval: 'hour',
        filters: { license: 'lic-p' },
        top: 10,
        stags: null,
        includeBots: false,
      });
      expect(report.previous.totals).toEqual({
        visitors: 2,
        visits: 2,
        pageviews: 4,
        views_per_visit: 2,
        bounce_rate: 0.5,
      });
      expect(report.totals).toEqual({
        visitors: 1,
        visits: 1,
        pageviews: 3,
        views_per_visit: 3,
        bounce_rate: 1,
      });
      expect(report.series.filter((point) => point.visits > 0)).toEqual([
        { start: new Date(D + 3 * HOUR).toISOString(), visitors: 1, visits: 1, pageviews: 1 },
      ]);
    });
  },
);
