import { DAY_MS } from '@playfront/contracts';
import { isoDay } from '../../console/traffic/traffic-range.ts';
import { stringList, stringLiteral } from './clickhouse-literal.ts';
import { chainBasis, type DayGeneration } from './clickhouse-visitor-chains.ts';

/**
 * The timing cards' cells per whole week (decision 118): each per-day cell table's rows of a week
 * (Monday to Sunday, UTC) summed per cell and stored in the same table, on the week's Monday, as
 * a generation of its own, so a month's cards read about four weeks' rows and a few days' instead
 * of thirty days', in the one read a range of days takes (a second table would be a second read
 * of the shown pages' set: decision 118 measured it slower). A cell counts samples, so a week's
 * cell is exactly the sum of its seven days' cells and the percentiles read from it are
 * unchanged (summed before the nearest rank). Readers select rows by generation only, so a
 * Monday's own rows and its week's never mix. A week is written from the newest generation of
 * each of its seven days once all seven are built; its `basis` names those seven generations
 * (chainBasis), and a reader takes the week only while the seven days it would read are exactly
 * those (a day rebuilt since, or touched and read from raw events, leaves its week to the days).
 * The kept visits' counts per day (analytics_visit_days, decision 110) are summed likewise: visits
 * add up, so the affiliate report not grouped by day or month reads whole weeks too. One row per
 * finished week, written after its rows.
 */
export const TIMING_WEEK_BUILT_TABLE = `CREATE TABLE IF NOT EXISTS analytics_timing_week_built (
  week Date,
  generation String,
  basis String
) ENGINE = MergeTree()
ORDER BY (week, generation)`;

/** The tables a week's generation writes, in the order a clean-up deletes them (its mark last). */
export const TIMING_WEEK_GENERATION_TABLES = [
  'analytics_timing_pages',
  'analytics_timing_devices',
  'analytics_timing_page_counts',
  'analytics_timing_stag_cells',
  'analytics_visit_days',
  'analytics_timing_week_built',
] as const;

/** A week of seven built days: its Monday and each day's generation, in day order. */
export interface WeekOfDays {
  readonly week: string;
  readonly days: readonly DayGeneration[];
}

/** The Monday (ISO, UTC) of the week holding `day`. */
export function weekStart(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  // 1970-01-01 was a Thursday: (days since then + 3) mod 7 is the days since Monday.
  return isoDay(at - ((Math.floor(at / DAY_MS) + 3) % 7) * DAY_MS);
}

/** The weeks of which all seven days are among `days` (each day once), in week order. */
export function wholeWeeks(days: readonly DayGeneration[]): WeekOfDays[] {
  const byWeek = new Map<string, DayGeneration[]>();
  for (const day of days) {
    const week = weekStart(day.day);
    const found = byWeek.get(week);
    if (found === undefined) byWeek.set(week, [day]);
    else found.push(day);
  }
  return [...byWeek.entries()]
    .filter(([, found]) => found.length === 7)
    .map(([week, found]) => ({ week, days: [...found].sort((a, b) => (a.day < b.day ? -1 : 1)) }))
    .sort((a, b) => (a.week < b.week ? -1 : 1));
}

/** The name of a week's seven day generations: what a week's rows were summed from. */
export function weekBasis(week: WeekOfDays): string {
  return chainBasis(week.days);
}

/**
 * The statements writing `week`'s rows of `generation` from its days' generations, each per-day
 * table's rows summed per key into the same table on the week's Monday (in a subquery: a
 * SELECT's alias named as a column would shadow it in its WHERE on 18.16), then its mark.
 */
export function weekStatements(week: WeekOfDays, generation: string): string[] {
  const at = `toDate(${stringLiteral(week.week)}) AS day, ${stringLiteral(generation)} AS generation`;
  const first = week.days[0]?.day ?? week.week;
  const last = week.days.at(-1)?.day ?? week.week;
  const ofDays = `day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})
    AND generation IN ${stringList(week.days.map((day) => day.generation))}`;
  const summed = (table: string, keys: string, measure = 'samples') =>
    `INSERT INTO ${table} (day, generation, ${keys}, ${measure})
    SELECT ${at}, ${keys}, ${measure} FROM (
      SELECT ${keys}, sum(${measure}) AS ${measure} FROM ${table} WHERE ${ofDays} GROUP BY ${keys}
    )`;
  return [
    summed('analytics_timing_pages', 'bot, pathname, metric, cell'),
    summed('analytics_timing_devices', 'bot, device, metric, cell'),
    summed('analytics_timing_page_counts', 'bot, pathname, metric'),
    summed('analytics_timing_stag_cells', 'stag, dimension, bot, value, metric, cell'),
    // The kept visits' counts (decision 110): the affiliate report's visits of whole weeks when
    // it is not grouped by day or month.
    summed('analytics_visit_days', 'bots, stag, interlayer_id, ip_country, device', 'visits'),
    `INSERT INTO analytics_timing_week_built (week, generation, basis)
    VALUES (toDate(${stringLiteral(week.week)}), ${stringLiteral(generation)}, ${stringLiteral(weekBasis(week))})`,
  ];
}
