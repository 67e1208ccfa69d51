import { crc32 } from 'node:zlib';
import type { StoredEvent } from '../events-sink.ts';

/**
 * One group of events as the disk queue keeps it, ready to ship: the event_ids and UTC days
 * (for the delivery's duplicate lookup) and the rows as JSONEachRow lines, the body of the
 * insert as it is sent, so delivery neither parses nor serializes rows again.
 */
export interface QueueRecord {
  readonly ids: readonly string[];
  readonly days: readonly string[];
  /** One JSON object per row, in `ids` order, each ending in a newline. */
  readonly lines: readonly string[];
}

/** Length (u32) and CRC-32 (u32) of the payload, before it. */
export const RECORD_HEADER_BYTES = 8;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The framed bytes of a group: header, then `{"ids":…,"days":…}\n` and one line per row. */
export function encodeRecord(rows: readonly StoredEvent[]): Buffer {
  const ids = rows.map((row) => row.event_id);
  // The distinct UTC days as numbers first, each written as a date once: a Date and its ISO
  // string per event were 4 % of the intake worker's time (decision 075).
  const days = [...new Set(rows.map((row) => Math.floor(row.timestamp / DAY_MS)))].map(dayOf);
  const text = JSON.stringify({ ids, days }) + '\n' + rows.map((row) => JSON.stringify(row) + '\n').join('');
  const payload = Buffer.from(text, 'utf8');
  const framed = Buffer.allocUnsafe(RECORD_HEADER_BYTES + payload.length);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(crc32(payload), 4);
  payload.copy(framed, RECORD_HEADER_BYTES);
  return framed;
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

/** Reads a record written by `encodeRecord` (already checked by `recordLength`). */
export function decodeRecord(record: Buffer): QueueRecord {
  const text = record.toString('utf8', RECORD_HEADER_BYTES);
  const headerEnd = text.indexOf('\n');
  const header = JSON.parse(text.slice(0, headerEnd)) as { ids: string[]; days: string[] };
  const lines: string[] = [];
  for (let start = headerEnd + 1; start < text.length;) {
    const end = text.indexOf('\n', start) + 1;
    if (end === 0) break;
    lines.push(text.slice(start, end));
    start = end;
  }
  return { ids: header.ids, days: header.days, lines };
}
