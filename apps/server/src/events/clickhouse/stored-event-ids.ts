import type { ClickHouseClient } from '@clickhouse/client';
import { stringList } from './clickhouse-literal.ts';

/** event_ids per lookup: keeps the query text far below ClickHouse's max_query_size (256 KiB). */
const LOOKUP_CHUNK = 2_000;

/**
 * Which of `ids` `analytics_events` holds already, looked up on its primary key
 * (event_date, event_id): `days` are the UTC days of the events, so the index narrows the read.
 */
export async function storedEventIds(
  client: ClickHouseClient,
  ids: readonly string[],
  days: readonly string[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
    const chunk = ids.slice(start, start + LOOKUP_CHUNK);
    const result = await client.query({
      query: `SELECT event_id FROM analytics_events
        WHERE event_date IN ${stringList(days)} AND event_id IN ${stringList(chunk)}`,
      format: 'JSONEachRow',
    });
    for (const row of await result.json<{ event_id: string }>()) stored.add(row.event_id);
  }
  return stored;
}
