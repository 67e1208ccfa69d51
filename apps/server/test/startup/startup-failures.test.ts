import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

interface Exit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real server as `npm start` does, with only the given settings, until it exits. */
function start(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@playfront/source', SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SEED_DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A server that starts after all would listen forever: stop it, and the test fails on its code.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}

describe('given a start-up that cannot succeed', () => {
  let folder: string;
  let dataDir: string;
  let busy: Server;
  let busyPort: number;
  let closedPort: number;
  let cluster: PostgresCluster;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'playfront-startup-'));
    dataDir = join(folder, 'data');
    busy = createServer();
    busyPort = await listening(busy);
    const closed = createServer();
    closedPort = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    cluster = await startPostgres();
  });

  afterAll(async () => {
    busy.close();
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const cases: [string, () => Record<string, string>, () => RegExp][] = [
    [
      'a DATABASE_URL that is not a URL',
      () => ({ DATABASE_URL: 'localhost:5432/playfront' }),
      () => /DATABASE_URL is not a PostgreSQL URL/,
    ],
    [
      'a PostgreSQL port that refuses connections',
      () => ({ DATABASE_URL: `postgres://ada:hunter2@127.0.0.1:${closedPort}/playfront` }),
      () =>
        new RegExp(
          `PostgreSQL at ada@127\\.0\\.0\\.1:${closedPort}/playfront refused the connection.*DATABASE_URL`,
        ),
    ],
    [
      'a PostgreSQL database that does not exist',
      () => ({ DATABASE_URL: cluster.url.replace(/\/[^/]+$/, '/no_such_database') }),
      () => /the database does not exist: create it, or fix its name in DATABASE_URL/,
    ],
    [
      'a DATA_DIR that is a regular file',
      () => {
        const file = join(folder, 'not-a-folder');
        writeFileSync(file, 'x');
        return { DATA_DIR: file };
      },
      () =>
        /DATA_DIR \S+not-a-folder cannot be used: a file is in the way .*set DATA_DIR to a writable folder/,
    ],
    [
      // Read-only even for root, unlike a chmod-ed folder.
      'a read-only DATA_DIR (sysfs)',
      () => ({ DATA_DIR: '/sys/kernel' }),
      () => /the SQLite database \/sys\/kernel\/playfront\.db cannot be opened or created .*set DATA_DIR/,
    ],
    [
      'a PORT that is not a number',
      () => ({ PORT: 'eighty' }),
      () => /PORT must be an integer from 0 to 65535, got "eighty"/,
    ],
    [
      'a PORT already in use',
      () => ({ DATA_DIR: dataDir, PORT: String(busyPort), HOST: '127.0.0.1' }),
      () => new RegExp(`127\\.0\\.0\\.1:${busyPort} is already in use: .*set PORT \\(or HOST\\)`),
    ],
    [
      'a HOST that is not an address of this machine',
      () => ({ DATA_DIR: dataDir, PORT: '0', HOST: '192.0.2.1' }),
      () => /HOST 192\.0\.2\.1 is not an address of this machine: set HOST/,
    ],
    [
      'no site build in production',
      () => ({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        WEB_BUILD_DIR: join(folder, 'no-build'),
      }),
      () => /The site is not built .*no-build.*npm run build/,
    ],
  ];

  it.each(cases)('should exit non-zero with one line for %s', async (_name, env, expected) => {
    const { code, stdout, stderr } = await start(env());

    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Playfront cannot start: /);
    expect(lines[0]).toMatch(expected());
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
    expect(`${stdout}${stderr}`).not.toContain('hunter2');
  });
});
