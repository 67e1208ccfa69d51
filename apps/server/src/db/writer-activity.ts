/**
 * How busy the events writer is, shared between threads of one process (decision 089): the time
 * its connection has spent in write transactions once it held the lock (inserting, committing:
 * not the wait for the lock, which the rollups' own writes cause), in microseconds in one Int32
 * cell, added to by the writer's worker and read by the rollups' worker, which yields SQLite's
 * write lock to a flood and keeps its usual pace otherwise. Microseconds, not milliseconds: a
 * transaction on a fast disk takes well under one, and rounding each to whole milliseconds would
 * count a flood of them as nothing.
 */
export type WriterActivity = Int32Array<SharedArrayBuffer>;

/** One cell per database file, so the writer and the rollups of one file share it. */
const byFile = new Map<string, WriterActivity>();

export function writerActivityOf(file: string): WriterActivity {
  let activity = byFile.get(file);
  if (activity === undefined) {
    activity = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    byFile.set(file, activity);
  }
  return activity;
}

/** Adds `ms` of the writer's time in transactions. */
export function addWriterBusy(activity: WriterActivity, ms: number): void {
  Atomics.add(activity, 0, Math.round(ms * 1000));
}

/** The writer's busy counter now: only differences between two readings mean anything. */
export function writerBusyReading(activity: WriterActivity): number {
  return Atomics.load(activity, 0);
}

/**
 * Milliseconds of the writer's time between two readings, correct across the Int32 cell's
 * wrap-around (every 36 minutes busy) for readings less than that apart.
 */
export const busySince = (before: number, after: number): number => ((after - before) | 0) / 1000;
