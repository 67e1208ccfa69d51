import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { visitRowsSql } from './clickhouse-visit-rows.ts';
import { visitorHashSql } from './clickhouse-visitor-hash.ts';
import { NO_SECOND_DAY, secondDaySql } from './clickhouse-visit-bounce-days.ts';

/**
 * How far past midnight a day's stag visit rows read (decision 119): a visit open at midnight is
 * decided when its second page view or its end (30 minutes without an event) is seen. Thirty
 * minutes left 4 visitors a day of the 10M bench data undecided (a view just before midnight,
 * clicks after it), sixty none, against one more rebuild of the previous day for the events of a
 * day's first hour.
 */
export const VISIT_STAG_LOOKAHEAD_MS = 60 * 60 * 1000;

/**
 * Decision 102's visits per day and stag (schema step 12): a visitor of two stags, or with a
 * one-view visit open at midnight, was named and counted from raw events, which read every event
 * of a range's stags. Replaced by VISIT_STAG_SETS_TABLE at step 18; kept (its rows deleted with
 * their superseded generations) for an instance of the version before during a rolling deploy,
 * dropped by a later step.
 */
export const VISIT_STAG_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visit_stag_days (
  day Date,
  generation String,
  bots UInt8,
  stag String,
  visitor String,
  visits UInt64,
  bounces UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bots, stag, day, generation, visitor)`;

/**
 * Stamps the next day on the work list for an insert's events in a day's last 30 minutes: they
 * decide whether the next day's first events open visits. A second view beside
 * analytics_timing_dirty_mv (18.16 cannot alter a view's query).
 */
export const TIMING_DIRTY_NEXT_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_timing_dirty_next_mv
TO analytics_timing_dirty AS
SELECT now() AS inserted_at, toDate(toDateTime(intDiv(timestamp, 1000), 'UTC')) + 1 AS day
FROM analytics_events
WHERE timestamp % ${integerLiteral(DAY_MS)} >= ${integerLiteral(DAY_MS - VISIT_IDLE_MS)}
GROUP BY day`;

/**
 * Stamps the previous day on the work list for an insert's events in a day's first hour
 * (VISIT_STAG_LOOKAHEAD_MS): they decide whether a visit still open at the previous day's midnight
 * gets its second page view (decision 119). A third view beside analytics_timing_dirty_mv and
 * TIMING_DIRTY_NEXT_VIEW.
 */
export const TIMING_DIRTY_PREVIOUS_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_timing_dirty_previous_mv
TO analytics_timing_dirty AS
SELECT now() AS inserted_at, toDate(toDateTime(intDiv(timestamp, 1000), 'UTC')) - 1 AS day
FROM analytics_events
WHERE timestamp % ${integerLiteral(DAY_MS)} < ${integerLiteral(VISIT_STAG_LOOKAHEAD_MS)}
GROUP BY day`;

/**
 * The most stags a visitor's events of one day's window may carry and still be counted from rows:
 * each nonempty subset of them gets its own visits (2^k − 1 subsets; three stags, seven).
 */
export const VISIT_STAG_SETS_MAX = 3;

/**
 * A stags' dashboard's visits per day (decision 119, replacing decision 102's rows), rebuilt with
 * decision 090's cells as the same generation. A list's visits of a visitor depend only on which
 * of the visitor's events carry a stag of the list. So per day, variant (`bots` 0 over humans'
 * events, 1 over all) and visitor: `among`, the stags of their events in the day's window [day −
 * 30 min, day + 1 + 1 h), sorted; and per nonempty subset of them (`stags`, sorted) the visits
 * among the subset's events that start that day, by the day of their second page view
 * (`second_day`, NO_SECOND_DAY if none). Rows of alike keys are summed. A list's visits are then
 * the rows whose `stags` are the list's part of their `among`, and a visit is a bounce in a range
 * of whole days when its second page view comes after the range's last day.
 *
 * The hour after midnight (VISIT_STAG_LOOKAHEAD_MS) decides nearly every visit open at midnight:
 * its second page view or its end is seen there (TIMING_DIRTY_PREVIOUS_VIEW stamps the day again
 * when those events change). Only a visitor whose events there carry more than VISIT_STAG_SETS_MAX
 * stags, or with a visit of at most one page view that may still go on past the window's end (an
 * event in its last 30 minutes), gets one row instead (`stags` empty, `visitor` the hex
 * SipHash-128 of their id, as the kept visits): a report counts that visitor's visits of that day
 * from their raw events within its list. Events without a stag or a visitor are left out (no list
 * has them).
 */
export const VISIT_STAG_SETS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visit_stag_sets (
  day Date,
  generation String,
  bots UInt8,
  stags Array(String),
  among Array(String),
  second_day UInt16,
  visitor String,
  visits UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bots, day, generation)`;

