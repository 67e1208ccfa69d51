import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { receiverOf } from './outbox-links.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

export interface TestAppOptions {
  /** PostgreSQL connection string; without it the app uses SQLite in a temp folder. */
  readonly databaseUrl?: string;
  /** More environment settings (`EVENTS_RATE_LIMIT_PER_MINUTE`, …), as the server reads them. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Real provider adapters by provider id, as the config would carry them (`paymentsAdapters`):
   * a test's stand-in for an outside provider.
   */
  readonly adapters?: Config['paymentsAdapters'];
}

export interface TestApp {
  readonly app: FastifyInstance;
  /** The folder holding SQLite's file (and other local state); removed by `close`. */
  readonly dataDir: string;
  /** Closes the app (and with it the database) and removes the temp folder. */
  close(): Promise<void>;
}

/**
 * Builds the real app, as `server.ts` does, for `app.inject` or `app.listen`: NODE_ENV=test,
 * logs off unless LOG_LEVEL is set, its own temp DATA_DIR.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-test-'));
  // Production keeps no outbox: like a real deployment it mails through SMTP, here a local receiver
  // the helpers read the verification links from (decision 053).
  const receiver: SmtpReceiver | undefined =
    options.env?.NODE_ENV === 'production' && options.env.SMTP_URL === undefined
      ? await startSmtpReceiver()
      : undefined;
  const loaded = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    // Suites submit many payments a minute from one player and address; the limits have their own test.
    PAYMENTS_RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    ...options.env,
    ...(receiver === undefined ? {} : { SMTP_URL: receiver.url }),
  });
  const config: Config =
    options.adapters === undefined ? loaded : { ...loaded, paymentsAdapters: options.adapters };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await receiver?.close();
    throw error;
  }
  if (receiver !== undefined) receiverOf.set(app, receiver);
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await receiver?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
