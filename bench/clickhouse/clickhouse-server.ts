import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CLICKHOUSE_SERVER_BINARY,
  prepareClickHouseFolder,
  requireClickHouseBinary,
  waitForClickHouse,
} from '@playfront/server/testing';

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
 * visitors; `logs` turns system.query_log on (the reports bench's `--profile`).
 */
export async function startBenchClickHouse(
  root: string,
  maxMemoryGiB: number,
  logs = false,
): Promise<BenchClickHouse> {
  requireClickHouseBinary();
  const { url, configFile } = await prepareClickHouseFolder(root, {
    password: PASSWORD,
    maxMemoryBytes: Math.round(maxMemoryGiB * 2 ** 30),
    markCacheBytes: 2 ** 30,
    logs,
  });
  const child = spawn(CLICKHOUSE_SERVER_BINARY, [`--config-file=${configFile}`], {
    cwd: root,
    stdio: 'ignore',
  });
  // A server with many parts on disk loads them before it answers.
  await waitForClickHouse(url, child, root, 300_000, PASSWORD);
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
