import type { ClickHouseClient } from '@clickhouse/client';
import { stringList } from '../../events/clickhouse/clickhouse-literal.ts';
import { ROLLUP_NULL } from './clickhouse-traffic-sql.ts';

/**
 * Visitor ids per query. Each query reads the visitor column of the whole table (it is ordered by
 * day and event_id), so the fewer the better; the IN list is a literal (18.16 has no parameters),
 * so the query may be larger than ClickHouse's defaults allow.
 */
const VISITORS_PER_QUERY = 100_000;
const MAX_QUERY_BYTES = 16 * 2 ** 20;

/**
 * Each visitor's first device where the events are on ClickHouse: the device of their earliest
 * event by (timestamp, event_id), bots' events included, as the SQL reports read it from the
 * app's events table. A visitor with no event is left out (their players fall under no device).
 * `argMin` skips NULLs of a Nullable argument (decision 057), so a first event without a device
 * is carried as ROLLUP_NULL inside the aggregate and turned back into NULL after it.
 */
export async function firstDevices(
  client: ClickHouseClient,
  visitors: Iterable<string>,
): Promise<Map<string, string | null>> {
  const all = [...new Set(visitors)];
  const devices = new Map<string, string | null>();
  for (let i = 0; i < all.length; i += VISITORS_PER_QUERY) {
    const part = all.slice(i, i + VISITORS_PER_QUERY);
    const result = await client.query({
      query: `SELECT temp_player_id AS visitor,
          nullIf(argMin(ifNull(device, '${ROLLUP_NULL}'), (timestamp, event_id)), '${ROLLUP_NULL}') AS first_device
        FROM analytics_events
        WHERE temp_player_id IN ${stringList(part)}
        GROUP BY visitor`,
      format: 'JSONEachRow',
      // Each id is an element of the query's syntax tree too (50,000 allowed by default).
      clickhouse_settings: {
        max_query_size: String(MAX_QUERY_BYTES),
        max_ast_elements: String(4 * VISITORS_PER_QUERY),
        max_expanded_ast_elements: String(4 * VISITORS_PER_QUERY),
      },
    });
    for (const row of await result.json<{ visitor: string; first_device: string | null }>()) {
      devices.set(row.visitor, row.first_device);
    }
  }
  return devices;
}
