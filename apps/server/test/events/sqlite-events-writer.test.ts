import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/kysely.ts';
import { mostItemsIn } from '../../src/events/check-body.ts';
import { insertStatements } from '../../src/events/insert-statements.ts';
import { SqliteEventsIntake } from '../../src/events/sqlite-events-intake.ts';
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

/**
 * A migrated database in a temp folder and a writer on it, read for by the collector's intake,
 * for one describe block; commits of at most five events, so that a handful of bodies spans
 * several transactions.
 */
function writerOnFreshDatabase(prefix: string) {
  const opened = {} as {
    database: ReturnType<typeof openDatabase>;
    writer: SqliteEventsWriter;
    intake: SqliteEventsIntake;
  };
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), prefix));
    opened.database = openDatabase({ dataDir: root });
    await migrateToLatest(opened.database.db);
    opened.writer = new SqliteEventsWriter(join(root, 'playfront.db'), { maxEventsPerCommit: 5 });
    opened.intake = new SqliteEventsIntake({ writer: opened.writer });
  });

  afterAll(async () => {
    await opened.intake.close();
    await opened.database.close();
    rmSync(root, { recursive: true, force: true });
  });
  return opened;
}

describe('given the SQLite events writer with bodies of several requests checked and written at once', () => {
  const opened = writerOnFreshDatabase('playfront-writer-merge-');

  const check = async (events: readonly object[]) => {
    const checked = await opened.intake.check(JSON.stringify(events), Date.now(), undefined);
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

    // Sent one after the other without waiting: the worker commits them together, in order.
    const results = await Promise.all([opened.intake.write(a), opened.intake.write(b)]);

    expect(results).toEqual([
      { accepted: 2, duplicates: 0 },
      { accepted: 2, duplicates: 1 },
    ]);
    const stored = await opened.database.db
      .selectFrom('analytics_events')
      .select(['event_id', 'timestamp'])
      .execute();
    expect(stored.map((row) => row.event_id).sort()).toEqual(
      [onlyFirst, shared, onlySecond, alsoSecond].map((event) => event.event_id).sort(),
    );
    expect(stored.find((row) => row.event_id === shared.event_id)?.timestamp).toBe(shared.timestamp);
  });

  it('should refuse to commit a batch it no longer holds, and keep nothing of it', async () => {
    const event = makeEvent();
    const checked = await check([event]);
    opened.intake.drop(checked);
    await expect(opened.intake.write(checked)).rejects.toThrow('no longer held');
    const stored = await opened.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('event_id', '=', event.event_id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('should answer a body whose events are all stored already with duplicates only', async () => {
    const event = makeEvent();
    const once = await check([event]);
    expect(await opened.intake.write(once)).toEqual({ accepted: 1, duplicates: 0 });
    const again = await check([event]);
    expect(await opened.intake.write(again)).toEqual({ accepted: 0, duplicates: 1 });
  });

  it('should commit bodies written faster than one commit takes, each whole and answered, a repeated event once', async () => {
    // Twelve bodies of three events (36, past seven commits of five), the last repeating the first's events.
    const bodies = Array.from({ length: 11 }, () => [makeEvent(), makeEvent(), makeEvent()]);
    const first = bodies[0] ?? [];
    bodies.push(first.map((event) => ({ ...event })));
    const checked = await Promise.all(bodies.map((events) => check(events)));

    const results = await Promise.all(checked.map((batch) => opened.intake.write(batch)));

    expect(results).toEqual([
      ...Array.from({ length: 11 }, () => ({ accepted: 3, duplicates: 0 })),
      { accepted: 0, duplicates: 3 },
    ]);
    const ids = bodies.slice(0, 11).flatMap((events) => events.map((event) => event.event_id));
    const stored = await opened.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('event_id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(33);
  });

  it('should run a statements transaction in its turn between written bodies', async () => {
    const [before, byStatement, after] = [makeEvent(), makeEvent(), makeEvent()];
    const [a, c] = await Promise.all([check([before]), check([after])]);
    const row = { ...byStatement, loading_time: null, time_to_fetch_start: null, time_to_first_byte: null };
    const statements = [
      ...insertStatements(opened.database.db, 'sqlite').for([{ ...row, received_at: Date.now(), bot: 0 }]),
    ];

    const [first, inserted, last] = await Promise.all([
      opened.intake.write(a),
      opened.writer.transaction(statements),
      opened.intake.write(c),
    ]);

    expect(first).toEqual({ accepted: 1, duplicates: 0 });
    expect([...inserted]).toEqual([byStatement.event_id]);
    expect(last).toEqual({ accepted: 1, duplicates: 0 });
  });
});

describe('given the SQLite events writer reading and committing bodies in one message each (decision 095)', () => {
  const opened = writerOnFreshDatabase('playfront-writer-one-');

  const send = (body: string) => {
    const sent = opened.intake.checkAndWrite(body, Date.now(), undefined, mostItemsIn(body));
    if (sent === undefined) throw new Error('The intake took two steps');
    return sent;
  };

  it('should answer each body its reading, then its own counts once committed, an event shared by two bodies stored once', async () => {
    const shared = makeEvent();
    const bodies = [
      [makeEvent(), shared, makeEvent({ timestamp: 'not a number' })],
      [shared, makeEvent(), makeEvent()],
      ...Array.from({ length: 6 }, () => [makeEvent(), makeEvent()]),
    ];

    const sent = bodies.map((events) => send(JSON.stringify(events)));
    const read = await Promise.all(sent.map(({ checked }) => checked));
    const results = await Promise.all(sent.map(({ written }) => written));

    expect(
      read.map((body) => ('refused' in body ? 'refused' : [body.items, body.valid, body.rejected.length])),
    ).toEqual([[3, 2, 1], [3, 3, 0], ...Array.from({ length: 6 }, () => [2, 2, 0])]);
    expect(results).toEqual([
      { accepted: 2, duplicates: 0 },
      { accepted: 2, duplicates: 1 },
      ...Array.from({ length: 6 }, () => ({ accepted: 2, duplicates: 0 })),
    ]);
    const ids = new Set(bodies.flat().map((event) => event.event_id));
    const stored = await opened.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('event_id', 'in', [...ids])
      .execute();
    expect(stored).toHaveLength(ids.size - 1);
  });

  it('should answer a refused body and a body with nothing valid with an empty commit, storing nothing', async () => {
    const invalid = makeEvent({ timestamp: 'not a number' });
    const refused = send('[{"broken');
    const nothingValid = send(JSON.stringify([invalid]));

    expect(await refused.checked).toMatchObject({ refused: { code: 'INVALID_JSON' } });
    expect(await refused.written).toEqual({ accepted: 0, duplicates: 0 });
    expect(await nothingValid.checked).toMatchObject({ items: 1, valid: 0 });
    expect(await nothingValid.written).toEqual({ accepted: 0, duplicates: 0 });
    const stored = await opened.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('event_id', '=', invalid.event_id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('given the SQLite events writer closed while bodies wait to be committed', () => {
  it('should commit and answer every body written before the close', async () => {
    const root = mkdtempSync(join(tmpdir(), 'playfront-writer-close-'));
    const database = openDatabase({ dataDir: root });
    try {
      await migrateToLatest(database.db);
      const writer = new SqliteEventsWriter(join(root, 'playfront.db'), { maxEventsPerCommit: 2 });
      const intake = new SqliteEventsIntake({ writer });
      const bodies = Array.from({ length: 6 }, () => [makeEvent(), makeEvent()]);
      const checked = await Promise.all(
        bodies.map(async (events) => {
          const result = await intake.check(JSON.stringify(events), Date.now(), undefined);
          if ('refused' in result) throw new Error(result.refused.message);
          return result;
        }),
      );

      const written = checked.map((batch) => intake.write(batch));
      await writer.close();

      expect(await Promise.all(written)).toEqual(bodies.map(() => ({ accepted: 2, duplicates: 0 })));
      const stored = await database.db.selectFrom('analytics_events').select('event_id').execute();
      expect(stored).toHaveLength(12);
    } finally {
      await database.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
