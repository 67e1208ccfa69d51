import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  keepRollupsUpdatedInWorker,
  KyselyEventsSink,
  migrateToLatest,
  openDatabase,
  openEventsWriter,
  rollupUpdaterOf,
} from '@playfront/server/testing';
import { threadCpu, threadCpuSince } from '../lib/thread-cpu.ts';
import { workload } from './rollup-ingest.ts';

export interface LagResult {
  readonly rate: number;
  readonly seconds: number;
  /** Events stored and not yet counted by the rollups, read once a second. */
  readonly behind: readonly number[];
  /** The main thread's catch-up once the writes and the worker stopped. */
  readonly catchUpAfterMs: number;
  readonly threadCpuMs: Readonly<Record<string, number>>;
}

/**
 * Steady traffic rather than a flood: `rate` events a second, in 50-event writes, for `seconds`,
 * into a fresh database with every rollup kept by the server's worker thread (decision 074); how
 * far the rollups are behind each second and how long a report's catch-up takes at the end. A
 * pacing that yields to a flood must still keep up here (decision 089).
 */
export async function measureLag(rate: number, seconds: number): Promise<LagResult> {
  const batches = workload(rate * seconds);
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-rollup-lag-'));
  const handle = openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    const sink = new KyselyEventsSink({ db: handle.db, dialect: 'sqlite', writer: openEventsWriter(handle) });
    rollupUpdaterOf(handle.db, 'sqlite');
    const stop = keepRollupsUpdatedInWorker(handle.connection, (error) => {
      console.error(error);
    });
    const behind: number[] = [];
    const cpuBefore = threadCpu();
    const started = performance.now();
    const writes: Promise<unknown>[] = [];
    let sampled = 0;
    for (let index = 0; index < batches.length; index += 1) {
      // Each write at its time on the schedule, not after the last one's answer: an open loop.
      const due = started + (index * 1000 * (batches[0]?.length ?? 50)) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const batch = batches[index];
      if (batch !== undefined) writes.push(sink.write(batch));
      if (performance.now() - started >= (sampled + 1) * 1000) {
        sampled += 1;
        const { rows } = await sql<{ behind: number }>`
          select (select coalesce(max(rowid), 0) from analytics_events)
            - (select seq from rollup_watermark where id = 1) as behind`.execute(handle.db);
        behind.push(rows[0]?.behind ?? 0);
      }
    }
    await Promise.all(writes);
    const threadCpuMs = threadCpuSince(cpuBefore);
    await sink.close();
    await stop();
    const caughtUp = performance.now();
    await rollupUpdaterOf(handle.db, 'sqlite').catchUp();
    return { rate, seconds, behind, catchUpAfterMs: Math.round(performance.now() - caughtUp), threadCpuMs };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
