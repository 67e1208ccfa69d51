import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

/** Debian's clickhouse-server package (18.16); CLICKHOUSE_SERVER overrides it. */
export const CLICKHOUSE_SERVER_BINARY = process.env.CLICKHOUSE_SERVER ?? '/usr/sbin/clickhouse-server';

/** Throws, naming the package, when the binary is missing: a suite that needs it must fail, not skip. */
export function requireClickHouseBinary(): void {
  if (!existsSync(CLICKHOUSE_SERVER_BINARY)) {
    throw new Error(
      `ClickHouse server binary ${CLICKHOUSE_SERVER_BINARY} is missing: install clickhouse-server ` +
        '(apt-get install clickhouse-server) or set CLICKHOUSE_SERVER',
    );
  }
}

/**
 * Makes `root` a ClickHouse server's folder, as the tests and the reports bench run it: its own
 * config.xml and users.xml, data there too, HTTP and native ports on 127.0.0.1 only (free ones),
 * the `default` user with `password`, UTC. Answers the HTTP address and the config file.
 */
export async function prepareClickHouseFolder(
  root: string,
  options: {
    readonly password: string;
    readonly maxMemoryBytes: number;
    readonly markCacheBytes: number;
    /** system.query_log and system.part_log on (a bench's diagnosis); off unless told. */
    readonly logs?: boolean;
  },
): Promise<{ readonly url: string; readonly configFile: string }> {
  for (const folder of ['data', 'tmp', 'user_files', 'format_schemas']) {
    mkdirSync(join(root, folder), { recursive: true });
  }
  const httpPort = await freePort();
  const tcpPort = await freePort();
  const configFile = join(root, 'config.xml');
  const logs = options.logs ?? false;
  writeFileSync(configFile, serverConfig(root, httpPort, tcpPort, options.markCacheBytes, logs));
  writeFileSync(join(root, 'users.xml'), usersConfig(options.password, options.maxMemoryBytes, logs));
  return { url: `http://127.0.0.1:${httpPort}`, configFile };
}

/**
 * Waits until the server answers `SELECT 1` as `default` with `password`; throws with the end of
 * its error log if it exits or takes too long. Authenticated, not `/ping`: a free port picked
 * earlier may have been taken since by another test's server, which answers `/ping` too; with a
 * password of its own per server, only ours answers this (ours then exits, unable to bind).
 */
export async function waitForClickHouse(
  url: string,
  child: ChildProcess,
  root: string,
  timeoutMs: number,
  password: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const headers = { 'X-ClickHouse-User': 'default', 'X-ClickHouse-Key': password };
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${url}/?query=SELECT%201`, { headers });
      if (answer.ok && (await answer.text()).trim() === '1') return;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  const log = join(root, 'error.log');
  throw new ClickHouseStartError(
    `ClickHouse did not start (exit ${child.exitCode ?? 'none'}): ${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`,
    child.exitCode !== null,
  );
}

/** The server did not come up; `exited`: it stopped (a port taken since it was picked, a bad config). */
export class ClickHouseStartError extends Error {
  override readonly name = 'ClickHouseStartError';
  readonly exited: boolean;
  constructor(message: string, exited: boolean) {
    super(message);
    this.exited = exited;
  }
}

/** The logs flushed every second, so that a bench reads a round's queries soon after it. */
const LOG_TABLES = `
  <query_log><database>system</database><table>query_log</table><flush_interval_milliseconds>1000</flush_interval_milliseconds></query_log>
  <part_log><database>system</database><table>part_log</table><flush_interval_milliseconds>1000</flush_interval_milliseconds></part_log>`;

function serverConfig(
  root: string,
  httpPort: number,
  tcpPort: number,
  markCacheBytes: number,
  logs: boolean,
): string {
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
  <mark_cache_size>${markCacheBytes}</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>${logs ? LOG_TABLES : ''}
</yandex>
`;
}

function usersConfig(password: string, maxMemoryBytes: number, logs: boolean): string {
  return `<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>${maxMemoryBytes}</max_memory_usage>${logs ? '<log_queries>1</log_queries>' : ''}</default></profiles>
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
