import { createHash } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import { addColumnOnce } from './clickhouse-add-column.ts';
import { stringList, stringLiteral } from './clickhouse-literal.ts';
import { visitorKeySql } from './clickhouse-visitor-hash.ts';
import { VISITORS_DAILY_DIMENSIONS, type VisitorsDailyDimension } from './clickhouse-visitors-daily.ts';

/**
 * Distinct visitors over any range of days as a count of rows, not a union of sets (decision
 * 112). For each key (a stag, or any stag) a visitor's days of presence form a chain: each day
 * they were seen, with the day they were last seen before it (`prev`, 1970-01-01 if never). The
 * distinct visitors of [from, to] are then the chain links with a day in the range and a `prev`
 * before `from`: one per visitor, their first day there. Links are summed per (day, prev), so a
 * range reads at most a few thousand rows per key whatever the number of visitors, where the
 * daily rollup's sets (decision 070) merge one entry per visitor and day.
 *
 * Built with the days (decision 090): the presence rows of a day are written from its events as
 * part of its generation, then its links from its presence and the presence of the days before
 * it, as those days' newest generations were recorded then. Their names are hashed into the
 * links' `basis`: a reader takes a day's links only while the days before it still have those
 * generations (chainBasis over the newest recorded now). A rebuild of a day makes every later
 * day's links stale; the updater then writes those days' links again (a generation of links of
 * their own, from the same presence), without rebuilding the days.
 */

/**
 * Who was seen on each day, per key: `scope` 0 keyed by the event's stag (a missing stag as
 * '\0', which no event carries: the collector refuses NUL), 1 for any stag (`stag` ''). `bot` is
 * the event's (a visitor of both kinds has both rows). `dimension` and `value` are '' (the
 * columns keep their place in the key; the cards' values are in `pairs`, schema step 16). The
 * visitor is the 16 bytes of their id's SipHash-128 (analytics_visitor_stag_days' form). Led by
 * the key and the visitor: a day's links look up each of its visitors' earlier days, and a report
 * looks up the visitors of the days not yet linked.
 */
