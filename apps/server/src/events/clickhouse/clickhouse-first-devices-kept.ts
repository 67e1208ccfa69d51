import type { ClickHouseClient } from '@clickhouse/client';
import { stringList, stringLiteral } from './clickhouse-literal.ts';
import { visitorHashSql } from './clickhouse-visitor-hash.ts';

/**
 * Each visitor's first device, kept ahead of time (decision 080): one argMin state per visitor
 * of the device of their earliest event by (timestamp, event_id), bots' events included, as the
 * affiliate report's grouping by device reads it. The state is idempotent: an event inserted
 * twice has its original's time and id and cannot move the minimum. A NULL device is kept as
 * '\0' (argMin skips NULLs, decision 057). The visitor is the hex SipHash-128 of their id, as
 * in analytics_visits, so an erased player's id is not kept here in clear.
 */
export const FIRST_DEVICES_TABLE = `CREATE TABLE IF NOT EXISTS analytics_first_devices (
  visitor String,
  first AggregateFunction(argMin, String, Tuple(Int64, String))
) ENGINE = AggregatingMergeTree()
ORDER BY visitor`;

/**
 * The states of the events matching `where` (the view's block, or a share of the backfill), each
 * under its visitor's hash, or all under `visitor` (an expression) when given.
 */
function firstDevicesSelect(where: string, visitor = visitorHashSql()): string {
  return `SELECT ${visitor} AS visitor,
    argMinState(ifNull(device, '\\0'), (timestamp, event_id)) AS first
  FROM analytics_events
  WHERE ${where}
  GROUP BY visitor`;
}

export const FIRST_DEVICES_VIEW = `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_first_devices_mv
TO analytics_first_devices AS ${firstDevicesSelect('isNotNull(temp_player_id)')}`;

/** How the backfill splits the visitors: a share's states fit a query's memory at 100M events. */
const BACKFILL_SHARES = 8;

/**
 * Fills the table from the events stored before the view existed, one share of the visitors per
 * insert. Run after the view is created: an event read here and taken by the view as well is a
 * second state of the same minimum.
 */
export async function backfillFirstDevices(client: ClickHouseClient): Promise<void> {
  for (let share = 0; share < BACKFILL_SHARES; share++) {
    await client.command({
      query: `INSERT INTO analytics_first_devices ${firstDevicesSelect(
        `isNotNull(temp_player_id) AND cityHash64(temp_player_id) % ${BACKFILL_SHARES} = ${share}`,
      )}`,
    });
  }
}

/**
 * Keeps the first device of an erased player's visitors under their pseudonym too: the erasure
 * relabels their events by a mutation, which the view does not see, and the app's database looks
 * the player up again under the pseudonym (decision 120). Their events are read under either id
 * (the mutation may not have reached every part yet); run again, it adds the same minimum.
 */
export async function keepFirstDeviceAs(
  client: ClickHouseClient,
  visitorIds: readonly string[],
  pseudonym: string,
): Promise<void> {
  await client.command({
    query: `INSERT INTO analytics_first_devices ${firstDevicesSelect(
      `temp_player_id IN ${stringList([...visitorIds, pseudonym])}`,
      visitorHashSql(stringLiteral(pseudonym)),
    )}`,
  });
}
