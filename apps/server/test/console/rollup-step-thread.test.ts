import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ReportDimension } from '@playfront/contracts';
import { affiliateReportFor } from '../../src/console/reports/affiliate-report-for.ts';
import type { AffiliateReportParams } from '../../src/console/reports/affiliate-report-source.ts';
import { SQLITE_REPORT_DIALECT } from '../../src/console/reports/report-dialects.ts';
import { SqlAffiliateReport } from '../../src/console/reports/sql-affiliate-report.ts';
import { keepRollupsUpdatedInWorker } from '../../src/console/rollup-thread/rollup-step-thread.ts';
import { rollupUpdaterOf } from '../../src/console/rollups/rollup-updater.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const STAGS = ['aff-a', 'aff-b', 'aff-c'] as const;
const GROUPINGS: ReportDimension[][] = [[], ['stag'], ['day'], ['country'], ['stag', 'device']];

/** Visitors whose gaps fall around the 30-minute visit boundary, so visits join and split. */
function traffic(visitors: number, midnight: number, seed: number): StoredEvent[] {
  const gaps = [0, 10 * MINUTE, 29 * MINUTE, 30 * MINUTE, 31 * MINUTE, 3 * 60 * MINUTE];
  const events: StoredEvent[] = [];
  for (let v = 0; v < visitors; v += 1) {
    let time = midnight + ((v * 7_919 + seed) % (2 * DAY));
    for (let n = 0; n < 1 + ((v + seed) % 9); n += 1) {
      time += gaps[(v * 3 + n) % gaps.length] ?? 0;
      const event = makeEvent({
        temp_player_id: `visitor-${seed}-${v}`,
        timestamp: time,
        stag: (v + n) % 5 === 0 ? null : STAGS[(v + n) % STAGS.length],
        ip_country: ['DE', 'FI', 'TR'][(v * n) % 3],
        device: ['web', 'mobile', null][(v + n) % 3],
      });
      events.push(asStored(event, v % 7 === 0 ? 1 : 0));
    }
  }
  return events;
}

/** The rollups' watermark has reached the last stored event. */
async function caughtUp(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = await sql<{ watermark: number; last: number | null }>`
    select (select seq from rollup_watermark where id = 1) as watermark,
      (select max(rowid) from analytics_events) as last`.execute(handle.db);
  const row = rows[0];
  return row !== undefined && row.last !== null && row.watermark === row.last;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The rollups did not catch up in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The rollups' background step in its own thread (decision 074): on its own SQLite connection,
 * beside the events writer's worker and a report's catch-up on the main thread, it must count
 * every event once, as the raw events say.
 */
describe('given the rollups kept up to date by a worker thread on SQLite', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('should catch up with events written meanwhile, beside reports catching up, and answer as the raw events do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfront-rollup-thread-'));
    const handle = openDatabase({ dataDir });
    cleanups.push(async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await migrateToLatest(handle.db);
    const sink = new KyselyEventsSink({ db: handle.db, dialect: 'sqlite', writer: openEventsWriter(handle) });
    const errors: unknown[] = [];
    const stop = keepRollupsUpdatedInWorker(handle.connection, (error) => errors.push(error), 10);
    cleanups.push(stop);

    const midnight = Date.now() - (Date.now() % DAY) - 4 * DAY;
    const events = traffic(120, midnight, 5);
    const updater = rollupUpdaterOf(handle.db, 'sqlite');
    for (let start = 0, n = 0; start < events.length; n += 1) {
      // A report's catch-up on the main thread now and then, racing the worker's steps.
      if (n % 4 === 0) await updater.catchUp();
      const size = 1 + ((n * 37) % 50);
      await sink.write(events.slice(start, start + size));
      start += size;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await sink.close();
    // The worker alone brings the rollups to the last event (no catch-up after the writes).
    await until(() => caughtUp(handle), 15_000);
    await stop();
    expect(errors).toEqual([]);

    const rolled = affiliateReportFor(handle);
    const raw = new SqlAffiliateReport(handle.db, SQLITE_REPORT_DIALECT);
    let rows = 0;
    for (const groupBy of GROUPINGS) {
      for (const includeBots of [false, true]) {
        const params: AffiliateReportParams = {
          from: isoDay(midnight),
          to: isoDay(midnight + 3 * DAY),
          groupBy,
          currency: 'EUR',
          stags: null,
          includeBots,
        };
        const expected = await raw.run(params);
        expect({ params, report: await rolled.run(params) }).toEqual({ params, report: expected });
        rows += expected.rows.length;
      }
    }
    expect(rows).toBeGreaterThan(20);
  }, 60_000);
});
