import { DAY_MS } from '@playfront/contracts';
import type { ClickHouseClient } from '@clickhouse/client';
import { integerLiteral, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import type { DayGeneration } from '../../events/clickhouse/clickhouse-visitor-chains.ts';
import { isoDay } from '../traffic/traffic-range.ts';
import { sharedWhileRunning } from './shared-while-running.ts';

/** A day read from the per-day timing tables: its newest recorded generation. */
export type BuiltDay = DayGeneration;

/** The range's days: those the tables answer, and the others (read from raw events). */
export interface TimingDays {
  readonly built: readonly BuiltDay[];
  readonly raw: readonly string[];
}

/** The `timingDays` being read, by client and range. */
const shared = sharedWhileRunning<TimingDays>();

/**
 * Which days of [start, end) (whole UTC days) the per-day timing tables answer (decision 090): a
 * day with a recorded generation that no insert touched since what that generation covers. The
 * watermark is read first: every work-list row before it is covered by its day's newest
 * generation, recorded before the watermark moved, so only the rows since are read.
 */
export function timingDays(client: ClickHouseClient, start: number, end: number): Promise<TimingDays> {
  // A report asks this for the same range from each of its page-view and timing queries at once
  // (a dozen, three queries each): those asked while one is running share its answer.
  return shared(client, `${start}:${end}`, () => readTimingDays(client, start, end));
}

/**
 * timingDays read now, never an answer already under way: for a caller that changed the work list
 * just before (the visits updater's catch-up, decision 116) and must see what it listed.
 */
export async function readTimingDays(
  client: ClickHouseClient,
  start: number,
  end: number,
): Promise<TimingDays> {
  const rows = async <Row>(query: string): Promise<Row[]> =>
    (await client.query({ query, format: 'JSONEachRow' })).json<Row>();
  const days: string[] = [];
  for (let at = start; at < end; at += DAY_MS) days.push(isoDay(at));
  const range = `day >= toDate(${stringLiteral(days[0] ?? '1970-01-01')}) AND day <= toDate(${stringLiteral(days.at(-1) ?? '1970-01-01')})`;
  const [watermark] = await rows<{ done: number }>(
    'SELECT toUnixTimestamp(max(done_until)) AS done FROM analytics_timing_watermark',
  );
  const marks = await rows<{ iso_day: string; newest: string; covered: number }>(`
    SELECT toString(day) AS iso_day, max(generation) AS newest,
      toUnixTimestamp(argMax(covered_until, generation)) AS covered
    FROM analytics_timing_built WHERE ${range} GROUP BY iso_day`);
  const touched = await rows<{ iso_day: string; last: number }>(`
    SELECT toString(day) AS iso_day, toUnixTimestamp(max(inserted_at)) AS last
    FROM analytics_timing_dirty
    WHERE inserted_at >= toDateTime(${integerLiteral(watermark?.done ?? 0)}) AND ${range}
    GROUP BY iso_day`);
  const lastTouched = new Map(touched.map((row) => [row.iso_day, row.last]));
  const marked = new Map(marks.map((row) => [row.iso_day, row]));
  const built: BuiltDay[] = [];
  const raw: string[] = [];
  for (const day of days) {
    const mark = marked.get(day);
    const last = lastTouched.get(day);
    if (mark !== undefined && (last === undefined || last < mark.covered)) {
      built.push({ day, generation: mark.newest });
    } else {
      raw.push(day);
    }
  }
  return { built, raw };
}

/** Consecutive days (ISO, ascending) as [start, end) runs in unix ms. */
export function dayRuns(days: readonly string[]): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const day of days) {
    const at = Date.parse(`${day}T00:00:00Z`);
    const last = found.at(-1);
    if (last !== undefined && last.end === at) last.end = at + DAY_MS;
    else found.push({ start: at, end: at + DAY_MS });
  }
  return found;
}
