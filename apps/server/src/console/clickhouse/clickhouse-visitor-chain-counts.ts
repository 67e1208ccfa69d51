import type { ClickHouseClient } from '@clickhouse/client';
import {
  TRAFFIC_DIMENSIONS,
  type ReportDimension,
  type TrafficDimension,
  DAY_MS,
} from '@playfront/contracts';
import { stringList, stringLiteral } from '../../events/clickhouse/clickhouse-literal.ts';
import {
  chainBasis,
  dayGenerationCondition,
  newestGenerations,
  pairColumn,
  pairPrefix,
} from '../../events/clickhouse/clickhouse-visitor-chains.ts';
import { visitorKeySql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';
import type { VisitorsDailyDimension } from '../../events/clickhouse/clickhouse-visitors-daily.ts';
import type { RollupQuery } from '../rollups/rollup-traffic.ts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import { isoDay } from '../traffic/traffic-range.ts';
import { DAILY_ROLLUP_DIMENSION } from './clickhouse-affiliate-visitors.ts';
import { timingDays } from './clickhouse-timing-days-read.ts';
import { bucketExpression, dayMidnightSql, ROLLUP_NULL } from './clickhouse-traffic-sql.ts';
import { sharedWhileRunning } from './shared-while-running.ts';

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

/** The `chainDays` being read, by client and range. */
const shared = sharedWhileRunning<ChainDays>();

/**
 * Which days of [start, end) (whole UTC days) the chain links answer. A report asks it for its
 * grouping and its total at once: those share one read.
 */
export function chainDays(client: ClickHouseClient, start: number, end: number): Promise<ChainDays> {
  return shared(client, `${start}:${end}`, () => readChainDays(client, start, end));
}

async function readChainDays(client: ClickHouseClient, start: number, end: number): Promise<ChainDays> {
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

/**
 * What a count of distinct visitors from the chain links is grouped by and over: `variant` 1 with
 * bots' events, `byStag` each stag apart (scope 0; else any stag, scope 1), `stags` the stags
 * read (null: all), `dimension` the key's card ('' the total; else its value per visitor among
 * the presence pairs); `columns` each output column over a link row (`stag`, `day`, `value`) and
 * over a raw event (`stag_key`, `event_date`, `value_key`); `since` the first day of a row's
 * group within the range, over a day column: a visitor last seen before it is new to the group.
 */
export interface ChainCountShape {
  readonly includeBots: boolean;
  readonly byStag: boolean;
  readonly stags: readonly string[] | null;
  readonly dimension: VisitorsDailyDimension;
  readonly columns: readonly { readonly name: string; readonly link: string; readonly raw: string }[];
  readonly since: (day: string) => string;
}

/** A key's value as a link row and a raw event's `value_key` hold it (NULL as '\0'). */
const CHAIN_VALUE = {
  link: `nullIf(value, '${ROLLUP_NULL}')`,
  raw: `nullIf(value_key, '${ROLLUP_NULL}')`,
};

/**
 * Distinct visitors per group of `shape` over the days of `days` (decisions 112, 113), or null
 * when no linked day has events (the links would answer nothing). Per group, the links of its
 * linked days whose visitor was last seen under its key before the group's first day in the
 * range; plus the visitors of the rest's raw events (as stored, as the presence rows) not seen
 * under the same key on a linked day from that first day on (their presence rows looked up: the
 * last linked day they were seen on with the value is before it).
 */
export function chainVisitorsSql(days: ChainDays, shape: ChainCountShape): string | null {
  if (days.linked.every((day) => day.links === null)) return null;
  const read = (generation: (day: LinkedDay) => string | null) =>
    dayGenerationCondition(
      days.linked.flatMap((day) => {
        const name = generation(day);
        return name === null ? [] : [{ day: day.day, generation: name }];
      }),
    );
  const variant = shape.includeBots ? 1 : 0;
  const scope = shape.byStag ? 0 : 1;
  const bots = shape.includeBots ? '1 = 1' : 'bot = 0';
  const stags =
    shape.stags === null
      ? '1 = 1'
      : shape.stags.length === 0
        ? '1 = 0'
        : `stag IN ${stringList(shape.stags)}`;
  const names = shape.columns.map(({ name }) => `${name}, `).join('');
  const select = (side: 'link' | 'raw') =>
    shape.columns.map((column) => `${column[side]} AS ${column.name}, `).join('');
  const grouped =
    shape.columns.length === 0 ? '' : `GROUP BY ${shape.columns.map(({ name }) => name).join(', ')}`;
  const parts = [
    `SELECT ${select('link')} sum(visitors) AS n FROM analytics_visitor_chain_days
    WHERE variant = ${variant} AND scope = ${scope} AND dimension = ${stringLiteral(shape.dimension)}
      AND ${stags} AND ${read((day) => day.links)} AND prev < ${shape.since('day')}
    ${grouped}`,
  ];
  if (days.rest.length > 0) {
    const restEvents = `event_date IN (${days.rest.map((day) => `toDate(${stringLiteral(day)})`).join(', ')})
      AND isNotNull(temp_player_id) AND ${bots} AND ${stags}`;
    const presence = `FROM analytics_visitor_presence
      WHERE scope = ${scope} AND ${read((day) => day.presence)} AND ${bots}
        AND visitor IN (SELECT ${visitorKeySql()} FROM analytics_events WHERE ${restEvents})`;
    // Each visitor's last linked day under the key: for a card's key, per value among the pairs.
    const lastSeen =
      shape.dimension === ''
        ? `SELECT stag AS stag_key, '' AS value_key, visitor, max(day) AS last_seen ${presence}
          GROUP BY stag_key, value_key, visitor`
        : `SELECT stag_key, substring(pair, ${prefixLength(shape.dimension) + 1}) AS value_key, visitor,
            max(seen) AS last_seen
          FROM (
            SELECT stag AS stag_key, visitor, day AS seen,
              arrayJoin(arrayFilter(held -> ${isPairOf(shape.dimension, 'held')}, pairs)) AS pair
            ${presence}
          )
          GROUP BY stag_key, value_key, visitor`;
    // One JOIN: each rest visitor once per group, with the last linked day they were seen on
    // (none: ANY LEFT JOIN leaves the Date default, 1970-01-01).
    parts.push(`SELECT ${names} count() AS n FROM (
      SELECT DISTINCT ${select('raw')} stag_key, value_key, since, visitor FROM (
        SELECT event_date, ${shape.byStag ? `ifNull(stag, '${ROLLUP_NULL}')` : "''"} AS stag_key,
          ${shape.dimension === '' ? "''" : `ifNull(${pairColumn(shape.dimension)}, '${ROLLUP_NULL}')`} AS value_key,
          ${shape.since('event_date')} AS since, ${visitorKeySql()} AS visitor
        FROM analytics_events WHERE ${restEvents}
      )
    )
    ANY LEFT JOIN (${lastSeen}) USING (stag_key, value_key, visitor)
    WHERE last_seen < since
    ${grouped}`);
  }
  return `SELECT ${names} sum(n) AS n FROM (${parts.join(' UNION ALL ')}) ${grouped}`;
}

/** The bytes of a dimension's pair prefix (its name is ASCII, then the tab). */
const prefixLength = (dimension: VisitorsDailyDimension) => Buffer.byteLength(pairPrefix(dimension));

/** Whether the pair over `pair` is the dimension's. */
const isPairOf = (dimension: VisitorsDailyDimension, pair: string) =>
  `substring(${pair}, 1, ${prefixLength(dimension)}) = ${stringLiteral(pairPrefix(dimension))}`;

/**
 * The affiliate report's unique visitors per group from the chain links, or null when they
 * cannot answer: a grouping by two of the dimensions kept as cards (country, device, interlayer
 * id: a link's key holds one), a list of stags not grouped by stag (the visitors of several stags
 * do not add), no linked day with events in the range.
 */
export async function chainUniqueVisitorsQuery(
  client: ClickHouseClient,
  query: RollupQuery,
  groupBy: readonly ReportDimension[],
): Promise<string | null> {
  const cards = groupBy.flatMap((dimension) => DAILY_ROLLUP_DIMENSION[dimension] ?? []);
  if (cards.length > 1) return null;
  const byStag = groupBy.includes('stag');
  if (query.stags !== null && !byStag) return null;
  const start = Date.parse(`${query.from}T00:00:00Z`);
  const end = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const first = `toDate(${stringLiteral(query.from)})`;
  const days = await chainDays(client, start, end);
  return chainVisitorsSql(days, {
    includeBots: query.includeBots,
    byStag,
    stags: query.stags,
    dimension: cards[0] ?? '',
    columns: groupBy.map((dimension) => {
      const name = `${dimension}_value`;
      if (dimension === 'stag')
        return { name, link: `nullIf(stag, '${ROLLUP_NULL}')`, raw: `nullIf(stag_key, '${ROLLUP_NULL}')` };
      if (dimension !== 'day' && dimension !== 'month') return { name, ...CHAIN_VALUE };
      // 'YYYY-MM-DD' and 'YYYY-MM' of the UTC day, as the SQL dialects give them.
      const of = (day: string) =>
        dimension === 'day' ? `toString(${day})` : `substring(toString(${day}), 1, 7)`;
      return { name, link: of('day'), raw: of('event_date') };
    }),
    // A day's visitors are all new to it; a month's from its first day in the range.
    since: (day) =>
      groupBy.includes('day')
        ? day
        : groupBy.includes('month')
          ? `greatest(${first}, toStartOfMonth(${day}))`
          : first,
  });
}

/**
 * What a dashboard asks the links: visitors per bucket (interval null: one row), or per value of
 * a card (the stag card by the links' stag key, the others by their own key).
 */
export type ChainDashboardShape =
  | { readonly kind: 'bucket'; readonly interval: 'day' | 'week' | null }
  | { readonly kind: 'value'; readonly dimension: TrafficDimension };

/**
 * An unfiltered dashboard's distinct visitors (decisions 112, 113) of [start, end) (whole UTC
 * days) per bucket of a day or a week, in one row, or per value of a card, from the chain links;
 * null when the scope filters (its visitors are the sets' or raw events') or no linked day has
 * events. Buckets as bucketExpression gives them over the day's midnight.
 */
export async function chainDashboardVisitorsQuery(
  client: ClickHouseClient,
  scope: EventScope,
  start: number,
  end: number,
  shape: ChainDashboardShape,
): Promise<string | null> {
  const unfiltered =
    scope.stags === null && TRAFFIC_DIMENSIONS.every((dimension) => scope.filters[dimension] === undefined);
  if (!unfiltered) return null;
  const first = `toDate(${stringLiteral(isoDay(start))})`;
  const days = await chainDays(client, start, end);
  if (shape.kind === 'value') {
    const byStag = shape.dimension === 'stag';
    return chainVisitorsSql(days, {
      includeBots: scope.includeBots,
      byStag,
      stags: null,
      dimension: byStag ? '' : shape.dimension,
      columns: [
        byStag
          ? {
              name: 'item',
              link: `nullIf(stag, '${ROLLUP_NULL}')`,
              raw: `nullIf(stag_key, '${ROLLUP_NULL}')`,
            }
          : { name: 'item', ...CHAIN_VALUE },
      ],
      since: () => first,
    });
  }
  const { interval } = shape;
  const bucket = (day: string) => (interval === null ? '0' : bucketExpression(interval, dayMidnightSql(day)));
  return chainVisitorsSql(days, {
    includeBots: scope.includeBots,
    byStag: false,
    stags: null,
    dimension: '',
    columns: [{ name: 'bucket', link: bucket('day'), raw: bucket('event_date') }],
    // Weeks start on Monday (bucketExpression's): a visitor is new to the week's part in range.
    since: (day) =>
      interval === 'day' ? day : interval === 'week' ? `greatest(${first}, toMonday(${day}))` : first,
  });
}
