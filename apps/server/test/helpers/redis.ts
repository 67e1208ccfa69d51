import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

/** Debian's redis-server (or valkey-server); REDIS_SERVER overrides it. */
const BINARY = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Stops the server by its pid and waits for it to exit; `start` brings it back on the same port. */
  stop(): Promise<void>;
  /** Starts it again after `stop` (same port, empty: nothing is persisted). */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts a throwaway redis-server on 127.0.0.1 on a free port, its folder a temp folder, with no
 * persistence. Throws, naming the package, when the binary is missing: a suite that needs Redis
 * must fail, not skip.
 */
export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(BINARY)) {
    throw new Error(
      `${BINARY} is missing: install redis-server (apt-get install redis-server) or set REDIS_SERVER`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'playfront-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const server = spawn(
      BINARY,
      ['--bind', '127.0.0.1', '--port', String(port), '--dir', root, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    running.add(server);
    child = server;
    await waitForPort(port, server);
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (current === undefined || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
    running.delete(current);
  };

  try {
    await start();
  } catch (error) {
    await stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited with ${child.exitCode} on port ${port}`);
    if (await accepts(port)) return;
    await sleep(50);
  }
  throw new Error(`redis-server did not listen on port ${port} within 5 s`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}
