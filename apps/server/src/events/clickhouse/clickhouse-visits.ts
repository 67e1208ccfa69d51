import type { ClickHouseClient } from '@clickhouse/client';
import { VISIT_IDLE_MS } from '@playfront/contracts';
import { addColumnOnce } from './clickhouse-add-column.ts';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';
import { visitorHashSql } from './clickhouse-visitor-hash.ts';
import { watermarkTable } from './clickhouse-watermark-tables.ts';

/** `second_view` of a visit with fewer than two page views: after every range's end. */
export const NO_SECOND_VIEW = 'toInt64(9223372036854775807)';

/**
 * Every visit, kept ahead of time (decision 072): one row per (variant, visitor, start) with
 * the first event's dimensions, the time of the visit's second page view (a visit is a bounce
 * in a range that ends at or before it) and its last event. `bots` is the variant: 0 for visits
 * decided over the events of humans only, 1 over all events (a report that includes bots).
 * The visitor is the hex SipHash-128 of their id, as the rollups' sets hold it, so an erased
 * player's id is not kept here in clear. Rewritten by the updater (clickhouse-visits-updater.ts)
 * with a newer `version`, a visit that no longer exists as a row with `deleted = 1`: readers
 * take each (variant, visitor, start)'s newest row and never rely on merges. Ordered by start
 * before visitor: a report reads a range of starts through the key (and FINAL merges only that
 * range), while the updater's look-up of a few thousand scattered visitors would touch nearly
 * every granule under either order.
 */
export const VISITS_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visits (
  bots UInt8,
  visitor String,
  start Int64,
  version UInt64,
  deleted UInt8,
  stag String,
  interlayer_id String,
  ip_country String,
  device String,
  second_view Int64,
  last_at Int64
) ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(toDate(toDateTime(intDiv(start, 1000), 'UTC')))
ORDER BY (bots, start, visitor)`;

/**
 * The visitors each insert touched, with the span of their events in it, stamped with the
 * server's time of the insert: the updater's work list, read from its watermark.
 */
export const VISITS_DIRTY_TABLE = `CREATE TABLE IF NOT EXISTS analytics_visits_dirty (
  inserted_at DateTime,
  visitor String,
  first_at Int64,
  last_at Int64
) ENGINE = MergeTree()
PARTITION BY toYYYYMMDD(inserted_at)
ORDER BY inserted_at`;

export const VISITS_DIRTY_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_visits_dirty_mv
TO analytics_visits_dirty AS
SELECT now() AS inserted_at, ${visitorHashSql()} AS visitor,
  min(timestamp) AS first_at, max(timestamp) AS last_at
FROM analytics_events
WHERE isNotNull(temp_player_id)
GROUP BY visitor`;

/** How far the updater has read the work list: the newest row is the watermark. */
export const VISITS_WATERMARK_TABLE = watermarkTable('analytics_visits_watermark');

/**
 * Unix ms, both ends included, that every event `where` matches lies within: read first (PREWHERE),
 * so that only those events' visitors are hashed and looked up.
 */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * The visits of the events matching `where` (a visitor's events read whole: a window never
 * cuts a visit), with the variant `bots`, as rows of analytics_visits at `version`. Each
 * visitor's events are sorted by (time, event_id) in an array (18.16 has no window functions);
 * a copy of an event has its original's time and id, lands next to it and is dropped there, so
 * it is never counted (even if the collector gave it another country or device). Each element is
 * compared with its predecessor through a shifted copy of the array (and arrayDifference), never
 * by `array[i - 1]` inside a lambda: a lambda copies every array it names once per element, so
 * that form cost a visitor's events squared (decision 079: 2.7 s against 0.16 s for 500 visitors
 * of 70 events, and past the 2 GB memory limit at 400 events each).
 */
