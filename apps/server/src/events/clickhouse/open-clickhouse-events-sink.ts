import { ClickHouseEventsSink } from './clickhouse-events-sink.ts';
import { migrateClickHouse } from './clickhouse-schema.ts';
import { clickHouseClient, type ClickHouseSettings } from './clickhouse-settings.ts';
import { DiskQueue } from './disk-queue.ts';

export interface OpenClickHouseEventsSinkOptions {
  readonly maxPendingEvents?: number;
  readonly retryMs?: number;
  readonly onDeliveryError?: (error: unknown) => void;
}

/**
 * The collector's sink when `EVENTS_CLICKHOUSE_URL` is set: the schema is brought up to date on
 * the first insert (and retried while ClickHouse is away, events queueing on disk meanwhile),
 * so a server starts whether or not ClickHouse is up.
 */
export function openClickHouseEventsSink(
  settings: ClickHouseSettings,
  options: OpenClickHouseEventsSinkOptions = {},
): ClickHouseEventsSink {
  return new ClickHouseEventsSink({
    client: clickHouseClient(settings),
    queue: new DiskQueue(settings.queueDir, settings.queueMaxBytes),
    ready: () => migrateClickHouse(settings),
    ...options,
  });
}
