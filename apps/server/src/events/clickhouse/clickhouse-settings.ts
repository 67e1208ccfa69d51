import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';

/** Where accepted events go when ClickHouse is configured (`EVENTS_CLICKHOUSE_*`, see docs/analytics/clickhouse.md). */
export interface ClickHouseSettings {
  /** HTTP interface, e.g. `http://127.0.0.1:8123`. */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** Created at start when missing. */
  readonly database: string;
  /** The local disk queue for events ClickHouse could not take at once. */
  readonly queueDir: string;
  /** Most bytes the disk queue holds; past it the collector answers 503 (nothing accepted is dropped). */
  readonly queueMaxBytes: number;
}

/**
 * A client of the official `@clickhouse/client`. `database` is left out for the schema's own
 * `CREATE DATABASE`. 64-bit integers come back as JSON numbers: event times are unix
 * milliseconds, well inside 2^53.
 */
export function clickHouseClient(
  settings: Pick<ClickHouseSettings, 'url' | 'username' | 'password'> & {
    readonly database?: string | undefined;
    /** How long a request may take; 10 s unless given (the reports bench waits longer). */
    readonly requestTimeoutMs?: number;
  },
): ClickHouseClient {
  return createClient({
    url: settings.url,
    username: settings.username,
    password: settings.password,
    ...(settings.database === undefined ? {} : { database: settings.database }),
    request_timeout: settings.requestTimeoutMs ?? 10_000,
    // A report's SQLite query can hold the event loop for seconds, past the server's keep-alive
    // (3 s on 18.16), so the idle-socket timer cannot run: drop a socket found stale when it is
    // taken, rather than send on one the server closed ("socket hang up", decision 084).
    keep_alive: { eagerly_destroy_stale_sockets: true },
    // Failures reach the caller (the sink reports delivery errors through the server's log).
    log: { level: ClickHouseLogLevel.OFF },
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
}
