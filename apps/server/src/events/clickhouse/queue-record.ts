import { DAY_MS } from '@playfront/contracts';
import { crc32 } from 'node:zlib';
import { EVENT_COLUMNS } from '../event-columns.ts';
import type { StoredEvent } from '../events-sink.ts';
import { tabSeparatedRow } from './tab-separated-rows.ts';

/** The rows' format in a record: TabSeparated since decision 082, JSONEachRow in decision 069's. */
export type RowFormat = 'TabSeparated' | 'JSONEachRow';

/**
 * One group of events as the disk queue keeps it, ready to ship: the rows' bytes are the insert's
 * body as it is sent, so delivery neither parses nor encodes them again.
 */
export interface QueueRecord {
  readonly format: RowFormat;
  /** How many rows `rows` holds. */
  readonly count: number;
  /** One row a line, each ending in a newline. */
  readonly rows: Buffer;
  /** A JSONEachRow record's header line, `{"ids":…,"days":…}` (read only by `recordEntries`). */
  readonly header: Buffer | undefined;
}

/** A record's rows one by one, with what delivery's duplicate lookup needs. */
export interface RecordEntries {
  /** Each row's event_id, in `lines` order. */
  readonly ids: readonly string[];
  /** The rows' UTC days, `YYYY-MM-DD`, each once. */
  readonly days: readonly string[];
  /** Each row's line, newline included. */
  readonly lines: readonly Buffer[];
}

/** Length (u32) and CRC-32 (u32) of the payload, before it. */
export const RECORD_HEADER_BYTES = 8;

/** A TabSeparated record's payload starts `TabSeparated <rows>\n`; decision 069's start with `{`. */
const MARKER = 'TabSeparated ';
const NEWLINE = 0x0a;
const OPEN_BRACE = 0x7b;
const EVENT_ID = EVENT_COLUMNS.indexOf('event_id');
const TIMESTAMP = EVENT_COLUMNS.indexOf('timestamp');

const dayOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The framed bytes of a group: header, then `TabSeparated <rows>\n` and one TabSeparated line a
 * row. Each line is written into the buffer as it is made: one string of the whole group, joined,
 * then flattened and encoded, cost more than making the lines (decision 082). A UTF-16 unit is
 * at most three UTF-8 bytes, so the buffer is never short.
 */
export function encodeRecord(rows: readonly StoredEvent[]): Buffer {
  return encodeLines(rows.map(tabSeparatedRow));
}

/** `encodeRecord` of rows already written as TabSeparated lines (without their newlines). */
export function encodeLines(lines: readonly string[]): Buffer {
  const marker = `${MARKER}${lines.length}\n`;
  let units = marker.length;
  for (const line of lines) units += line.length + 1;
  const framed = Buffer.allocUnsafe(RECORD_HEADER_BYTES + units * 3);
  let at = RECORD_HEADER_BYTES + framed.write(marker, RECORD_HEADER_BYTES, 'latin1');
  for (const line of lines) {
    at += framed.write(line, at);
    framed[at] = NEWLINE;
    at += 1;
  }
  const payload = framed.subarray(RECORD_HEADER_BYTES, at);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(crc32(payload), 4);
  return framed.subarray(0, at);
}

/**
 * The length of the whole record at `offset` of `bytes`, or undefined when none is there whole
 * and intact: the end of the data, or a torn write (short, or its checksum does not match).
 */
export function recordLength(bytes: Buffer, offset: number): number | undefined {
  if (offset + RECORD_HEADER_BYTES > bytes.length) return undefined;
  const length = bytes.readUInt32LE(offset);
  const end = offset + RECORD_HEADER_BYTES + length;
  if (length === 0 || end > bytes.length) return undefined;
  const payload = bytes.subarray(offset + RECORD_HEADER_BYTES, end);
  return crc32(payload) === bytes.readUInt32LE(offset + 4) ? RECORD_HEADER_BYTES + length : undefined;
}

/** Reads a record written by `encodeRecord`, or by decision 069's (already checked by `recordLength`). */
export function decodeRecord(record: Buffer): QueueRecord {
  const payload = record.subarray(RECORD_HEADER_BYTES);
  const headerEnd = payload.indexOf(NEWLINE);
  const rows = payload.subarray(headerEnd + 1);
  if (payload[0] === OPEN_BRACE) {
    return { format: 'JSONEachRow', count: countLines(rows), rows, header: payload.subarray(0, headerEnd) };
  }
  const marker = payload.toString('latin1', 0, headerEnd);
  const count = Number(marker.slice(MARKER.length));
  if (!marker.startsWith(MARKER) || !Number.isSafeInteger(count)) {
    throw new Error(`Unknown disk queue record: ${marker.slice(0, 40)}`);
  }
  return { format: 'TabSeparated', count, rows, header: undefined };
}

/** The record's rows one by one, with their event_ids and days (delivery's lookup, not its usual path). */
export function recordEntries(record: QueueRecord): RecordEntries {
  const lines = splitLines(record.rows);
  if (record.header !== undefined) {
    const { ids, days } = JSON.parse(record.header.toString('utf8')) as { ids: string[]; days: string[] };
    return { ids, days, lines };
  }
  const ids: string[] = [];
  const days = new Set<number>();
  for (const line of lines) {
    // Fields never hold a raw tab (written as `\t`); the event_id is a UUID, the timestamp a number.
    const fields = line.toString('utf8').split('\t');
    ids.push(fields[EVENT_ID] ?? '');
    days.add(Math.floor(Number(fields[TIMESTAMP]) / DAY_MS));
  }
  return { ids, days: [...days].map(dayOf), lines };
}

function splitLines(rows: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  for (let start = 0; start < rows.length;) {
    const end = rows.indexOf(NEWLINE, start) + 1;
    if (end === 0) break;
    lines.push(rows.subarray(start, end));
    start = end;
  }
  return lines;
}

function countLines(rows: Buffer): number {
  let count = 0;
  for (let at = rows.indexOf(NEWLINE); at !== -1; at = rows.indexOf(NEWLINE, at + 1)) count += 1;
  return count;
}
