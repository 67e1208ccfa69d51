import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's clickhouse-server package (18.16); CLICKHOUSE_SERVER overrides it. */
const SERVER_BINARY = process.env.CLICKHOUSE_SERVER ?? '/usr/sbin/clickhouse-server';
const PASSWORD = 'bench-password';

export interface BenchClickHouse {
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** Stops the server (SIGTERM to its pid, then SIGKILL), keeping its folder for the next run. */
  stop(): Promise<void>;
}

/**
 * A ClickHouse server for the reports bench, in `root` (kept across runs, unlike the tests'
 * throwaway one: 100 million events take a while to write). As the tests' server: its own
 * config, data in the folder, HTTP on a free port of 127.0.0.1 only, UTC; but a query may use
 * `maxMemoryGiB` (the tests allow 2), since a report over months of events groups millions of
 * visitors.
 */
export async function startBenchClickHouse(root: string, maxMemoryGiB: number): Promise<BenchClickHouse> {
  if (!existsSync(SERVER_BINARY)) {
    throw new Error(
      `ClickHouse server binary ${SERVER_BINARY} is missing: apt-get install clickhouse-server`,
    );
  }
  for (const folder of ['data', 'tmp', 'user_files', 'format_schemas']) {
    mkdirSync(join(root, folder), { recursive: true });
  }
  const httpPort = await freePort();
  const tcpPort = await freePort();
  writeFileSync(join(root, 'config.xml'), serverConfig(root, httpPort, tcpPort));
  writeFileSync(join(root, 'users.xml'), usersConfig(Math.round(maxMemoryGiB * 2 ** 30)));
  const child = spawn(SERVER_BINARY, [`--config-file=${join(root, 'config.xml')}`], {
    cwd: root,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${httpPort}`;
  await waitForPing(url, child, root);
  return {
    url,
    username: 'default',
    password: PASSWORD,
    stop: async () => {
      const pid = child.pid;
      if (child.exitCode !== null || pid === undefined) return;
      const exited = new Promise<void>((resolve) => {
        child.once('exit', () => {
          resolve();
        });
      });
      process.kill(pid, 'SIGTERM');
      // A server busy merging may take a while to stop; past 30 s it is killed.
      const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) process.kill(pid, 'SIGKILL');
      await exited;
    },
  };
}

async function waitForPing(url: string, child: ChildProcess, root: string): Promise<void> {
  // A server with many parts on disk loads them before it answers.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
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
  <mark_cache_size>1073741824</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
</yandex>
`;
}

function usersConfig(maxMemoryBytes: number): string {
  return `<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>${maxMemoryBytes}</max_memory_usage></default></profiles>
  <users>
    <default>
      <password>${PASSWORD}</password>
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
