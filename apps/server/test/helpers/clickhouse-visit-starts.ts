import type { ClickHouseClient } from '@clickhouse/client';

/** The starts of a visitor's kept visits as stored (newest rows, deleted ones left out), both variants. */
export async function liveVisitStarts(client: ClickHouseClient, visitor: string): Promise<number[]> {
  const result = await client.query({
    query: `SELECT toString(start) AS start FROM analytics_visits FINAL
      WHERE visitor = hex(sipHash128('${visitor}')) AND deleted = 0 ORDER BY bots, start`,
    format: 'JSONEachRow',
  });
  return (await result.json<{ start: string }>()).map((found) => Number(found.start));
}
