import { describe, expect, it } from 'vitest';
import { FoldThreads } from '../../src/console/traffic/fold-threads.ts';
import type { FoldQuestions } from '../../src/console/traffic/traffic-fold.ts';
import { storedUntimed } from '../helpers/analytics-events.ts';
import { eventsDatabase } from '../helpers/events-database.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Decision 124: SQLite's selective periods fold on threads with connections of their own. What
 * the dashboard relies on beyond the numbers (`traffic-fold.test.ts`): a failed read fails its
 * request with SQLite's message and leaves the threads working; requests at once are answered
 * each with its own period; closed, they refuse more.
 */
describe('given dashboard fold threads on a SQLite file', () => {
  const day = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const database = eventsDatabase('sqlite', 'fold-threads', () =>
    [0, 10, 50].map((minutes, i) =>
      storedUntimed({ temp_player_id: `v${i % 2}`, timestamp: day + minutes * MINUTE, event: 'page_view' }),
    ),
  );
  const questions = (start: number): FoldQuestions => ({
    start,
    end: start + DAY,
    interval: 'day',
    top: 10,
    visits: true,
    series: false,
    cards: [],
    timing: false,
  });
  const read = (start: number) => ({
    sql: `select temp_player_id, timestamp, case when event = 'page_view' then 1 else 0 end,
      null, null, null, null, null, null, null, null, null
      from analytics_events where timestamp >= ? and timestamp < ? order by timestamp`,
    parameters: [start - 30 * MINUTE, start + DAY],
  });

  it('should fold requests made at once each from its own reads, and go on after a failed one', async () => {
    const threads = new FoldThreads(database.handle.connection, 2);
    try {
      const [full, empty, failed] = await Promise.allSettled([
        threads.fold(questions(day), [read(day)]),
        threads.fold(questions(day + DAY), [read(day + DAY)]),
        threads.fold(questions(day), [{ sql: 'select * from no_such_table', parameters: [] }]),
      ]);
      expect(full).toMatchObject({ status: 'fulfilled', value: { counts: { visitors: 2, pageviews: 3 } } });
      // v0 at 0 and 50 minutes (two visits), v1 at 10: three visits, each a bounce.
      expect(full.status === 'fulfilled' && full.value.visits).toEqual([
        { bucket: day, visits: 3, bounces: 3 },
      ]);
      expect(empty).toMatchObject({ status: 'fulfilled', value: { counts: { visitors: 0, pageviews: 0 } } });
      expect(failed.status).toBe('rejected');
      expect(failed.status === 'rejected' && String(failed.reason)).toMatch(/no_such_table/);
      const again = await threads.fold(questions(day), [read(day)]);
      expect(again.counts).toEqual({ visitors: 2, pageviews: 3 });
    } finally {
      await threads.close();
    }
    await expect(threads.fold(questions(day), [read(day)])).rejects.toThrow(/closed/);
  });

  it('should answer a part of a period for a split, fail a part whose read fails, and refuse one that counts visits', async () => {
    const threads = new FoldThreads(database.handle.connection, 2);
    const split = { ...questions(day), visits: false, series: true };
    const at = (from: number, to: number) => ({ ...read(day), parameters: [from, to] });
    try {
      // v0 at 0 and 50 minutes, v1 at 10: a part each side of the 20th minute.
      const [first, second] = await Promise.all([
        threads.foldPart(split, [at(day, day + 20 * MINUTE)]),
        threads.foldPart(split, [at(day + 20 * MINUTE, day + DAY)]),
      ]);
      expect(first).toMatchObject({ visitors: ['v0', 'v1'], pageviews: 2 });
      expect(second).toMatchObject({ visitors: ['v0'], pageviews: 1 });
      expect([...(second.series[0]?.visitors ?? [])]).toEqual([0]);
      await expect(
        threads.foldPart(split, [{ sql: 'select * from no_such_table', parameters: [] }]),
      ).rejects.toThrow(/no_such_table/);
      await expect(threads.foldPart(questions(day), [read(day)])).rejects.toThrow(/not split/);
    } finally {
      await threads.close();
    }
  });
});
