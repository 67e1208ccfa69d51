/**
 * Where a ClickHouse server's work went in a bench round, from its own logs (a server started with
 * `startClickHouse({ logs: true })`): the queries by kind (count, rows and bytes read, wall time,
 * CPU from each query's profile events) and the parts written and merged by table. An insert's
 * row includes its materialized views, which run inside it; merges run in the background and are
 * only in part_log (wall time, single-threaded).
 */
import type { ClickHouseServer } from '@playfront/server/testing';

/** The kinds a query is counted under, first match wins (the app's queries, by their text). */
const KIND = `multiIf(
  query LIKE 'INSERT INTO analytics_events%', 'events insert (with its views)',
  query LIKE 'INSERT INTO analytics_visits %SELECT%', 'visits step: INSERT … SELECT',
  query LIKE '%analytics_visits_dirty%' OR query LIKE '%now()%analytics_visits_watermark%', 'visits step: work list, clock',
  query LIKE '%analytics_visits%', 'visits step: versions, stored, watermark',
  query LIKE '%system.%' OR query LIKE '%schema_migrations%', 'schema checks',
  'other')`;

const CPU_US = `arraySum(arrayMap((name, value) -> if(name IN ('UserTimeMicroseconds', 'SystemTimeMicroseconds'), value, 0),
  ProfileEvents.Names, ProfileEvents.Values))`;

async function run(server: ClickHouseServer, query: string): Promise<string> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'X-ClickHouse-User': server.username, 'X-ClickHouse-Key': server.password },
    body: query,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`ClickHouse log query failed: ${text}`);
  return text;
}

/** Prints the server's queries and parts since `sinceMs` (unix ms), one line a kind or table. */
export async function printServerLog(server: ClickHouseServer, sinceMs: number): Promise<void> {
  await run(server, 'SYSTEM FLUSH LOGS');
  const since = Math.floor(sinceMs / 1000);
  const queries = await run(
    server,
    `SELECT ${KIND} AS kind, count(), sum(read_rows), round(sum(read_bytes) / 1048576, 1),
       sum(query_duration_ms), round(sum(${CPU_US}) / 1e6, 2)
     FROM system.query_log
     WHERE type = 2 AND event_date >= toDate(toDateTime(${since})) AND query_start_time >= toDateTime(${since})
       AND query NOT LIKE '%query_log%' AND query NOT LIKE '%part_log%'
     GROUP BY kind ORDER BY kind FORMAT TSV`,
  );
  printTable('clickhouse queries: kind | count | rows read | MiB read | wall ms | CPU s', queries);
  const parts = await run(
    server,
    `SELECT table, countIf(event_type = 1), countIf(event_type = 2), sumIf(duration_ms, event_type = 2),
       sumIf(rows, event_type = 2)
     FROM system.part_log
     WHERE event_date >= toDate(toDateTime(${since})) AND event_time >= toDateTime(${since})
       AND database != 'system'
     GROUP BY table ORDER BY table FORMAT TSV`,
  );
  printTable('clickhouse parts: table | new parts | merges | merge wall ms | rows merged', parts);
}

function printTable(title: string, tsv: string): void {
  console.log(title);
  for (const line of tsv.trim().split('\n')) {
    if (line !== '') console.log(`  ${line.replaceAll('\t', ' | ')}`);
  }
}
