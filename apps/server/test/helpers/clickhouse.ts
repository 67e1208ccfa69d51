import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  CLICKHOUSE_SERVER_BINARY,
  ClickHouseStartError,
  prepareClickHouseFolder,
  requireClickHouseBinary,
  waitForClickHouse,
} from './clickhouse-folder.ts';

export interface ClickHouseServer {
  /** HTTP interface, e.g. `http://127.0.0.1:PORT` (what `EVENTS_CLICKHOUSE_URL` takes). */
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** The server's process id while it runs (benches read its CPU time from /proc). */
  readonly pid: number | undefined;
  /** Stops the server (SIGKILL by pid), keeping its data: `start` brings it back on the same port. */
  kill(): Promise<void>;
  /** Starts a killed server again on the same folder and port. */
  start(): Promise<void>;
  /** Stops the server by pid and removes its folder. */
  stop(): Promise<void>;
}

/** The app's settings for events on `server` (decision 057), in `database` when one is named. */
export function clickHouseEnv(server: ClickHouseServer, database?: string): Record<string, string> {
  return {
    EVENTS_CLICKHOUSE_URL: server.url,
    EVENTS_CLICKHOUSE_USER: server.username,
    EVENTS_CLICKHOUSE_PASSWORD: server.password,
    ...(database === undefined ? {} : { EVENTS_CLICKHOUSE_DATABASE: database }),
  };
}

/**
 * Waits until the app whose DATA_DIR is `dataDir` has delivered its events disk queue to
 * ClickHouse (the default EVENTS_CLICKHOUSE_QUEUE_DIR holds no segment: decision 069 removes each
 * once delivered). A collector 2xx means queued on disk; read ClickHouse after this.
 */
export async function eventsDelivered(dataDir: string, timeoutMs = 20_000): Promise<void> {
  const queue = join(dataDir, 'clickhouse-queue');
  const deadline = Date.now() + timeoutMs;
  const waiting = () => existsSync(queue) && readdirSync(queue).some((name) => name.endsWith('.seg'));
  while (waiting()) {
    if (Date.now() > deadline) throw new Error(`The events disk queue in ${queue} was not delivered`);
    await sleep(20);
  }
}

/**
 * Waits until ClickHouse has applied every mutation of the client's database (an erasure's
 * rename of a visitor's events, an updater's delete of superseded rows): they run after the
 * statement that asked for them returns.
 */
export async function mutationsApplied(client: ClickHouseClient, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await client.query({
      query: 'SELECT count() AS n FROM system.mutations WHERE database = currentDatabase() AND is_done = 0',
      format: 'JSONEachRow',
    });
    const [pending] = await result.json<{ n: number | string }>();
    if (Number(pending?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('ClickHouse mutations are still pending');
    await sleep(100);
  }
}

const running = new Set<() => void>();
process.once('exit', () => {
  for (const stop of running) stop();
});

/**
 * Starts a throwaway ClickHouse server: its own config.xml and users.xml in a temp folder, data
 * there too, HTTP and native ports on 127.0.0.1 only (free ones), the `default` user with a
 * password, UTC. Throws, naming the package, when the binary is missing: a suite that needs
 * ClickHouse must fail, not skip. Stopped by pid (the child's), never by name. `logs`: with
 * system.query_log and system.part_log on, for a bench that reads where the server's work went.
 */
export async function startClickHouse(options: { readonly logs?: boolean } = {}): Promise<ClickHouseServer> {
  requireClickHouseBinary();
  // A server that could not bind its ports (taken since they were picked) gets new ones.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options.logs ?? false);
    } catch (error) {
      if (!(error instanceof ClickHouseStartError && error.exited) || attempt === START_ATTEMPTS) throw error;
    }
  }
}

const START_ATTEMPTS = 3;

async function startOnce(logs: boolean): Promise<ClickHouseServer> {
  const root = mkdtempSync(join(tmpdir(), 'playfront-ch-'));
  // Its own password: the readiness check then tells this server from another test's on the port.
  const password = `test-${randomBytes(8).toString('hex')}`;
  const { url, configFile } = await prepareClickHouseFolder(root, {
    password,
    maxMemoryBytes: 2_000_000_000,
    markCacheBytes: 268_435_456,
    logs,
  });

  let child: ChildProcess | undefined;
  const killNow = () => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  };
  const stopNow = () => {
    killNow();
    rmSync(root, { recursive: true, force: true });
  };
  running.add(stopNow);

  const start = async () => {
    child = spawn(CLICKHOUSE_SERVER_BINARY, [`--config-file=${configFile}`], { cwd: root, stdio: 'ignore' });
    await waitForClickHouse(url, child, root, 30_000, password);
  };
  const kill = async () => {
    const exited = child === undefined || child.exitCode !== null ? Promise.resolve() : once(child);
    killNow();
    await exited;
  };

  try {
    await start();
  } catch (error) {
    running.delete(stopNow);
    stopNow();
    throw error;
  }
  return {
    url,
    username: 'default',
    password,
    get pid() {
      return child?.exitCode === null ? child.pid : undefined;
    },
    kill,
    start,
    stop: async () => {
      running.delete(stopNow);
      await kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const once = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
