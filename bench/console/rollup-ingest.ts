import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import type { EventsSink, StoredEvent } from '@playfront/server/testing';
import {
  keepRollupsUpdated,
  keepRollupsUpdatedInWorker,
  KyselyEventsSink,
  makeEvent,
  migrateToLatest,
  migrationProvider,
  openDatabase,
  openEventsWriter,
  rollupUpdaterOf,
} from '@playfront/server/testing';
import { medianOf, runAlternating, type Contender } from '../lib/alternate.ts';
import { round } from '../lib/stats.ts';
import { threadCpu, threadCpuSince } from '../lib/thread-cpu.ts';

const BATCH = 50;
const CONCURRENT_WRITES = 16;
const VISITORS = 5_000;

/**
 * Events as the collector stores them: 5,000 visitors, each event 0–400 ms after the previous
 * one of the whole stream (so a visitor's events are minutes apart, visits open and continue),
 * in 50-event requests. Seeded, so both sides write the same events. `twoStags`: the share of
 * visitors (every visitor whose number is below it, as a fraction of VISITORS) whose events carry
 * one of two stags, each event its own pick (decision 114: visits per stag walk such a visitor).
 */
export function workload(events: number, twoStags = 0): StoredEvent[][] {
  let seed = 52;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  let stagSeed = 7;
  const stagDraw = () => (stagSeed = (stagSeed * 48_271) % 2_147_483_647) / 2_147_483_647;
  let time = Date.now() - 6 * 60 * 60 * 1000;
  const rows: StoredEvent[] = [];
  for (let i = 0; i < events; i += 1) {
    time += Math.floor(next() * 400);
    const visitor = Math.floor(next() * VISITORS);
    // The second stag drawn apart, so the other events' draws stay as without the option.
    const second = visitor < twoStags * VISITORS && stagDraw() < 0.5;
    const event = makeEvent({
      timestamp: time,
      temp_player_id: `v-${visitor}`,
      stag: `aff_${(visitor + (second ? 1 : 0)) % 300}`,
      device: visitor % 2 === 0 ? 'web' : 'mobile',
      ip_country: visitor % 3 === 0 ? 'DE' : 'FI',
      pathname: `/games/${Math.floor(next() * 2000)}`,
    });
    rows.push({
      ...event,
      loading_time: event.loading_time ?? null,
      time_to_fetch_start: event.time_to_fetch_start ?? null,
      time_to_first_byte: event.time_to_first_byte ?? null,
      received_at: time,
      bot: 0,
    });
  }
  const batches: StoredEvent[][] = [];
  for (let start = 0; start < rows.length; start += BATCH) batches.push(rows.slice(start, start + BATCH));
  return batches;
}

/** Writes every batch through the sink, CONCURRENT_WRITES at a time; the events it accepted. */
export async function writeConcurrently(
  sink: EventsSink,
  batches: readonly StoredEvent[][],
): Promise<number> {
  let next = 0;
  let stored = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT_WRITES }, async () => {
      for (let batch = batches[next++]; batch !== undefined; batch = batches[next++]) {
        // Awaited first: `stored += await …` reads `stored` before the await, and 16 writers
        // each adding to a stale sum counted about a sixteenth of the events.
        const { accepted } = await sink.write(batch);
        stored += accepted;
      }
    }),
  );
  return stored;
}

interface Sample {
  readonly eventsPerSecond: number;
  /** With the rollups: how long the last catch-up took once the writes were done. */
  readonly catchUpAfterMs: number | null;
  /** The writes' wall time, and the CPU each thread of the process spent during them (ms, by name). */
  readonly writeMs: number;
  readonly threadCpuMs: Readonly<Record<string, number>>;
}

/** The migration before the traffic dashboard's indexes on `analytics_events` (0024, decision 064). */
const BEFORE_TRAFFIC_INDEXES = '0023-player-erasure';

/** Which rollups a round keeps: all, all but the traffic dashboard's (decision 078), none. */
type Rollups = 'all' | 'affiliate' | 'none';

/**
 * Where the background steps run: `main`, on the main thread's connection (this bench's way since
 * decision 059); `worker`, in a worker thread of their own, as the server runs them on SQLite
 * (decision 074: shorter steps of 250-event batches, 20 ms every 200 ms).
 */
export type StepThread = 'main' | 'worker';

/**
 * One cold round: a fresh migrated database, the sink with its worker, every batch 16 at a time.
 * `indexes`: false stops the migrations before 0024, so the events table lacks its time indexes.
 */
