import { randomUUID } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import { ROLLUP_NULL } from './clickhouse-traffic-sql.ts';
import { visitorHashSql } from '../../events/clickhouse/clickhouse-visitor-hash.ts';

/** A visitor's key on ClickHouse and the device of their first event (null: none, or no event). */
export interface FirstDevice {
  readonly hash: string;
  readonly device: string | null;
}

/**
 * Each visitor's first device where the events are on ClickHouse: the device of their earliest
 * event by (timestamp, event_id), bots' events included, as the SQL reports read it from the
 * app's events table; every visitor asked for comes back, one with no event under no device.
 * Read from the states kept per visitor (analytics_first_devices, decision 080) rather than over
 * their raw events: a kept device is looked up by its visitor's hash, the table's key.
 *
 * The visitor ids go to the server as rows of a temporary table of the query's own session, not
 * as a literal `IN (…)` list in the query's text (18.16 has no query parameters): with 97,932
 * ids the literal list made the query take 3.1–3.2 s, the same set read from a table 1.0–1.3 s
 * (decision 075), and a literal list needed the query size and syntax tree limits raised.
 */
export async function firstDevices(
  client: ClickHouseClient,
  visitors: Iterable<string>,
): Promise<Map<string, FirstDevice>> {
  const all = [...new Set(visitors)];
  const devices = new Map<string, FirstDevice>();
  if (all.length === 0) return devices;
  // A session of this lookup alone: its temporary table is seen by its queries only, and a
  // session runs one query at a time, so concurrent reports each have their own.
  const session_id = `first-devices-${randomUUID()}`;
  await client.command({
    query: 'CREATE TEMPORARY TABLE first_device_visitors (id String) ENGINE = Memory',
    session_id,
  });
  try {
    await client.insert({
      table: 'first_device_visitors',
      values: all.map((id) => ({ id })),
      format: 'JSONEachRow',
      session_id,
    });
    const result = await client.query({
      // One JOIN: the ids with their hashes, joined to their visitors' merged states (a visitor
      // without one gets the join's default, '').
      query: `SELECT id AS visitor, hash, nullIf(nullIf(device, '${ROLLUP_NULL}'), '') AS first_device
        FROM (SELECT id, ${visitorHashSql('id')} AS hash FROM first_device_visitors)
        ALL LEFT JOIN (
          SELECT visitor AS hash, argMinMerge(first) AS device
          FROM analytics_first_devices
          WHERE visitor IN (SELECT ${visitorHashSql('id')} FROM first_device_visitors)
          GROUP BY hash
        ) USING hash`,
      format: 'JSONEachRow',
      session_id,
    });
    const rows = await result.json<{ visitor: string; hash: string; first_device: string | null }>();
    for (const row of rows) devices.set(row.visitor, { hash: row.hash, device: row.first_device });
  } finally {
    await client.command({ query: 'DROP TEMPORARY TABLE IF EXISTS first_device_visitors', session_id });
  }
  return devices;
}
