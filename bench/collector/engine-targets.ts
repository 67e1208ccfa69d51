/**
 * The real server as a collector target with its events on one engine (SQLite by default,
 * PostgreSQL by `DATABASE_URL`, ClickHouse by `EVENTS_CLICKHOUSE_URL`), shared by the engines
 * bench and the one-round diagnostics (`threads.bench.ts`, `profile.bench.ts`).
 */
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EVENTS_PATH } from '@playfront/contracts';
import { buildApp, loadConfig, type ClickHouseServer } from '@playfront/server/testing';
import { processCpuMs } from '../lib/proc-cpu.ts';
import { printServerLog } from './clickhouse-server-log.ts';
import type { Target } from './run-collector-bench.ts';

/** Rows in a ClickHouse database's events table, over its HTTP interface. */
async function clickHouseCount(server: ClickHouseServer, database: string): Promise<number> {
  const response = await fetch(`${server.url}/?database=${database}`, {
    method: 'POST',
    headers: { 'X-ClickHouse-User': server.username, 'X-ClickHouse-Key': server.password },
    body: 'SELECT count() FROM analytics_events',
  });
  if (!response.ok) throw new Error(`ClickHouse count failed: ${await response.text()}`);
  return Number((await response.text()).trim());
}

/** The server on `dataDir` with `env` added; `count` reads its stored events (default: the app's table). */
export async function startEngineTarget(
  dataDir: string,
  env: Readonly<Record<string, string>>,
  count?: () => Promise<number>,
): Promise<Target> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // One load generator stands for many clients: the per-client limits would measure themselves.
    EVENTS_RATE_LIMIT_PER_MINUTE: '10000000',
    EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${EVENTS_PATH}`,
    count:
      count ??
      (async () => {
        const { count: rows } = await app.database.db
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        return rows;
      }),
    close: () => app.close(),
  };
}

/**
 * The server with its events on `server`'s `database`. Every group is answered once on the disk
 * queue (decision 069), so its count first waits for the queue to drain, and says how long that took.
 * `serverLog`: then prints where the server's work went (a server started with its logs on).
 */
export function startClickHouseTarget(
  dataDir: string,
  server: ClickHouseServer,
  database: string,
  serverLog = false,
): Promise<Target> {
  const env = {
    EVENTS_CLICKHOUSE_URL: server.url,
    EVENTS_CLICKHOUSE_USER: server.username,
    EVENTS_CLICKHOUSE_PASSWORD: server.password,
    EVENTS_CLICKHOUSE_DATABASE: database,
  };
  const serverCpuAtStart = processCpuMs(server.pid);
  const startedAt = Date.now();
  return startEngineTarget(dataDir, env, async () => {
    const started = Date.now();
    const queue = join(dataDir, 'clickhouse-queue');
    while (readdirSync(queue).some((name) => name.endsWith('.seg'))) await sleep(100);
    const stored = await clickHouseCount(server, database);
    const serverCpuMs = processCpuMs(server.pid) - serverCpuAtStart;
    console.log(
      `clickhouse: disk queue delivered ${Date.now() - started} ms after the last answer; ` +
        `the ClickHouse server's CPU ${((serverCpuMs * 1000) / stored).toFixed(1)} µs an event (warm-up included)`,
    );
    if (serverLog) await printServerLog(server, startedAt);
    return stored;
  });
}
