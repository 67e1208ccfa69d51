import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';

/**
 * The kept visits' counts per day (decision 110), rebuilt with decision 090's cells as the same
 * generation: per day, variant (`bots` 0 over humans' events only, 1 over all) and the first
 * event's stag, interlayer id, country and device ('\0' for NULL, as the rollups), how many
 * visits start that day. The affiliate report's visits are these summed, with no `FINAL` over
 * analytics_visits. Whether an event opens a visit depends only on the 30 minutes before it, so
 * a day's rows depend on the events of [day − 30 min, day + 1) alone (the work list stamps the
 * next day for events in a day's last 30 minutes, TIMING_DIRTY_NEXT_VIEW). No bounces: a visit's
 * second page view may come on a later day.
 */
export const VISIT_DAYS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visit_days (
  day Date,
  generation String,
  bots UInt8,
  stag String,
  interlayer_id String,
  ip_country String,
  device String,
  visits UInt64
) ENGINE = MergeTree()
PARTITION BY toYYYYMM(day)
ORDER BY (bots, day, generation, stag, interlayer_id, ip_country, device)`;

/**
 * The statement writing `day`'s rows of `generation`: the events of [day − 30 min, day + 1) with
 * a visitor, as stored, once per variant. Each visitor's events are sorted by (time, id, first
 * dimensions) with exact copies dropped; a visit starts at the first event or after a gap over
 * VISIT_IDLE_MS (a copy with other dimensions lies at gap 0, so never starts one), and counts
 * when it starts on `day`.
 */
export function visitDaysStatement(day: string, generation: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  const idle = integerLiteral(VISIT_IDLE_MS);
  const events = `(
    SELECT bots, temp_player_id, timestamp, event_id,
      (ifNull(stag, '\\0'), ifNull(interlayer_id, '\\0'), ifNull(ip_country, '\\0'), ifNull(device, '\\0')) AS dims
    FROM analytics_events
    ARRAY JOIN [toUInt8(0), toUInt8(1)] AS bots
    WHERE event_date >= toDate(${stringLiteral(day)}) - 1 AND event_date <= toDate(${stringLiteral(day)})
      AND timestamp >= ${integerLiteral(start - VISIT_IDLE_MS)} AND timestamp < ${integerLiteral(start + DAY_MS)}
      AND isNotNull(temp_player_id) AND (bots = 1 OR bot = 0)
  )`;
  // Gaps by arrayDifference: a lambda that names an outer array copies it per element (decision 079).
  // The constants are named outside the grouping: a SELECT's alias shadows a column in its WHERE.
  return `INSERT INTO analytics_visit_days (day, generation, bots, stag, interlayer_id, ip_country, device, visits)
    SELECT toDate(${stringLiteral(day)}) AS day, ${stringLiteral(generation)} AS generation,
      bots, first_stag, first_interlayer, first_country, first_device, visits
    FROM (
      SELECT bots, tupleElement(first, 1) AS first_stag, tupleElement(first, 2) AS first_interlayer,
        tupleElement(first, 3) AS first_country, tupleElement(first, 4) AS first_device, count() AS visits
      FROM (
        SELECT bots,
          arraySort(x -> (x.1, x.2, x.3), arrayDistinct(groupArray((timestamp, event_id, dims)))) AS sorted,
          arrayFilter((x, gap, i) -> (i = 1 OR gap > ${idle}) AND x.1 >= ${integerLiteral(start)},
            sorted, arrayDifference(arrayMap(x -> x.1, sorted)), arrayEnumerate(sorted)) AS starts
        FROM ${events}
        GROUP BY bots, temp_player_id
      )
      ARRAY JOIN arrayMap(x -> x.3, starts) AS first
      GROUP BY bots, first_stag, first_interlayer, first_country, first_device
    )`;
}
