import type { ClickHouseClient } from '@clickhouse/client';
import { integerLiteral, stringLiteral } from './clickhouse-literal.ts';

/**
 * Whole days of a work list kept before the oldest place one of its readers still reads from: far
 * more than any reader's overlap (120 s), so an instance whose clock or step lags is never short.
 */
export const WORK_LIST_KEPT_DAYS = 3;

const DAY_SECONDS = 86_400;

/** The days of each work list dropped by a pruning, as `YYYYMMDD` partitions. */
export interface PrunedWorkLists {
  readonly visits: readonly string[];
  readonly timing: readonly string[];
}

/**
 * Drops the days of the two work lists (`analytics_visits_dirty`, `analytics_timing_dirty`: a row
 * per insert and visitor or day, partitioned by the day of `inserted_at`) that no reader can still
 * read: those more than `keptDays` whole days before the oldest reader's place. The visits list is
 * read by the visits updater from its watermark and by the players' devices keeper from its cursor
 * (`devicesCheckedUntil`, Unix s, in the app's database; null before its first run, which reads no
 * list); the timing list by the timing updater and the reports from the timing watermark. Each
 * read is by `inserted_at` from that place on, so a dropped day was never going to be read. A
 * list whose reader has no watermark yet keeps everything. The watermarks' own tables (by the day
 * of each move since step 21) lose their days before their place likewise. Dropping a partition
 * is a metadata change on the server, and dropping one that another instance dropped first does
 * nothing.
 */
export async function pruneWorkLists(
  client: ClickHouseClient,
  devicesCheckedUntil: number | null,
  keptDays = WORK_LIST_KEPT_DAYS,
): Promise<PrunedWorkLists> {
  const [marks] = await rows<{ visits: string; timing: string }>(
    client,
    `SELECT toString((SELECT toUnixTimestamp(max(done_until)) FROM analytics_visits_watermark)) AS visits,
      toString((SELECT toUnixTimestamp(max(done_until)) FROM analytics_timing_watermark)) AS timing`,
  );
  const visits = Number(marks?.visits ?? 0);
  const timing = Number(marks?.timing ?? 0);
  const visitsFrom = devicesCheckedUntil === null ? visits : Math.min(visits, devicesCheckedUntil);
  // A watermark is read as its greatest row: its days before the place are never read.
  await dropDaysBefore(client, 'analytics_visits_watermark', visits, keptDays);
  await dropDaysBefore(client, 'analytics_timing_watermark', timing, keptDays);
  return {
    visits: await dropDaysBefore(client, 'analytics_visits_dirty', visitsFrom, keptDays),
    timing: await dropDaysBefore(client, 'analytics_timing_dirty', timing, keptDays),
  };
}

/** Drops the day partitions of `table` more than `keptDays` whole days before `readFrom` (Unix s). */
async function dropDaysBefore(
  client: ClickHouseClient,
  table: string,
  readFrom: number,
  keptDays: number,
): Promise<string[]> {
  // No watermark yet (0): the reader has not read the list; keep it whole.
  if (readFrom <= 0) return [];
  const firstKept = yyyymmdd((Math.floor(readFrom / DAY_SECONDS) - keptDays) * DAY_SECONDS);
  const parts = await rows<{ partition: string }>(
    client,
    `SELECT DISTINCT partition FROM system.parts
      WHERE database = currentDatabase() AND table = ${stringLiteral(table)} AND active`,
  );
  const older = parts
    .map((part) => part.partition)
    .filter((partition) => /^\d{8}$/.test(partition) && Number(partition) < firstKept)
    .sort();
  for (const partition of older) {
    await client.command({
      query: `ALTER TABLE ${table} DROP PARTITION ${integerLiteral(Number(partition))}`,
    });
  }
  return older;
}

/** A Unix time's UTC day as the number `YYYYMMDD` (the lists' partition key, toYYYYMMDD). */
function yyyymmdd(seconds: number): number {
  return Number(new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', ''));
}

async function rows<Row>(client: ClickHouseClient, query: string): Promise<Row[]> {
  const result = await client.query({ query, format: 'JSONEachRow' });
  return result.json<Row>();
}
