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

describe('given the SQLite events writer with bodies of several requests checked and committed at once', () => {
  let root: string;
  let database: ReturnType<typeof openDatabase>;
  let writer: SqliteEventsWriter;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'playfront-writer-merge-'));
    database = openDatabase({ dataDir: root });
    await migrateToLatest(database.db);
    writer = new SqliteEventsWriter(join(root, 'playfront.db'));
  });

  afterAll(async () => {
    await writer.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const check = async (events: readonly object[]) => {
    const checked = await writer.checkBody(JSON.stringify(events), Date.now(), undefined);
    if ('refused' in checked) throw new Error(checked.refused.message);
    return checked;
  };

  it('should store each event once across the commits, and answer each its own counts', async () => {
    const shared = makeEvent();
    const [onlyFirst, onlySecond, alsoSecond] = [makeEvent(), makeEvent(), makeEvent()];
    const first = [onlyFirst, shared, makeEvent({ timestamp: 'not a number' })];
    const second = [shared, onlySecond, alsoSecond];
    const [a, b] = await Promise.all([check(first), check(second)]);
    expect([a.valid, a.rejected.length, b.valid]).toEqual([2, 1, 3]);

    // Sent one after the other without waiting: the worker runs them in turn.
    const results = await Promise.all([writer.commitBatches([a.batch]), writer.commitBatches([b.batch])]);

    expect(results).toEqual([[{ accepted: 2, duplicates: 0 }], [{ accepted: 2, duplicates: 1 }]]);
    const stored = await database.db
      .selectFrom('analytics_events')
      .select(['event_id', 'timestamp'])
      .execute();
    expect(stored.map((row) => row.event_id).sort()).toEqual(
      [onlyFirst, shared, onlySecond, alsoSecond].map((event) => event.event_id).sort(),
    );
    expect(stored.find((row) => row.event_id === shared.event_id)?.timestamp).toBe(shared.timestamp);
  });

  it('should refuse to commit a batch it no longer holds, and keep nothing of that commit', async () => {
    const checked = await check([makeEvent()]);
    writer.dropBatch(checked.batch);
    await expect(writer.commitBatches([checked.batch])).rejects.toThrow('no longer held');
  });

  it('should answer a body whose events are all stored already with duplicates only', async () => {
    const event = makeEvent();
    const once = await check([event]);
    expect(await writer.commitBatches([once.batch])).toEqual([{ accepted: 1, duplicates: 0 }]);
    const again = await check([event]);
    expect(await writer.commitBatches([again.batch])).toEqual([{ accepted: 0, duplicates: 1 }]);
  });
});
