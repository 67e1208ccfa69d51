import { VISIT_IDLE_MS } from '@playfront/contracts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { visitRowsSql } from './clickhouse-visit-rows.ts';
import { visitorHashSql } from './clickhouse-visitor-hash.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `stag` that no event carries (the collector refuses NUL): the row names a visitor instead. */
export const VISIT_STAG_VISITOR_ROW = '\\0';

/**
 * The visits of a stags' dashboard per day (decision 102), rebuilt with decision 090's cells as
 * the same generation. Per day, variant (`bots` 0 humans' events only, 1 all) and stag: the
 * visits starting that day of the visitors whose events with a stag in [day − 30 min, day + 1)
 * carry that one stag (`visitor` ''), and how many of them had at most one page view by midnight
 * (`bounces`). Such a visitor's visits are the same for every list holding their stag (and none
 * for a list without it), so a list's visits are its stags' rows summed. A visitor whose events
 * there carry two stags or more, or with a visit of at most one page view still open at midnight
 * (its bounce depends on the next day), gets one row instead (`stag` '\0', `visitor` the hex
 * SipHash-128 of their id, as the kept visits): a report counts that visitor's visits of that
 * day from their raw events within its list. Whether an event opens a visit depends only on the
 * 30 minutes before it, so a day's rows depend on the events of [day − 30 min, day + 1) alone:
 * the work list stamps the next day too for events in a day's last 30 minutes
 * (TIMING_DIRTY_NEXT_VIEW). Events without a stag or a visitor are left out (no list has them).
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
 * The statement writing `day`'s visit rows of `generation`: the events of [day − 30 min, day + 1)
 * with a stag and a visitor, as stored (a copy resent under another stag makes its visitor one of
 * two stags, counted from raw events as the raw path counts it; a copy under the same stag is
 * dropped within the visitor's array), once per variant.
 */
export function visitStagDaysStatement(day: string, generation: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  const from = integerLiteral(start - VISIT_IDLE_MS);
  const midnight = integerLiteral(start + DAY_MS);
  const events = `(
    SELECT bots, assumeNotNull(temp_player_id) AS player, assumeNotNull(stag) AS stag_value,
      timestamp, event, event_id
    FROM analytics_events
    ARRAY JOIN [toUInt8(0), toUInt8(1)] AS bots
    WHERE event_date >= toDate(${stringLiteral(day)}) - 1 AND event_date <= toDate(${stringLiteral(day)})
      AND timestamp >= ${from} AND timestamp < ${midnight}
      AND isNotNull(temp_player_id) AND isNotNull(stag) AND (bots = 1 OR bot = 0)
  )`;
  const visits = visitRowsSql(events, ['bots', 'player'], {
    stags: 'uniqExact(stag_value)',
    one_stag: 'any(stag_value)',
  });
  // A visit whose last event is within 30 minutes of midnight may go on the next day.
  const openAtMidnight = `views <= 1 AND last_at >= ${integerLiteral(start + DAY_MS - VISIT_IDLE_MS)}`;
  // The constants are named outside the grouping: a SELECT's alias shadows a column in its WHERE.
  return `INSERT INTO analytics_visit_stag_days (day, generation, bots, stag, visitor, visits, bounces)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bots, stag_key, visitor_key, visits, bounces
    FROM (
      SELECT bots, if(counted_raw, '${VISIT_STAG_VISITOR_ROW}', single_stag) AS stag_key,
        if(counted_raw, ${visitorHashSql('player')}, '') AS visitor_key,
        sum(visitor_visits) AS visits, sum(visitor_bounces) AS bounces
      FROM (
        SELECT bots, player, any(stags) > 1 OR max(${openAtMidnight}) = 1 AS counted_raw,
          any(one_stag) AS single_stag, count() AS visitor_visits, countIf(views <= 1) AS visitor_bounces
        FROM (${visits})
        WHERE started >= ${integerLiteral(start)}
        GROUP BY bots, player
      )
      GROUP BY bots, stag_key, visitor_key
    )`;
}
