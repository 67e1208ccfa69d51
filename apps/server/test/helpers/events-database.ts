import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { startPostgres, type PostgresCluster } from './postgres.ts';

/**
 * For one describe block: a migrated database of `dialect` (SQLite in a temp folder, or a
 * database of its own on a throwaway PostgreSQL) holding `events`, written through the
 * collector's sink; closed and removed after the block. `handle` is there once the block's
 * `beforeAll` hooks ran.
 */
export function eventsDatabase(
  dialect: 'sqlite' | 'postgres',
  name: string,
  events: () => readonly StoredEvent[],
): { readonly handle: DatabaseHandle } {
  let cluster: PostgresCluster | undefined;
  let dataDir: string | undefined;
  let opened: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    dataDir = mkdtempSync(join(tmpdir(), `playfront-${name}-`));
    const databaseUrl = await cluster?.createDatabase(
      `${name.replaceAll('-', '_')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    );
    opened = openDatabase({ databaseUrl, dataDir });
    await migrateToLatest(opened.db);
    const sink = new KyselyEventsSink({
      db: opened.db,
      dialect: opened.dialect,
      writer: openEventsWriter(opened),
    });
    try {
      await sink.write([...events()]);
    } finally {
      await sink.close();
    }
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
    await cluster?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get handle(): DatabaseHandle {
      if (opened === undefined) throw new Error('The events database is opened in beforeAll');
      return opened;
    },
  };
}
