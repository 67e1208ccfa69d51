/**
 * What migration 0040's wider time index costs the events sink (decision 092): `(timestamp)`
 * against `(timestamp, stag, bot, ip_country, device)`, each round a fresh SQLite database migrated to the latest
 * (the old side has 0040's index swapped back for 0024's), the ingest bench's events (5,000
 * visitors, 300 stags, in time order) written through the real sink and its writer worker, 16
 * 50-event batches at a time, no rollups; alternating cold rounds, medians and their ratio.
 *
 * Run: npx node bench/console/time-index-ingest.bench.ts [--rounds=5] [--events=100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { sql } = await import('kysely');
const { KyselyEventsSink, migrateToLatest, openDatabase, openEventsWriter } =
  await import('@playfront/server/testing');
const { positiveInteger } = await import('../lib/args.ts');
const { medianOf, ratio, runAlternating } = await import('../lib/alternate.ts');
const { workload, writeConcurrently } = await import('./rollup-ingest.ts');

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, events: { type: 'string', default: '100000' } },
});
const rounds = positiveInteger('rounds', values.rounds);
const events = positiveInteger('events', values.events);
const batches = workload(events);

async function round(index: 'time' | 'wide'): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-time-index-'));
  const handle = openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    if (index === 'time') {
      await sql`create index analytics_events_time on analytics_events (timestamp)`.execute(handle.db);
      await sql`drop index analytics_events_time_scope`.execute(handle.db);
    }
    const sink = new KyselyEventsSink({ db: handle.db, dialect: 'sqlite', writer: openEventsWriter(handle) });
    const started = performance.now();
    const stored = await writeConcurrently(sink, batches);
    const perSecond = Math.round(stored / ((performance.now() - started) / 1000));
    await sink.close();
    if (stored !== events) throw new Error(`stored ${stored} of ${events}`);
    return perSecond;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { samples, loadAverages } = await runAlternating(
  [
    { name: 'time', round: () => round('time') },
    { name: 'wide', round: () => round('wide') },
  ],
  rounds,
  (name, index, perSecond) => {
    console.log(`round ${index + 1} ${name.padEnd(9)} ${perSecond} events/s`);
  },
);
const old = medianOf(samples.time ?? [], (n) => n);
const wide = medianOf(samples['wide'] ?? [], (n) => n);
console.log(
  `medians: (timestamp) ${old} events/s, (timestamp, stag, bot, ip_country, device) ${wide}: ratio ${ratio(wide, old)} ` +
    `(load ${loadAverages[0]} to ${loadAverages.at(-1)})`,
);
