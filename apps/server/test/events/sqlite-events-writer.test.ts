import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/kysely.ts';
import { insertStatements } from '../../src/events/insert-statements.ts';
import { SqliteEventsWriter } from '../../src/events/sqlite-events-writer.ts';
import { makeEvent } from '../helpers/analytics-events.ts';

describe('given the SQLite events writer on a file it cannot open yet', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'playfront-writer-'));
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('should fail the transaction, then start a new worker for the next one once the file is there', async () => {
    const dataDir = join(root, 'later');
    const writer = new SqliteEventsWriter(join(dataDir, 'playfront.db'));
    const event = { ...makeEvent(), loading_time: null, time_to_fetch_start: null, time_to_first_byte: null };
    const row = { ...event, received_at: Date.now(), bot: 0 };

    const handle = openDatabase({ dataDir: join(root, 'compile-only') });
    const statements = [...insertStatements(handle.db, 'sqlite').for([row])];
    try {
      await expect(writer.transaction(statements)).rejects.toThrow();

      const database = openDatabase({ dataDir });
      await migrateToLatest(database.db);
      const inserted = await writer.transaction(statements);
      expect([...inserted]).toEqual([row.event_id]);
      const stored = await database.db.selectFrom('analytics_events').select('event_id').execute();
      expect(stored).toEqual([{ event_id: row.event_id }]);
      await database.close();
    } finally {
      await writer.close();
      await handle.close();
    }
  });
});