export function visitsSelect(where: string, bots: 0 | 1, version: number, window?: TimeWindow): string {
  const idle = integerLiteral(VISIT_IDLE_MS);
  // The sorting key has no visitor: without a window, every event of `where`'s days is hashed.
  const prewhere =
    window === undefined
      ? ''
      : `PREWHERE timestamp >= ${integerLiteral(window.from)} AND timestamp <= ${integerLiteral(window.to)}`;
  return `SELECT ${bots} AS bots, visitor, min(at) AS start, ${integerLiteral(version)} AS version,
    0 AS deleted, argMin(dims, (at, id)) AS first,
    tupleElement(first, 1) AS stag, tupleElement(first, 2) AS interlayer_id,
    tupleElement(first, 3) AS ip_country, tupleElement(first, 4) AS device,
    if(countIf(view = 1) >= 2,
      tupleElement(arraySort(groupArrayIf((at, id), view = 1))[2], 1), ${NO_SECOND_VIEW}) AS second_view,
    max(at) AS last_at
  FROM (
    SELECT visitor, visit_number, tupleElement(event, 1) AS at, tupleElement(event, 2) AS id,
      tupleElement(event, 3) AS view, tupleElement(event, 4) AS dims
    FROM (
      SELECT ${visitorHashSql()} AS visitor,
        arraySort(x -> (tupleElement(x, 1), tupleElement(x, 2)), groupArray((timestamp, event_id,
          toUInt8(event = 'page_view'), (ifNull(stag, '\\0'), ifNull(interlayer_id, '\\0'),
          ifNull(ip_country, '\\0'), ifNull(device, '\\0'))))) AS all_sorted,
        arrayFilter((x, previous, i) -> i = 1 OR tupleElement(x, 1) != tupleElement(previous, 1)
          OR tupleElement(x, 2) != tupleElement(previous, 2),
          all_sorted, arrayPushFront(arrayPopBack(all_sorted), all_sorted[1]), arrayEnumerate(all_sorted)) AS sorted,
        arrayMap(x -> tupleElement(x, 1), sorted) AS times,
        arrayCumSum(arrayMap((gap, i) -> toUInt32(i = 1 OR gap > ${idle}),
          arrayDifference(times), arrayEnumerate(times))) AS numbers
      FROM analytics_events ${prewhere}
      WHERE isNotNull(temp_player_id) AND ${bots === 1 ? '1 = 1' : 'bot = 0'} AND (${where})
      GROUP BY temp_player_id
    )
    ARRAY JOIN sorted AS event, numbers AS visit_number
  )
  GROUP BY visitor, visit_number`;
}

/** How the backfill splits the visitors: a share's sorted arrays fit a query's memory. */
const BACKFILL_SHARES = 16;

/**
 * Fills analytics_visits from the events stored before step 4, one share of the visitors per
 * insert and variant, then sets the watermark to the time the fill began: the work list's view
 * was created first, so what arrived meanwhile is redone by the updater (rewriting a visit the
 * fill wrote is harmless: the same row at a newer version).
 */
export async function backfillVisits(client: ClickHouseClient): Promise<void> {
  const result = await client.query({
    query: 'SELECT toUnixTimestamp(now()) AS now',
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ now: number | string }>();
  const began = Number(row?.now ?? 0);
  for (let share = 0; share < BACKFILL_SHARES; share++) {
    for (const bots of [0, 1] as const) {
      const where = `cityHash64(temp_player_id) % ${BACKFILL_SHARES} = ${share}`;
      await client.command({
        query: visitsInsert(visitsSelect(where, bots, began * 1000), null),
      });
    }
  }
  await client.command({
    query: `INSERT INTO analytics_visits_watermark VALUES (toDateTime(${integerLiteral(began)}))`,
  });
}

/**
 * The INSERT of visitsSelect's rows (which carry a helper column) into analytics_visits, named
 * by `writer` (schema step 6, decision 080), or without one: the backfill of step 4 runs before
 * the column exists, and its rows keep the column's default ''.
 */
export function visitsInsert(select: string, writer: string | null): string {
  const columns = `bots, visitor, start, version, deleted, stag, interlayer_id, ip_country, device,
    second_view, last_at`;
  return writer === null
    ? `INSERT INTO analytics_visits (${columns}) SELECT ${columns} FROM (${select})`
    : `INSERT INTO analytics_visits (${columns}, writer) SELECT ${columns}, ${stringLiteral(writer)} FROM (${select})`;
}

/**
 * Schema step 6 (decision 080): who wrote each kept visit, so that two instances' rows at one
 * version are told apart.
 */
export function addVisitsWriter(client: ClickHouseClient): Promise<void> {
  return addColumnOnce(client, 'analytics_visits', 'writer', "String DEFAULT ''");
}
