import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's clickhouse-server package (18.16); CLICKHOUSE_SERVER overrides it. */
const SERVER_BINARY = process.env.CLICKHOUSE_SERVER ?? '/usr/sbin/clickhouse-server';

export interface ClickHouseServer {
  /** HTTP interface, e.g. `http://127.0.0.1:PORT` (what `EVENTS_CLICKHOUSE_URL` takes). */
  readonly url: string;
  readonly username: string;
  readonly password: string;
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

const running = new Set<() => void>();
process.once('exit', () => {
  for (const stop of running) stop();
});

/**
 * Starts a throwaway ClickHouse server: its own config.xml and users.xml in a temp folder, data
 * there too, HTTP and native ports on 127.0.0.1 only (free ones), the `default` user with a
 * password, UTC. Throws, naming the package, when the binary is missing: a suite that needs
 * ClickHouse must fail, not skip. Stopped by pid (the child's), never by name.
 */
export async function startClickHouse(): Promise<ClickHouseServer> {
  if (!existsSync(SERVER_BINARY)) {
    throw new Error(
      `ClickHouse server binary ${SERVER_BINARY} is missing: install clickhouse-server ` +
        '(apt-get install clickhouse-server) or set CLICKHOUSE_SERVER',
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'playfront-ch-'));
  const password = 'test-password';
  const httpPort = await freePort();
  const tcpPort = await freePort();
  for (const folder of ['data', 'tmp', 'user_files', 'format_schemas']) mkdirSync(join(root, folder));
  writeFileSync(join(root, 'config.xml'), serverConfig(root, httpPort, tcpPort));
  writeFileSync(join(root, 'users.xml'), usersConfig(password));

  let child: ChildProcess | undefined;
  const killNow = () => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  };
  const stopNow = () => {
    killNow();
    rmSync(root, { recursive: true, force: true });
  };
  running.add(stopNow);

  const url = `http://127.0.0.1:${httpPort}`;
  const start = async () => {
    child = spawn(SERVER_BINARY, [`--config-file=${join(root, 'config.xml')}`], {
      cwd: root,
      stdio: 'ignore',
    });
    await waitForPing(url, child, root);
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

async function waitForPing(url: string, child: ChildProcess, root: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/ping`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  const log = join(root, 'error.log');
  throw new Error(
    `ClickHouse did not start (exit ${child.exitCode ?? 'none'}): ${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`,
  );
}

function serverConfig(root: string, httpPort: number, tcpPort: number): string {
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${root}/server.log</log><errorlog>${root}/error.log</errorlog><console>0</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${httpPort}</http_port>
  <tcp_port>${tcpPort}</tcp_port>
  <path>${root}/data/</path>
  <tmp_path>${root}/tmp/</tmp_path>
  <user_files_path>${root}/user_files/</user_files_path>
  <format_schema_path>${root}/format_schemas/</format_schema_path>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
</yandex>
`;
}

function usersConfig(password: string): string {
  return `<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>2000000000</max_memory_usage></default></profiles>
  <users>
    <default>
      <password>${password}</password>
      <networks><ip>127.0.0.1</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </default>
  </users>
  <quotas><default></default></quotas>
</yandex>
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
