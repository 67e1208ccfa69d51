import { join } from 'node:path';
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type { Env } from '../../config-values.ts';

/** Default bound of the disk queue: 1 GiB, about 4 million events at ~250 bytes each (decision 082). */
export const DEFAULT_QUEUE_MAX_MB = 1024;

/**
 * The `EVENTS_CLICKHOUSE_*` settings, or undefined when `EVENTS_CLICKHOUSE_URL` is unset (events
 * go to the transactional database). Throws, saying what to fix, on a malformed value.
 */
export function clickHouseConfig(env: Env, dataDir: string): ClickHouseSettings | undefined {
  const url = env.EVENTS_CLICKHOUSE_URL;
  if (url === undefined || url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`EVENTS_CLICKHOUSE_URL must be an http(s) URL such as http://127.0.0.1:8123, not ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`EVENTS_CLICKHOUSE_URL must be an http(s) URL (ClickHouse's HTTP interface), not ${url}`);
  }
  const database = env.EVENTS_CLICKHOUSE_DATABASE ?? 'playfront';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(database)) {
    throw new Error(`EVENTS_CLICKHOUSE_DATABASE must be a plain name (letters, digits, _), not ${database}`);
  }
  const rawMb = env.EVENTS_CLICKHOUSE_QUEUE_MAX_MB ?? String(DEFAULT_QUEUE_MAX_MB);
  const queueMaxMb = Number(rawMb);
  if (!Number.isInteger(queueMaxMb) || queueMaxMb < 1 || queueMaxMb > 1_048_576) {
    throw new Error(
      `EVENTS_CLICKHOUSE_QUEUE_MAX_MB must be a whole number of MiB from 1 to 1048576, not ${rawMb}`,
    );
  }
  return {
    url,
    username: env.EVENTS_CLICKHOUSE_USER ?? 'default',
    password: env.EVENTS_CLICKHOUSE_PASSWORD ?? '',
    database,
    queueDir: env.EVENTS_CLICKHOUSE_QUEUE_DIR ?? join(dataDir, 'clickhouse-queue'),
    queueMaxBytes: queueMaxMb * 1024 * 1024,
  };
}
