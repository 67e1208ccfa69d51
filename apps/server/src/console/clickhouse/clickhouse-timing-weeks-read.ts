import type { ClickHouseClient } from '@clickhouse/client';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import { weekBasis, wholeWeeks } from '../../events/clickhouse/clickhouse-timing-weeks.ts';
import type { BuiltDay } from './clickhouse-timing-days-read.ts';

/** A week read as its summed rows (decision 118): its Monday and chosen generation. */
export interface BuiltWeek {
  readonly week: string;
  readonly generation: string;
  /** Its seven days (ISO): their own generations are then not read. */
  readonly days: readonly string[];
}

/**
 * The condition selecting the rows of the built days from a table of their rows keyed by `day`
 * then `generation`: each week's rows (on its Monday) in place of its seven days'. A generation
 * names one build, so the names select the rows; the days listed keep the read to the key's
 * prefix, the weeks' other six days unread (a range of the days read them all: a 90-day timing
 * card 460–598 ms against 263–371 ms; a 90-term OR of (day, generation) pairs took 16–31 s).
 * `built` must not be empty.
 */
export function builtRowsCondition(built: readonly BuiltDay[], weeks: readonly BuiltWeek[]): string {
  const inWeeks = new Set(weeks.flatMap((week) => week.days));
  const byDay = built.filter(({ day }) => !inWeeks.has(day));
  const days = [...byDay.map(({ day }) => day), ...weeks.map(({ week }) => week)].sort();
  const generations = [
    ...byDay.map(({ generation }) => generation),
    ...weeks.map(({ generation }) => generation),
  ];
  return `day IN (${days.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})
    AND generation IN ${stringList(generations)}`;
}

/**
 * The whole weeks among `built` (a range's days the per-day tables answer, each with the
 * generation a report reads) that their summed rows answer: a week written from exactly those
 * seven generations. Of two such (two updaters wrote it at once) the newest, as of a day: the
 * clean-up keeps that one. No query when no whole week is built (a range under a week).
 */
export async function timingWeeks(
  client: ClickHouseClient,
  built: readonly BuiltDay[],
): Promise<BuiltWeek[]> {
  const weeks = wholeWeeks(built);
  if (weeks.length === 0) return [];
  const result = await client.query({
    query: `SELECT toString(week) AS iso_week, basis, max(generation) AS newest
      FROM analytics_timing_week_built
      WHERE week IN (${weeks.map((week) => `toDate(${stringLiteral(week.week)})`).join(', ')})
      GROUP BY iso_week, basis`,
    format: 'JSONEachRow',
  });
  const marks = await result.json<{ iso_week: string; basis: string; newest: string }>();
  const written = new Map(marks.map((mark) => [`${mark.iso_week} ${mark.basis}`, mark.newest]));
  return weeks.flatMap((week) => {
    const generation = written.get(`${week.week} ${weekBasis(week)}`);
    return generation === undefined
      ? []
      : [{ week: week.week, generation, days: week.days.map(({ day }) => day) }];
  });
}
