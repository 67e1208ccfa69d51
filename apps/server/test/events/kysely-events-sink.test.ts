import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { EVENT_COLUMNS } from '../../src/events/event-columns.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { EventsStorageError } from '../../src/events/events-storage-error.ts';
import { MAX_ROWS_PER_INSERT } from '../../src/events/multi-row-inserts.ts';
import { MAX_ROWS_PER_UNNEST } from '../../src/events/unnest-inserts.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

let projects = 0;

/** `count` stored rows of a new project, with distinct ids. */
function rows(count: number, project = `sink-${(projects += 1)}-${Date.now()}`): StoredEvent[] {
  return Array.from({ length: count }, () => {
    return asStored(makeEvent({ project_id: project }));
  });
}

describe.each([
  ['sqlite', 'the app connection'],
  ['sqlite', 'its own writer (a worker thread)'],
  ['postgres', 'the app pool'],
  ['postgres', 'its own writer (a pool of its own)'],
] as const)('given the Kysely events sink on %s, writing through %s', (dialect, through) => {
  let cluster: PostgresCluster | undefined;
  let dataDir: string | undefined;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'playfront-sink-'));
    handle = openDatabase({ databaseUrl: cluster?.url, dataDir });
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    // Left unset when the cluster failed to start.
    await (handle as DatabaseHandle | undefined)?.close();
    await cluster?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  const sinks: KyselyEventsSink[] = [];
  const newSink = () => {
    const ownWriter = through.startsWith('its own writer');
    const sink = new KyselyEventsSink({
      ...handle,
      ...(ownWriter ? { writer: openEventsWriter(handle) } : {}),
    });
    sinks.push(sink);
    return sink;
  };

  afterEach(async () => {
    // Closing twice is harmless; a sink left open would keep its worker or pool.
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });

  const countOf = async (project: string) => {
    const { count } = await handle.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', project)
      .executeTakeFirstOrThrow();
    return count;
  };

  it('should store every row of any size, across insert chunks, with every value in place', async () => {
    const sink = newSink();
    // Two full inserts, then 32 + 8 + 4 + 2 + 1 rows.
    const batch = rows(dialect === 'sqlite' ? 2 * MAX_ROWS_PER_INSERT + 47 : MAX_ROWS_PER_UNNEST + 47);

    const result = await sink.write(batch);

    expect(result).toEqual({ accepted: batch.length, duplicates: 0 });
    const project = batch[0]!.project_id;
    // The event's own columns (PostgreSQL's table also has the rollups' `seq`, decision 059).
    const stored = await handle.db
      .selectFrom('analytics_events')
      .select(EVENT_COLUMNS)
      .where('project_id', '=', project)
      .orderBy('event_id')
      .execute();
    expect(stored).toEqual([...batch].sort((a, b) => a.event_id.localeCompare(b.event_id)));
    await sink.close();
  });

  it('should count duplicates within a group and against stored rows, for the request they came from', async () => {
    const sink = newSink();
    const [a, b, c] = rows(3) as [StoredEvent, StoredEvent, StoredEvent];
    await sink.write([a]);

    // Written in the same turn: one group, one transaction.
    const results = await Promise.all([sink.write([a, b]), sink.write([b, c, c]), sink.write([a])]);

    expect(results).toEqual([
      { accepted: 1, duplicates: 1 },
      { accepted: 1, duplicates: 2 },
      { accepted: 0, duplicates: 1 },
    ]);
    expect(await countOf(a.project_id)).toBe(3);
    await sink.close();
  });

  it('should keep nothing of any request of a group whose commit fails', async () => {
    const sink = newSink();
    const good = rows(400);
    const bad = rows(2);
    const project = good[0]!.project_id;
    // The second request's value breaks a constraint the schema enforces in both dialects.
    const broken = { ...bad[1]!, event: null } as unknown as StoredEvent;

    const outcomes = await Promise.allSettled([sink.write(good), sink.write([bad[0]!, broken])]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(EventsStorageError);
    }
    expect(await countOf(project)).toBe(0);
    expect(await countOf(bad[0]!.project_id)).toBe(0);
    expect(await sink.write(good)).toEqual({ accepted: 400, duplicates: 0 });
    await sink.close();
  });

  it('should commit pending writes on close and refuse writes after it', async () => {
    const sink = newSink();
    const batch = rows(10);
    const pending = sink.write(batch);

    await sink.close();

    expect(await pending).toEqual({ accepted: 10, duplicates: 0 });
    expect(await countOf(batch[0]!.project_id)).toBe(10);
    await expect(sink.write(rows(1))).rejects.toThrow('The events sink is closed');
  });

  it('should write nothing for an empty write', async () => {
    const sink = newSink();
    const before = await sql<{ n: number }>`select count(*) as n from analytics_events`.execute(handle.db);

    expect(await sink.write([])).toEqual({ accepted: 0, duplicates: 0 });
    const after = await sql<{ n: number }>`select count(*) as n from analytics_events`.execute(handle.db);
    expect(Number(after.rows[0]?.n)).toBe(Number(before.rows[0]?.n));
    await sink.close();
  });
});
