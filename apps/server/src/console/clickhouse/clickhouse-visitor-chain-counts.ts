import type { ClickHouseClient } from '@clickhouse/client';
import type { ReportDimension } from '@playfront/contracts';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import {
  chainBasis,
  dayGenerationCondition,
  newestGenerations,
} from '../../events/clickhouse/clickhouse-visitor-chains.ts';
import { visitorKeySql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';
import type { RollupQuery } from '../rollups/rollup-traffic.ts';
import { DAY_MS, isoDay } from '../traffic/traffic-range.ts';
import { timingDays } from './clickhouse-timing-days-read.ts';
import { ROLLUP_NULL } from './clickhouse-traffic-sql.ts';

/**
 * A day the chain links answer: the generation of its links and of the presence rows they were
 * read from, both null for a day with no event stored (never built: nothing to read).
 */
export interface LinkedDay {
  readonly day: string;
  readonly links: string | null;
  readonly presence: string | null;
}

/**
 * The range's days as the chain links answer them (decision 112): `linked`, the longest run of
 * days from its start whose links are current (the day rebuilt since its last insert, and its
 * links read from the newest generations of every day before it), or that have no event;
 * `rest`, the days after that run, read from raw events.
 */
export interface ChainDays {
  readonly linked: readonly LinkedDay[];
  readonly rest: readonly string[];
}

/** Which days of [start, end) (whole UTC days) the chain links answer. */
export async function chainDays(client: ClickHouseClient, start: number, end: number): Promise<ChainDays> {
  const rows = async <Row>(query: string): Promise<Row[]> =>
    (await client.query({ query, format: 'JSONEachRow' })).json<Row>();
  const days: string[] = [];
  for (let at = start; at < end; at += DAY_MS) days.push(isoDay(at));
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  const [built, newest, links] = await Promise.all([
    timingDays(client, start, end),
    newestGenerations(client, last),
    rows<{ iso_day: string; presence: string; generation: string; basis: string }>(`
      SELECT toString(day) AS iso_day, presence, generation, basis FROM analytics_visitor_chain_built
      WHERE day >= toDate(${stringLiteral(first)}) AND day <= toDate(${stringLiteral(last)})`),
  ]);
  const marks = new Map(newest.map((mark) => [mark.day, mark]));
  // A day never built either has no event (nothing to count) or waits for its first build.
  const unbuilt = days.filter((day) => !marks.has(day));
  const stored =
    unbuilt.length === 0
      ? new Set<string>()
      : new Set(
          (
            await rows<{ iso_day: string }>(`
              SELECT DISTINCT toString(event_date) AS iso_day FROM analytics_events
              WHERE event_date IN (${unbuilt.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})`)
          ).map((row) => row.iso_day),
        );
  const clean = new Map(built.built.map((mark) => [mark.day, mark.generation]));
  const linkOf = new Map<string, string>();
  for (const link of links) {
    const key = `${link.iso_day} ${link.presence} ${link.basis}`;
    const known = linkOf.get(key);
    if (known === undefined || link.generation > known) linkOf.set(key, link.generation);
  }
  const earlier = newest.filter((mark) => mark.day < first);
  const linked: LinkedDay[] = [];
  for (const [index, day] of days.entries()) {
    const mark = marks.get(day);
    if (mark === undefined && !stored.has(day)) {
      linked.push({ day, links: null, presence: null });
      continue;
    }
    // Built, untouched since, and its newest generation: what a later day's links read of it.
    const presence = clean.get(day);
    const link = presence === undefined ? undefined : linkOf.get(`${day} ${presence} ${chainBasis(earlier)}`);
    if (mark === undefined || link === undefined || mark.generation !== presence) {
      return { linked, rest: days.slice(index) };
    }
    linked.push({ day, links: link, presence });
    earlier.push(mark);
  }
  return { linked, rest: [] };
}

/** The affiliate report's groupings the links answer: by day, month and stag only. */
const CHAIN_GROUPS: ReadonlySet<ReportDimension> = new Set(['day', 'month', 'stag']);

/** A group's value over a column of days (a link's, or a raw event's `event_date`). */
const dayGroup = (dimension: 'day' | 'month', column: string) =>
  dimension === 'day' ? `toString(${column})` : `substring(toString(${column}), 1, 7)`;

/** The first day of a row's group whose earlier days count it already: its month's, or its own. */
function groupStart(groupBy: readonly ReportDimension[], column: string, from: string): string {
  const first = `toDate(${stringLiteral(from)})`;
  if (groupBy.includes('day')) return column;
  if (groupBy.includes('month')) return `greatest(${first}, toStartOfMonth(${column}))`;
  return first;
}

/**
 * The affiliate report's unique visitors per group from the chain links, or null when they
 * cannot answer (a grouping by another dimension, a list of stags not grouped by stag: the
 * visitors of several stags do not add; no linked day with events in the range). Per group, the links of
 * its linked days whose visitor was last seen before the group's first day in the range; plus
 * the visitors of the rest's raw events (as stored, as the presence rows) not seen under the
 * same key on a linked day from that first day (their presence rows looked up: the last linked
 * day they were seen on is before it).
 */
export async function chainUniqueVisitorsQuery(
  client: ClickHouseClient,
  query: RollupQuery,
  groupBy: readonly ReportDimension[],
): Promise<string | null> {
  if (!groupBy.every((dimension) => CHAIN_GROUPS.has(dimension))) return null;
  const byStag = groupBy.includes('stag');
  if (query.stags !== null && !byStag) return null;
  const start = Date.parse(`${query.from}T00:00:00Z`);
  const end = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const days = await chainDays(client, start, end);
  const read = (generation: (day: LinkedDay) => string | null) =>
    dayGenerationCondition(
      days.linked.flatMap((day) => {
        const name = generation(day);
        return name === null ? [] : [{ day: day.day, generation: name }];
      }),
    );
  if (days.linked.every((day) => day.links === null)) return null;
  const variant = query.includeBots ? 1 : 0;
  const scope = byStag ? 0 : 1;
  const stags =
    query.stags === null ? '1 = 1' : query.stags.length === 0 ? '1 = 0' : `stag IN ${stringList(query.stags)}`;
  const names = groupBy.map((dimension) => `${dimension}_value`);
  const select = (stag: string, day: string) =>
    groupBy
      .map((dimension) =>
        dimension === 'stag'
          ? `nullIf(${stag}, '${ROLLUP_NULL}') AS stag_value, `
          : `${dayGroup(dimension === 'day' ? 'day' : 'month', day)} AS ${dimension}_value, `,
      )
      .join('');
  const grouped = names.length === 0 ? '' : `GROUP BY ${names.join(', ')}`;
  const linkedDays = read((day) => day.links);
  const parts = [
    `SELECT ${select('stag', 'day')} sum(visitors) AS n FROM analytics_visitor_chain_days
    WHERE variant = ${variant} AND scope = ${scope} AND dimension = '' AND ${stags}
      AND ${linkedDays} AND prev < ${groupStart(groupBy, 'day', query.from)}
    ${grouped}`,
  ];
  if (days.rest.length > 0) {
    const restDays = `event_date IN (${days.rest.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})`;
    const restEvents = `${restDays} AND isNotNull(temp_player_id)
      AND ${query.includeBots ? '1 = 1' : 'bot = 0'} AND ${stags}`;
    const stagKey = byStag ? `ifNull(stag, '${ROLLUP_NULL}')` : "''";
    const presence = read((day) => day.presence);
    // One JOIN: each rest visitor once per group, with the last linked day they were seen on
    // (none: ANY LEFT JOIN leaves the Date default, 1970-01-01).
    parts.push(`SELECT ${names.map((name) => `${name}, `).join('')} count() AS n FROM (
      SELECT DISTINCT ${select('stag_key', 'event_date')} stag_key, since, visitor FROM (
        SELECT stag, event_date, ${stagKey} AS stag_key,
          ${groupStart(groupBy, 'event_date', query.from)} AS since, ${visitorKeySql()} AS visitor
        FROM analytics_events WHERE ${restEvents}
      )
    )
    ANY LEFT JOIN (
      SELECT stag AS stag_key, visitor, max(day) AS last_seen FROM analytics_visitor_presence
      WHERE scope = ${scope} AND dimension = '' AND ${presence}
        AND ${query.includeBots ? '1 = 1' : 'bot = 0'}
        AND visitor IN (SELECT ${visitorKeySql()} FROM analytics_events WHERE ${restEvents})
      GROUP BY stag_key, visitor
    ) USING (stag_key, visitor)
    WHERE last_seen < since
    ${grouped}`);
  }
  return `SELECT ${names.map((name) => `${name}, `).join('')} sum(n) AS n
    FROM (${parts.join(' UNION ALL ')}) ${grouped}`;
}