/**
 * The statement writing `day`'s visit rows of `generation` (VISIT_STAG_SETS_TABLE): the events of
 * the day's window with a stag and a visitor, as stored (a copy resent under another stag is one
 * more stag of its visitor and falls in each subset holding either; copies alike are dropped
 * within a subset's array), once per variant.
 */
export function visitStagSetsStatement(day: string, generation: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  const midnight = start + DAY_MS;
  const events = `(
    SELECT bots, assumeNotNull(temp_player_id) AS player, assumeNotNull(stag) AS stag_value,
      timestamp, event, event_id
    FROM analytics_events
    ARRAY JOIN [toUInt8(0), toUInt8(1)] AS bots
    WHERE event_date >= toDate(${stringLiteral(day)}) - 1 AND event_date <= toDate(${stringLiteral(day)}) + 1
      AND timestamp >= ${integerLiteral(start - VISIT_IDLE_MS)} AND timestamp < ${integerLiteral(midnight + VISIT_STAG_LOOKAHEAD_MS)}
      AND isNotNull(temp_player_id) AND isNotNull(stag) AND (bots = 1 OR bot = 0)
  )`;
  // Subset m of `among` holds its i-th stag when bit i − 1 of m is set; a visitor of too many
  // stags keeps one subset, all of them, only to be named below.
  const subsets = `if(length(among) > ${VISIT_STAG_SETS_MAX}, [among],
    arrayMap(m -> arrayFilter((s, i) -> bitAnd(m, bitShiftLeft(toUInt64(1), i - 1)) != 0, among, arrayEnumerate(among)),
      arrayFilter(m -> m > 0, range(bitShiftLeft(toUInt64(1), length(among))))))`;
  const bySubset = `(
    SELECT bots, player, among, subset, tupleElement(ev, 1) AS timestamp, tupleElement(ev, 2) AS event,
      tupleElement(ev, 3) AS event_id
    FROM (
      SELECT bots, player, among, evs, subset FROM (
        SELECT bots, player, among, evs, ${subsets} AS subsets
        FROM (
          SELECT bots, player, arraySort(groupUniqArray(stag_value)) AS among,
            groupArray((timestamp, event, event_id, stag_value)) AS evs
          FROM ${events}
          GROUP BY bots, player
        )
      )
      ARRAY JOIN subsets AS subset
    )
    ARRAY JOIN evs AS ev
    WHERE has(subset, tupleElement(ev, 4))
  )`;
  const visits = visitRowsSql(bySubset, ['bots', 'player', 'among', 'subset'], {}, { secondView: true });
  // Still open at the window's end with at most one page view: its next event may be a view.
  const undecided = `views <= 1 AND last_at >= ${integerLiteral(midnight + VISIT_STAG_LOOKAHEAD_MS - VISIT_IDLE_MS)}`;
  // The constants are named outside the grouping: a SELECT's alias shadows a column in its WHERE.
  return `INSERT INTO analytics_visit_stag_sets (day, generation, bots, stags, among, second_day, visitor, visits)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bots, stags_key, among_key, second_key, visitor_key, visits
    FROM (
      SELECT bots, if(counted_raw, emptyArrayString(), tupleElement(key, 1)) AS stags_key,
        if(counted_raw, emptyArrayString(), visitor_among) AS among_key,
        if(counted_raw, ${NO_SECOND_DAY}, tupleElement(key, 2)) AS second_key,
        if(counted_raw, ${visitorHashSql('player')}, '') AS visitor_key, count() AS visits
      FROM (
        SELECT bots, player, length(any(among)) > ${VISIT_STAG_SETS_MAX} OR max(${undecided}) = 1 AS counted_raw,
          any(among) AS visitor_among, groupArray((subset, ${secondDaySql('second_view', '0')})) AS keys
        FROM (${visits})
        WHERE started >= ${integerLiteral(start)} AND started < ${integerLiteral(midnight)}
        GROUP BY bots, player
      )
      ARRAY JOIN keys AS key
      GROUP BY bots, stags_key, among_key, second_key, visitor_key
    )`;
}
