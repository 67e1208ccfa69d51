import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/** Where Debian's postgresql-15 package puts the server binaries; PG_BIN_DIR overrides it. */
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresOptions {
  /**
   * Keep fsync on. Off by default: tests want speed, and a throwaway cluster has nothing to
   * lose. Benchmarks turn it on to measure durable commits.
   */
  readonly fsync?: boolean;
  /** Name of the database created at start (default `playfront`). */
  readonly database?: string;
  /**
   * A folder to keep the cluster in (a benchmark's data, reused across runs): initialised when
   * it holds none, started as it is otherwise, and stopped cleanly but not removed at stop.
   */
  readonly folder?: string;
  /** More server settings (`name=value`), e.g. a benchmark's memory sizes. */
  readonly settings?: readonly string[];
}

export interface PostgresCluster {
  /** Connection string of the database created at start. */
  readonly url: string;
  readonly port: number;
  /** Creates another empty database on the same cluster and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster at once (`-m immediate`) and removes its folder; a kept one stops cleanly. */
  stop(): Promise<void>;
}

const running = new Set<() => void>();
process.once('exit', () => {
  for (const stop of running) stop();
});

/**
 * Starts a throwaway PostgreSQL 15 cluster: `initdb` in a temp folder, listening on
 * 127.0.0.1 on a free port, its socket in that folder, trust authentication for `postgres`.
 * `initdb` refuses to run as root, so as root every server command runs as the `postgres`
 * user (the folder is handed to it). Throws, naming what is missing, when the binaries are
 * not installed: a suite that needs PostgreSQL must fail, not skip.
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresCluster> {
  for (const binary of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(BIN_DIR, binary))) {
      throw new Error(
        `PostgreSQL server binary ${join(BIN_DIR, binary)} is missing: install postgresql-15 ` +
          '(apt-get install postgresql-15) or set PG_BIN_DIR',
      );
    }
  }
  const kept = options.folder;
  if (kept !== undefined) mkdirSync(kept, { recursive: true });
  const root = kept ?? mkdtempSync(join(tmpdir(), 'playfront-pg-'));
  const dataDir = join(root, 'data');
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const logFile = join(root, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, postgresUser().uid, postgresUser().gid);

  const run = (binary: string, args: readonly string[]) => {
    const command = asRoot ? 'runuser' : join(BIN_DIR, binary);
    const argv = asRoot ? ['-u', 'postgres', '--', join(BIN_DIR, binary), ...args] : [...args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(
        `${binary} failed (${result.error?.message ?? `exit ${result.status}`}): ${result.stderr}${result.stdout}${log}`,
      );
    }
  };

  try {
    if (!initialised) {
      run('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]);
    }
    const port = await startServer(
      run,
      dataDir,
      root,
      logFile,
      options.fsync ?? false,
      options.settings ?? [],
    );
    const stopNow = () => {
      spawnSync(asRoot ? 'runuser' : join(BIN_DIR, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', join(BIN_DIR, 'pg_ctl')] : []),
        'stop',
        '-D',
        dataDir,
        '-m',
        kept === undefined ? 'immediate' : 'fast',
        '-w',
      ]);
      if (kept === undefined) rmSync(root, { recursive: true, force: true });
    };
    running.add(stopNow);

    const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const createDatabase = async (name: string): Promise<string> => {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    };

    const database = options.database ?? 'playfront';
    const url = initialised ? urlOf(database) : await createDatabase(database);
    return {
      url,
      port,
      createDatabase,
      stop: () => {
        running.delete(stopNow);
        stopNow();
        return Promise.resolve();
      },
    };
  } catch (error) {
    if (kept === undefined) rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** pg_ctl start on a free port; tries again if another process took the port meanwhile. */
async function startServer(
  run: (binary: string, args: readonly string[]) => void,
  dataDir: string,
  socketDir: string,
  logFile: string,
  fsync: boolean,
  extra: readonly string[],
): Promise<number> {
  const durability = fsync ? [] : ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off'];
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const settings = [
      '-c listen_addresses=127.0.0.1',
      `-c port=${port}`,
      `-c unix_socket_directories=${socketDir}`,
      ...durability,
      ...extra.map((setting) => `-c ${setting}`),
    ];
    try {
      run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', settings.join(' ')]);
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

let postgresIds: { uid: number; gid: number } | undefined;

function postgresUser(): { uid: number; gid: number } {
  if (postgresIds === undefined) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) {
      throw new Error(
        'Running as root, PostgreSQL needs the `postgres` user to run initdb as; it is missing',
      );
    }
    postgresIds = { uid, gid };
  }
  return postgresIds;
}