async function ingestRound(
  batches: readonly StoredEvent[][],
  rollups: Rollups,
  thread: StepThread,
  indexes = true,
): Promise<Sample> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-rollup-ingest-'));
  const handle = openDatabase({ dataDir });
  try {
    if (indexes) await migrateToLatest(handle.db);
    else {
      const result = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo(
        BEFORE_TRAFFIC_INDEXES,
      );
      if (result.error !== undefined) throw new Error('Could not migrate', { cause: result.error });
    }
    const sink: EventsSink = new KyselyEventsSink({
      db: handle.db,
      dialect: 'sqlite',
      writer: openEventsWriter(handle),
    });
    // The background catch-up: every second on the main thread's connection (the updater is made
    // first, so that it is the one `keepRollupsUpdated` takes), or in the server's worker thread.
    let stop: (() => Promise<void>) | null = null;
    if (rollups !== 'none') {
      const options = { trafficRollups: rollups === 'all' };
      rollupUpdaterOf(handle.db, 'sqlite', options);
      const onError = (error: unknown) => {
        console.error(error);
      };
      if (thread === 'main') stop = keepRollupsUpdated(handle.db, 'sqlite', onError);
      else {
        const steps = keepRollupsUpdatedInWorker(handle.connection, onError, undefined, options);
        // A server starts the worker long before a flood: its start-up (loading its modules, some
        // 0.6 s of CPU) is not the writes' to pay.
        await steps.ready;
        stop = steps;
      }
    }
    const cpuBefore = threadCpu();
    const started = performance.now();
    const stored = await writeConcurrently(sink, batches);
    const seconds = (performance.now() - started) / 1000;
    const threadCpuMs = threadCpuSince(cpuBefore);
    await sink.close();
    let catchUpAfterMs: number | null = null;
    if (stop !== null) {
      await stop();
      const caughtUp = performance.now();
      await rollupUpdaterOf(handle.db, 'sqlite').catchUp();
      catchUpAfterMs = Math.round(performance.now() - caughtUp);
    }
    return {
      eventsPerSecond: Math.round(stored / seconds),
      catchUpAfterMs,
      writeMs: Math.round(seconds * 1000),
      threadCpuMs,
    };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The threads that spent anything, busiest first: `name 1234`. */
const describeThreads = (cpu: Readonly<Record<string, number>>): string =>
  Object.entries(cpu)
    .filter(([, ms]) => ms > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');

/**
 * The events sink's throughput on SQLite (its writer worker, group commit, synchronous=FULL) with
 * the rollups' background catch-up running beside it (decision 059) and without, and without the
 * traffic dashboard's time indexes either (decision 064), alternating cold rounds, medians and
 * their ratios; and how long the rollups take to catch up once the writes end.
 * The sink, not HTTP: the collector bench (bench/collector) measures the route around it.
 */
export async function measureIngest(rounds: number, events: number, thread: StepThread = 'main') {
  const batches = workload(events);
  const contender = (name: string, rollups: Rollups, indexes = true): Contender<Sample> => ({
    name,
    round: () => ingestRound(batches, rollups, thread, indexes),
  });
  const { samples, order, loadAverages } = await runAlternating(
    [
      contender('rollups', 'all'),
      // The rollups as before the traffic dashboard's (decision 078): what those cost alone.
      contender('affiliate', 'affiliate'),
      contender('without', 'none'),
      // Neither the rollups' updater nor 0024's time indexes: what the report machinery costs in all.
      contender('bare', 'none', false),
    ],
    rounds,
    (name, index, s) => {
      const caughtUp = s.catchUpAfterMs === null ? '' : `, caught up ${s.catchUpAfterMs} ms after`;
      console.log(`ingest round ${index + 1} ${name.padEnd(9)} ${s.eventsPerSecond} events/s${caughtUp}`);
      console.log(`  writes ${s.writeMs} ms, CPU ms by thread: ${describeThreads(s.threadCpuMs)}`);
    },
  );
  const side = (name: string) => Math.round(medianOf(samples[name] ?? [], (s) => s.eventsPerSecond));
  const withRollups = side('rollups');
  const affiliate = side('affiliate');
  const without = side('without');
  const bare = side('bare');
  return {
    events,
    thread,
    batch: BATCH,
    concurrentWrites: CONCURRENT_WRITES,
    order,
    loadAverages,
    samples,
    withRollupsEventsPerSecond: withRollups,
    withoutEventsPerSecond: without,
    ratio: round(withRollups / without),
    affiliateEventsPerSecond: affiliate,
    /** The traffic dashboard's rollups' cost alone: all the rollups against all but theirs. */
    trafficRatio: round(withRollups / affiliate),
    affiliateRatio: round(affiliate / without),
    catchUpAfterMs: {
      rollups: (samples.rollups ?? []).map((s) => s.catchUpAfterMs),
      affiliate: (samples.affiliate ?? []).map((s) => s.catchUpAfterMs),
    },
    bareEventsPerSecond: bare,
    /** The time indexes' cost alone (without the rollups), and everything against the bare sink. */
    indexesRatio: round(without / bare),
    allRatio: round(withRollups / bare),
  };
}