export const VISITOR_PRESENCE_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visitor_presence (
  day Date,
  generation String,
  bot UInt8,
  scope UInt8,
  dimension String,
  stag String,
  value String,
  visitor FixedString(16)
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (scope, dimension, stag, value, visitor, day, generation)`;

/**
 * The chain links of each day, counted per (variant, key, prev): `variant` 0 over the events of
 * humans, 1 over all events (a report that includes bots); `visitors` how many were seen on
 * `day` and last seen before it on `prev`.
 */
export const VISITOR_CHAIN_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visitor_chain_days (
  day Date,
  generation String,
  variant UInt8,
  scope UInt8,
  dimension String,
  stag String,
  value String,
  prev Date,
  visitors UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (variant, scope, dimension, stag, day, generation, value, prev)`;

/**
 * One row per day's links written, after them: `presence` the day's generation they were read
 * from, `generation` theirs (the day's own when written by its rebuild), `basis` the generations
 * of the earlier days (chainBasis). Links without a row here are never read.
 */
export const VISITOR_CHAIN_BUILT_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visitor_chain_built (
  day Date,
  presence String,
  generation String,
  basis String
) ENGINE = MergeTree()
ORDER BY (day, presence, generation)`;

/**
 * Schema step 16 (decision 113): each presence row's values of the dashboard's cards that day, as
 * 'dimension\tvalue' strings (18.16 stores an array of tuples as nested columns; no dimension
 * name holds a tab, so the first one splits the pair), a NULL value as '\0'. One row per visitor
 * with their pairs, where a row per value cost the build ten times as much (decision 113).
 */
export function addPresencePairs(client: ClickHouseClient): Promise<void> {
  return addColumnOnce(client, 'analytics_visitor_presence', 'pairs', 'Array(String)');
}

/** The dimensions kept in `pairs`, with their raw columns: the daily rollup's cards but the total. */
const PAIR_DIMENSIONS = VISITORS_DAILY_DIMENSIONS.filter(([name]) => name !== '');

/** A card's raw column, by the name the presence pairs give it. */
export function pairColumn(dimension: VisitorsDailyDimension): string {
  const found = PAIR_DIMENSIONS.find(([name]) => name === dimension);
  if (found === undefined) throw new Error(`No presence pairs for the dimension '${dimension}'`);
  return found[1];
}

/** A dimension's pairs begin with this: its name and the tab. */
export const pairPrefix = (dimension: VisitorsDailyDimension): string => `${dimension}\t`;

/** A pair's dimension and value, over a column `pair` (the total's '' has both ''). */
const PAIR_DIMENSION = "if(pair = '', '', substring(pair, 1, position(pair, '\\t') - 1))";
const PAIR_VALUE = "if(pair = '', '', substring(pair, position(pair, '\\t') + 1))";

/** A day with the generation of it that was read. */
export interface DayGeneration {
  readonly day: string;
  readonly generation: string;
}

/** Each recorded day's newest generation (up to `last` if given), in day order. */
export async function newestGenerations(client: ClickHouseClient, last?: string): Promise<DayGeneration[]> {
  const result = await client.query({
    // An alias of its own: one named as the column it reads shadows it on 18.16.
    query: `SELECT toString(day) AS iso_day, max(generation) AS newest FROM analytics_timing_built
      ${last === undefined ? '' : `WHERE day <= toDate(${stringLiteral(last)})`}
      GROUP BY iso_day ORDER BY iso_day`,
    format: 'JSONEachRow',
  });
  const rows = await result.json<{ iso_day: string; newest: string }>();
  return rows.map((row) => ({ day: row.iso_day, generation: row.newest }));
}

/**
 * The name of a set of days' generations: a day's links are read only while the days before it
 * have the newest generations they had when the links were written, so any rebuild of an earlier
 * day (whatever it changed) makes them stale.
 */
export function chainBasis(earlier: readonly DayGeneration[]): string {
  const names = [...earlier]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map(({ day, generation }) => `${day}/${generation}`)
    .join(',');
  return createHash('sha256').update(names).digest('hex').slice(0, 32);
}

/**
 * The rows of the given days' generations, or false when there are none: a set of days and one
 * of generations, not of (day, generation) pairs, since a generation names one day's build
 * alone (the same rows; 90 days of links by stag and country 74–105 ms against 106–158 ms for
 * the pairs, decision 118).
 */
export function dayGenerationCondition(days: readonly DayGeneration[]): string {
  if (days.length === 0) return '1 = 0';
  const dates = [...new Set(days.map(({ day }) => day))].map((day) => `toDate(${stringLiteral(day)})`);
  return `day IN (${dates.join(', ')}) AND generation IN ${stringList(days.map(({ generation }) => generation))}`;
}

/** Each presence row's variants: a human's rows count in both, a bot's in the one with bots. */
const VARIANTS = 'arrayJoin(if(bot = 0, [toUInt8(0), toUInt8(1)], [toUInt8(1)]))';

/**
 * The statement writing `day`'s presence rows of `generation`, from its events as stored (as the
 * daily rollup's view took them: a copy resent under another stag is seen under both): one row
 * per (bot, key, visitor) with every card's values they had under it that day.
 */
export function visitorPresenceStatement(day: string, generation: string): string {
  const pairs = PAIR_DIMENSIONS.map(
    ([name, column]) => `concat(${stringLiteral(pairPrefix(name))}, ifNull(${column}, '\\0'))`,
  ).join(', ');
  // Aliases of their own: a SELECT's alias named as a column it reads shadows it on 18.16.
  return `INSERT INTO analytics_visitor_presence (day, generation, bot, scope, dimension, stag, value, visitor, pairs)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bot, scope_key, '' AS dimension, stag_key, '' AS value, visitor_key, pairs_key
    FROM (
      SELECT bot, tupleElement(key, 1) AS scope_key, tupleElement(key, 2) AS stag_key,
        ${visitorKeySql()} AS visitor_key, groupUniqArrayArray([${pairs}]) AS pairs_key
      FROM analytics_events
      ARRAY JOIN [(toUInt8(0), ifNull(stag, '\\0')), (toUInt8(1), '')] AS key
      WHERE event_date = toDate(${stringLiteral(day)}) AND isNotNull(temp_player_id)
      GROUP BY bot, scope_key, stag_key, visitor_key
    )`;
}

/**
 * The statements writing `day`'s links as `generation` from its presence rows of `presence`
 * (written before) and those of `earlier` (the newest generation of every day before it), then
 * their mark.
 */
export function visitorChainStatements(
  day: string,
  presence: string,
  generation: string,
  earlier: readonly DayGeneration[],
): string[] {
  const thisDay = `day = toDate(${stringLiteral(day)}) AND generation = ${stringLiteral(presence)}`;
  const visitorKey = 'variant, scope, stag, visitor';
  // One JOIN: the day's visitors per variant and key with their pairs, each with the earlier days
  // they were seen under it and those days' pairs (none: ANY LEFT JOIN leaves empty arrays). Each
  // of the day's keys, the total ('') and every pair, is then linked to the last of those days
  // that holds it (none: day 0, 1970-01-01).
  return [
    `INSERT INTO analytics_visitor_chain_days (day, generation, variant, scope, dimension, stag, value, prev, visitors)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      variant, scope, dimension, stag, value, prev, count() AS visitors
    FROM (
      SELECT variant, scope, stag, arrayJoin(arrayConcat([''], day_pairs)) AS pair,
        ${PAIR_DIMENSION} AS dimension, ${PAIR_VALUE} AS value,
        toDate(arrayReduce('max',
          arrayFilter((seen, seen_pairs) -> pair = '' OR has(seen_pairs, pair), seens, earlier_pairs))) AS prev
      FROM (
        SELECT ${visitorKey}, groupUniqArrayArray(pairs) AS day_pairs FROM (
          SELECT ${VARIANTS} AS variant, scope, stag, visitor, pairs
          FROM analytics_visitor_presence WHERE ${thisDay}
        )
        GROUP BY ${visitorKey}
      )
      ANY LEFT JOIN (
        SELECT ${visitorKey}, groupArray(toUInt16(seen)) AS seens, groupArray(pairs) AS earlier_pairs FROM (
          SELECT ${VARIANTS} AS variant, scope, stag, visitor, day AS seen, pairs
          FROM analytics_visitor_presence
          WHERE ${dayGenerationCondition(earlier)}
            AND visitor IN (SELECT visitor FROM analytics_visitor_presence WHERE ${thisDay})
        )
        GROUP BY ${visitorKey}
      ) USING (${visitorKey})
    )
    GROUP BY variant, scope, dimension, stag, value, prev`,
    `INSERT INTO analytics_visitor_chain_built (day, presence, generation, basis)
    VALUES (toDate(${stringLiteral(day)}), ${stringLiteral(presence)}, ${stringLiteral(generation)},
      ${stringLiteral(chainBasis(earlier))})`,
  ];
}
