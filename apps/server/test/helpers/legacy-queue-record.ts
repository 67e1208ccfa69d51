import { crc32 } from 'node:zlib';
import type { StoredEvent } from '../../src/events/events-sink.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A disk queue record as decision 069's code wrote it (JSONEachRow rows after a header line of
 * ids and days), byte for byte: what a queue left by that version holds when the server is
 * upgraded (decision 082 writes TabSeparated records and still reads these).
 */
export function legacyRecord(rows: readonly StoredEvent[]): Buffer {
  const ids = rows.map((row) => row.event_id);
  const days = [...new Set(rows.map((row) => Math.floor(row.timestamp / DAY_MS)))].map((day) =>
    new Date(day * DAY_MS).toISOString().slice(0, 10),
  );
  const text = JSON.stringify({ ids, days }) + '\n' + rows.map((row) => JSON.stringify(row) + '\n').join('');
  const payload = Buffer.from(text, 'utf8');
  const framed = Buffer.alloc(8 + payload.length);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(crc32(payload), 4);
  payload.copy(framed, 8);
  return framed;
}
