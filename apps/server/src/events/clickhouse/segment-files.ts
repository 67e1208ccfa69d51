import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  truncateSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { StoredEvent } from '../events-sink.ts';
import { encodeRecord, recordLength } from './queue-record.ts';

export const SEGMENT_SUFFIX = '.seg';
/** The queue's files before segments (decision 057): one fsynced file per group. */
const LEGACY_SUFFIX = '.ndjson';

/** A segment file found at start: its name, sequence number and intact length. */
export interface FoundSegment {
  readonly name: string;
  readonly seq: number;
  readonly size: number;
}

export const segmentName = (seq: number): string => `${String(seq).padStart(12, '0')}${SEGMENT_SUFFIX}`;

/** Bytes of whole, intact records from the start of `bytes`: where a torn tail begins. */
export function intactLength(bytes: Buffer): number {
  let offset = 0;
  for (let length = recordLength(bytes, offset); length !== undefined; length = recordLength(bytes, offset)) {
    offset += length;
  }
  return offset;
}

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The segments a previous run left, oldest first, each cut back to its intact records: a record
 * torn by a crash mid-append was never acknowledged (the answer waits for its fsync), so it is
 * dropped, and so are the zeros a segment is preallocated with. A segment with no intact record is removed. Runs once, at start, before any append.
 */
export function recoverSegments(dir: string): {
  readonly segments: FoundSegment[];
  readonly tornBytes: number;
} {
  const segments: FoundSegment[] = [];
  let tornBytes = 0;
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(SEGMENT_SUFFIX))
    .sort()) {
    const path = join(dir, name);
    const bytes = readFileSync(path);
    const size = intactLength(bytes);
    // Past the records: zeros of the preallocation, or a torn record (whatever is not zero).
    if (bytes.subarray(size).some((byte) => byte !== 0)) tornBytes += bytes.length - size;
    if (size === 0) {
      unlinkSync(path);
      continue;
    }
    if (size < bytes.length) truncateSync(path, size);
    segments.push({ name, seq: Number.parseInt(name, 10), size });
  }
  return { segments, tornBytes };
}

/**
 * Moves the files of the earlier queue (one group per `.ndjson` file, decision 057) into one
 * segment numbered `seq`, fsynced before they are removed, so an upgrade delivers what the old
 * code acknowledged. Answers the new segment, or undefined when there were none.
 */
export function adoptLegacyFiles(dir: string, seq: number): FoundSegment | undefined {
  const legacy = readdirSync(dir)
    .filter((file) => file.endsWith(LEGACY_SUFFIX))
    .sort();
  if (legacy.length === 0) return undefined;
  const name = segmentName(seq);
  const fd = openSync(join(dir, name), 'w');
  let size = 0;
  try {
    for (const file of legacy) {
      const rows = readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as StoredEvent);
      if (rows.length === 0) continue;
      const record = encodeRecord(rows);
      writeSync(fd, record, 0, record.length, size);
      size += record.length;
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncFolder(dir);
  for (const file of legacy) unlinkSync(join(dir, file));
  syncFolder(dir);
  if (size > 0) return { name, seq, size };
  unlinkSync(join(dir, name));
  return undefined;
}
