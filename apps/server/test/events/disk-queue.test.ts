import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { DiskQueue, DiskQueueFullError } from '../../src/events/clickhouse/disk-queue.ts';
import { encodeRecord, recordEntries } from '../../src/events/clickhouse/queue-record.ts';
import { tabSeparatedRow } from '../../src/events/clickhouse/tab-separated-rows.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { legacyRecord } from '../helpers/legacy-queue-record.ts';

function rows(count: number): StoredEvent[] {
  return Array.from({ length: count }, () => {
    return asStored(makeEvent());
  });
}

const segments = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.seg'));

/** Each row's line as the queue holds it (and the insert sends it). */
const linesOf = (stored: readonly StoredEvent[]) => stored.map((row) => tabSeparatedRow(row) + '\n');

/** Every queued row's line, read as delivery reads them, and the position after them. */
async function queuedRows(queue: DiskQueue) {
  const block = await queue.take(Number.MAX_SAFE_INTEGER);
  const parsed = (block?.records ?? []).flatMap((record) =>
    recordEntries(record).lines.map((line) => line.toString('utf8')),
  );
  return { block, parsed };
}

describe('given the events disk queue (append-only segments)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'playfront-disk-queue-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('should append groups to one segment and read them back in order, rows unchanged', async () => {
    const queue = new DiskQueue(dir, 1024 * 1024);
    const first = rows(3);
    const second = rows(2);

    await queue.append(encodeRecord(first));
    await queue.append(encodeRecord(second));

    expect(segments(dir)).toHaveLength(1);
    const { block, parsed } = await queuedRows(queue);
    expect(parsed).toEqual(linesOf([...first, ...second]));
    expect(block?.records.map((record) => record.format)).toEqual(['TabSeparated', 'TabSeparated']);
    expect(block?.records.map((record) => recordEntries(record).ids)).toEqual([
      first.map((row) => row.event_id),
      second.map((row) => row.event_id),
    ]);
    expect(block?.records.map((record) => recordEntries(record).days)).toEqual([
      [...new Set(first.map((row) => new Date(row.timestamp).toISOString().slice(0, 10)))],
      [...new Set(second.map((row) => new Date(row.timestamp).toISOString().slice(0, 10)))],
    ]);
    await queue.close();
  });

  it('should remove what is delivered, the current segment too once caught up, and be empty', async () => {
    const queue = new DiskQueue(dir, 1024 * 1024);
    await queue.append(encodeRecord(rows(5)));
    const block = await queue.take(1_000);

    await queue.delivered(block!.end);

    expect(queue.empty).toBe(true);
    expect(queue.bytes).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    // The next append starts a new segment.
    await queue.append(encodeRecord(rows(1)));
    expect(segments(dir)).toHaveLength(1);
    expect(queue.empty).toBe(false);
    await queue.close();
  });

  it('should give whole records up to the rows asked, and keep the rest for the next take', async () => {
    const queue = new DiskQueue(dir, 1024 * 1024);
    for (let group = 0; group < 4; group += 1) await queue.append(encodeRecord(rows(10)));

    const block = await queue.take(15);
    await queue.delivered(block!.end);
    const rest = await queue.take(1_000);

    expect(block?.rows).toBe(20);
    expect(rest?.rows).toBe(20);
    await queue.close();
  });

  it('should drop a torn tail at start and keep every acknowledged record', async () => {
    const before = new DiskQueue(dir, 1024 * 1024);
    const acknowledged = rows(4);
    const intact = encodeRecord(acknowledged);
    await before.append(intact);
    await before.close();
    const [segment] = segments(dir);
    const path = join(dir, segment!);
    // A crash mid-append: half of the next record reached the disk, over the preallocated zeros.
    const torn = encodeRecord(rows(3));
    const fd = openSync(path, 'r+');
    writeSync(fd, torn, 0, torn.length / 2, intact.length);
    closeSync(fd);

    const after = new DiskQueue(dir, 1024 * 1024);

    expect(after.tornBytes).toBeGreaterThanOrEqual(Math.floor(torn.length / 2));
    expect(statSync(path).size).toBe(intact.length);
    expect((await queuedRows(after)).parsed).toEqual(linesOf(acknowledged));
    await after.close();
  });

  it('should drop a record whose bytes do not match their checksum', async () => {
    const before = new DiskQueue(dir, 1024 * 1024);
    const record = encodeRecord(rows(2));
    await before.append(record);
    await before.close();
    const path = join(dir, segments(dir)[0]!);
    const bytes = readFileSync(path);
    bytes[record.length - 5] = bytes[record.length - 5]! ^ 0xff;
    writeFileSync(path, bytes);

    const after = new DiskQueue(dir, 1024 * 1024);

    expect(after.tornBytes).toBe(bytes.length);
    expect(after.empty).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    await after.close();
  });

  it('should start a new segment past the segment size, and append after what an earlier run left', async () => {
    const first = new DiskQueue(dir, 1024 * 1024, 4096);
    await first.append(encodeRecord(rows(20)));
    await first.append(encodeRecord(rows(20)));
    await first.close();
    expect(segments(dir)).toHaveLength(2);

    const second = new DiskQueue(dir, 1024 * 1024, 4096);
    await second.append(encodeRecord(rows(20)));

    expect(segments(dir)).toHaveLength(3);
    expect((await queuedRows(second)).parsed).toHaveLength(60);
    await second.close();
  });

  it('should refuse an append past its bound, keeping nothing of it', async () => {
    const first = encodeRecord(rows(15));
    const queue = new DiskQueue(dir, first.length + 100);
    await queue.append(first);

    await expect(queue.append(encodeRecord(rows(15)))).rejects.toBeInstanceOf(DiskQueueFullError);

    expect(queue.full).toBe(false);
    expect((await queuedRows(queue)).parsed).toHaveLength(15);
    await queue.close();
  });

  it('should take over the files of the queue before segments (one .ndjson file per group)', async () => {
    const older = rows(3);
    const newer = rows(2);
    writeFileSync(join(dir, '000000000000.ndjson'), older.map((row) => JSON.stringify(row) + '\n').join(''));
    writeFileSync(join(dir, '000000000001.ndjson'), newer.map((row) => JSON.stringify(row) + '\n').join(''));

    const queue = new DiskQueue(dir, 1024 * 1024);

    expect(readdirSync(dir).filter((name) => name.endsWith('.ndjson'))).toEqual([]);
    expect((await queuedRows(queue)).parsed).toEqual(linesOf([...older, ...newer]));
    await queue.close();
  });

  it('should read the JSONEachRow records an earlier version queued, in blocks apart from newer records', async () => {
    const older = rows(3);
    const newer = rows(4);
    const before = new DiskQueue(dir, 1024 * 1024);
    await before.append(legacyRecord(older));
    await before.close();
    const queue = new DiskQueue(dir, 1024 * 1024);
    await queue.append(encodeRecord(newer));

    // One insert reads one format: the older record alone, then the newer one.
    const first = await queue.take(1_000);
    await queue.delivered(first!.end);
    const second = await queue.take(1_000);

    expect(first?.records.map((record) => [record.format, record.count])).toEqual([['JSONEachRow', 3]]);
    expect(recordEntries(first!.records[0]!).ids).toEqual(older.map((row) => row.event_id));
    expect(
      recordEntries(first!.records[0]!).lines.map((line) => JSON.parse(line.toString('utf8')) as StoredEvent),
    ).toEqual(older);
    expect(second?.records.map((record) => [record.format, record.count])).toEqual([['TabSeparated', 4]]);
    await queue.close();
  });
});
