import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { EventsBusyError } from '../../src/events/events-storage-error.ts';
import { ClickHouseEventsSink } from '../../src/events/clickhouse/clickhouse-events-sink.ts';
import { migrateClickHouse } from '../../src/events/clickhouse/clickhouse-schema.ts';
import {
  clickHouseClient,
  type ClickHouseSettings,
} from '../../src/events/clickhouse/clickhouse-settings.ts';
import { stringLiteral } from '../../src/events/clickhouse/clickhouse-literal.ts';
import { openClickHouseEventsSink } from '../../src/events/clickhouse/open-clickhouse-events-sink.ts';
import { DiskQueue } from '../../src/events/clickhouse/disk-queue.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startClickHouse, type ClickHouseServer } from '../helpers/clickhouse.ts';
import { legacyRecord } from '../helpers/legacy-queue-record.ts';

let projects = 0;

/** `count` stored rows of a new project, with distinct ids. */
function rows(count: number, project = `ch-sink-${(projects += 1)}-${Date.now()}`): StoredEvent[] {
  return Array.from({ length: count }, () => {
    return asStored(makeEvent({ project_id: project }));
  });
}

describe('given the ClickHouse events sink (ClickHouse 18.16, a throwaway server)', () => {
  let server: ClickHouseServer;
  let settings: ClickHouseSettings;
  let reader: ClickHouseClient;
  let root: string;
  const sinks: ClickHouseEventsSink[] = [];

  beforeAll(async () => {
    server = await startClickHouse();
    root = mkdtempSync(join(tmpdir(), 'playfront-ch-queue-'));
    settings = {
      url: server.url,
      username: server.username,
      password: server.password,
      database: 'playfront_events',
      queueDir: join(root, 'queue'),
      queueMaxBytes: 8 * 1024 * 1024,
    };
    reader = clickHouseClient(settings);
  });

  afterAll(async () => {
    await (reader as ClickHouseClient | undefined)?.close();
    await (server as ClickHouseServer | undefined)?.stop();
    if ((root as string | undefined) !== undefined) rmSync(root, { recursive: true, force: true });
  });

  const newSink = (overrides: Partial<ClickHouseSettings> = {}) => {
    const sink = openClickHouseEventsSink({ ...settings, ...overrides }, { retryMs: 100 });
    sinks.push(sink);
    return sink;
  };

  afterEach(async () => {
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });

  /** Rows of a project as stored, and the distinct event_ids among them. */
  const storedOf = async (project: string) => {
    const result = await reader.query({
      query: `SELECT count() AS rows, uniqExact(event_id) AS ids FROM analytics_events
        WHERE project_id = ${stringLiteral(project)}`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ rows: number; ids: number }>();
    return { rows: Number(row?.rows), ids: Number(row?.ids) };
  };

  it('should answer once the rows are queued on disk, then store every row with every value in place', async () => {
    const sink = newSink();
    const batch = rows(2_345);

    const result = await sink.write(batch);
    expect(result).toEqual({ accepted: batch.length, duplicates: 0 });
    await sink.flush();

    const stored = await reader.query({
      query: `SELECT * FROM analytics_events WHERE project_id = ${stringLiteral(batch[0]!.project_id)}
        ORDER BY event_id`,
      format: 'JSONEachRow',
    });
    expect(await stored.json()).toEqual([...batch].sort((a, b) => a.event_id.localeCompare(b.event_id)));
    // Delivered segments are removed: nothing is left on disk.
    expect(readdirSync(settings.queueDir)).toEqual([]);
  });

  /** Every stored row of a project, in event_id order, as `SELECT *` reads it back. */
  const rowsOf = async (project: string) => {
    const stored = await reader.query({
      query: `SELECT * FROM analytics_events WHERE project_id = ${stringLiteral(project)} ORDER BY event_id`,
      format: 'JSONEachRow',
    });
    return stored.json<StoredEvent>();
  };
  const byId = (stored: readonly StoredEvent[]) =>
    [...stored].sort((a, b) => a.event_id.localeCompare(b.event_id));

  it('should store text with tabs, newlines, backslashes, quotes and any Unicode as sent', async () => {
    const sink = newSink();
    const project = `ch-sink-text-${Date.now()}`;
    const texts = [
      'a\tb',
      'line\nbreak\r\n',
      'back\\slash \\N',
      '"quoted" \'single\'',
      'é ü 漢字 😀',
      '\\',
      '',
    ];
    const batch = texts.map((text, index) =>
      asStored(
        makeEvent({
          project_id: project,
          pathname: `/${text}`,
          stag: text,
          user_id: index % 2 === 0 ? text : null,
          hostname: index % 3 === 0 ? null : `h${text}`,
          loading_time: index === 0 ? 0.1 : 1e-7 * index,
        }),
      ),
    );

    await sink.write(batch);
    await sink.flush();

    expect(await rowsOf(project)).toEqual(byId(batch));
  });

  it('should count duplicates within a group and against recent events, for the request they came from', async () => {
    const sink = newSink();
    const [a, b, c] = rows(3) as [StoredEvent, StoredEvent, StoredEvent];
    await sink.write([a]);

    const results = await Promise.all([sink.write([a, b]), sink.write([b, c, c]), sink.write([a])]);

    expect(results).toEqual([
      { accepted: 1, duplicates: 1 },
      { accepted: 1, duplicates: 2 },
      { accepted: 0, duplicates: 1 },
    ]);
    await sink.flush();
    expect(await storedOf(a.project_id)).toEqual({ rows: 3, ids: 3 });
  });

  it('should answer an event resent after the sink forgot it as accepted, one event_id in ClickHouse', async () => {
    const batch = rows(40);
    const first = newSink({ queueDir: join(root, 'forgetful-1') });
    await first.write(batch);
    await first.flush();
    // A new process (a restart, another instance) remembers nothing of the first's ids.
    const second = newSink({ queueDir: join(root, 'forgetful-2') });

    const result = await second.write([...batch.slice(0, 25), ...rows(5, batch[0]!.project_id)]);
    await second.flush();

    expect(result).toEqual({ accepted: 30, duplicates: 0 });
    // Not looked up before a first insert (decision 069): the 25 are rows twice until parts merge
    // (ReplacingMergeTree), and the reports count by event_id (clickhouse-traffic-duplicates).
    const stored = await storedOf(batch[0]!.project_id);
    expect(stored.ids).toBe(45);
    expect([45, 70]).toContain(stored.rows);
  });

  it('should queue on disk while ClickHouse is down, answer as stored, then deliver each event once', async () => {
    const sink = newSink();
    const before = rows(50);
    const project = before[0]!.project_id;
    await sink.write(before);
    await sink.flush();

    await server.kill();
    const whileDown = rows(120, project);
    const results = await Promise.all([
      sink.write(whileDown.slice(0, 50)),
      sink.write(whileDown.slice(50)),
      // A resend of stored events while down: the sink knows them, a duplicate each.
      sink.write(before.slice(0, 10)),
    ]);
    expect(results).toEqual([
      { accepted: 50, duplicates: 0 },
      { accepted: 70, duplicates: 0 },
      { accepted: 0, duplicates: 10 },
    ]);
    expect(sink.queued).toBe(true);
    expect(readdirSync(settings.queueDir).filter((name) => name.endsWith('.seg')).length).toBeGreaterThan(0);

    await server.start();
    await sink.flush();

    expect(sink.queued).toBe(false);
    expect(readdirSync(settings.queueDir)).toEqual([]);
    expect(await storedOf(project)).toEqual({ rows: 170, ids: 170 });
  });

  it('should deliver what an earlier process left queued on disk', async () => {
    const queueDir = join(root, 'left-behind');
    const first = newSink({ queueDir });
    const batch = rows(30);
    await server.kill();
    await first.write(batch);
    await first.close();
    await server.start();

    const second = newSink({ queueDir });
    await second.flush();

    expect(await storedOf(batch[0]!.project_id)).toEqual({ rows: 30, ids: 30 });
  });

  it('should not store twice what an earlier process delivered but had not yet removed from its queue', async () => {
    const queueDir = join(root, 'delivered-not-removed');
    const saved = join(root, 'delivered-not-removed-copy');
    // Inserts of 20 rows at most: the segment left behind is delivered again in two blocks.
    const smallInserts = () => {
      const sink = new ClickHouseEventsSink({
        client: clickHouseClient(settings),
        queue: new DiskQueue(queueDir, settings.queueMaxBytes),
        ready: () => migrateClickHouse(settings),
        retryMs: 100,
        maxEventsPerInsert: 20,
      });
      sinks.push(sink);
      return sink;
    };
    const batch = rows(60);
    await server.kill();
    const first = smallInserts();
    await first.write(batch.slice(0, 35));
    await first.write(batch.slice(35));
    await first.close();
    cpSync(queueDir, saved, { recursive: true });
    await server.start();
    const second = smallInserts();
    await second.flush();
    await second.close();
    expect(readdirSync(queueDir)).toEqual([]);

    // A crash between the inserts and the segment's removal: the segment is back at the next start.
    rmSync(queueDir, { recursive: true });
    cpSync(saved, queueDir, { recursive: true });
    const third = smallInserts();
    await third.flush();

    expect(readdirSync(queueDir)).toEqual([]);
    expect(await storedOf(batch[0]!.project_id)).toEqual({ rows: 60, ids: 60 });
  });

  it('should deliver the JSONEachRow records an earlier version queued, then the new ones, each once', async () => {
    const queueDir = join(root, 'upgraded');
    const older = rows(25);
    const project = older[0]!.project_id;
    const newer = rows(15, project);
    const left = new DiskQueue(queueDir, settings.queueMaxBytes);
    await left.append(legacyRecord(older));
    await left.close();

    const sink = newSink({ queueDir });
    const result = await sink.write(newer);
    await sink.flush();

    expect(result).toEqual({ accepted: 15, duplicates: 0 });
    expect(await rowsOf(project)).toEqual(byId([...older, ...newer]));
    expect(readdirSync(queueDir)).toEqual([]);
  });

  it('should refuse (busy, nothing kept) once the disk queue holds its bound', async () => {
    const sink = newSink({ queueDir: join(root, 'small'), queueMaxBytes: 20_000 });
    // About 240 bytes a row queued: 20 rows take a quarter of the bound, the next 100 would pass it.
    const batch = rows(120);
    await server.kill();
    try {
      await sink.write(batch.slice(0, 20));
      await expect(sink.write(batch.slice(20))).rejects.toBeInstanceOf(EventsBusyError);
    } finally {
      await server.start();
    }
    await sink.flush();
    expect(await storedOf(batch[0]!.project_id)).toEqual({ rows: 20, ids: 20 });
  });
});
