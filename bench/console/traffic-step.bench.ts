/**
 * What the traffic dashboard's rollups add to the rollups' catch-up (decision 078): the ingest
 * bench's events (`rollup-ingest.ts`'s workload: 5,000 visitors, 2,000 pathnames) written in
 * chunks to two fresh SQLite databases, each chunk then caught up by an updater with all the
 * rollups on one and without the traffic ones on the other (main's), alternating which goes
 * first; the CPU of each catch-up (this process: node:sqlite runs in it), per 1,000 events. The
 * ingest rounds say what that costs the sink under load; this says what the step itself costs.
 *
 * `--rounds=N` repeats it on fresh databases and prints each round and the medians: two code
 * versions are compared by running this alternately from each checkout (decision 100).
 *
 * `--two-stags=F`: a share F of the visitors send under two stags (decision 114; default none).
 *
 * Run: npx node bench/console/traffic-step.bench.ts [--events=20000] [--chunk=1000] [--rounds=1]
 *      [--two-stags=0.1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { KyselyEventsSink, migrateToLatest, openDatabase, openEventsWriter, rollupUpdaterOf } =
  await import('@playfront/server/testing');
const { positiveInteger } = await import('../lib/args.ts');
const { median, round } = await import('../lib/stats.ts');
const { workload } = await import('./rollup-ingest.ts');

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '20000' },
    chunk: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '1' },
    'two-stags': { type: 'string', default: '0' },
  },
});
const events = positiveInteger('events', values.events);
const chunk = positiveInteger('chunk', values.chunk);
const rounds = positiveInteger('rounds', values.rounds);
const twoStags = Number(values['two-stags']);
if (!(twoStags >= 0 && twoStags <= 1)) throw new Error('--two-stags: a share from 0 to 1');
const batches = workload(events, twoStags).flat();

/** One round on fresh databases: the catch-up CPU per 1,000 events of each side. */
async function measure(): Promise<{ all: number; affiliate: number }> {
  const sides = await Promise.all(
    (['all', 'affiliate'] as const).map(async (name) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'playfront-traffic-step-'));
      const handle = openDatabase({ dataDir });
      await migrateToLatest(handle.db);
      const sink = new KyselyEventsSink({
        db: handle.db,
        dialect: 'sqlite',
        writer: openEventsWriter(handle),
      });
      const updater = rollupUpdaterOf(handle.db, 'sqlite', { trafficRollups: name === 'all' });
      return { name, dataDir, handle, sink, updater, cpuMs: 0 };
    }),
  );
  const load = [loadavg()[0] ?? 0];
  try {
    for (let at = 0; at < batches.length; at += chunk) {
      const part = batches.slice(at, at + chunk);
      for (const side of sides) await side.sink.write(part);
      for (const side of (at / chunk) % 2 === 0 ? sides : [...sides].reverse()) {
        const before = process.cpuUsage();
        await side.updater.catchUp();
        const spent = process.cpuUsage(before);
        side.cpuMs += (spent.user + spent.system) / 1000;
      }
    }
    load.push(loadavg()[0] ?? 0);
    const perThousand = (name: string) =>
      round(((sides.find((s) => s.name === name)?.cpuMs ?? 0) / events) * 1000);
    const all = perThousand('all');
    const affiliate = perThousand('affiliate');
    console.log(
      `catch-up CPU per 1,000 events (chunks of ${chunk}, ${events} events, load ${load.map((l) => round(l)).join(' to ')}): ` +
        `all the rollups ${all} ms, without the traffic ones ${affiliate} ms; the traffic rollups ${round(all - affiliate)} ms`,
    );
    return { all, affiliate };
  } finally {
    for (const side of sides) {
      await side.sink.close();
      await side.handle.close();
      rmSync(side.dataDir, { recursive: true, force: true });
    }
  }
}

const results: { all: number; affiliate: number }[] = [];
for (let n = 0; n < rounds; n += 1) results.push(await measure());
if (rounds > 1) {
  const all = median(results.map((r) => r.all));
  const affiliate = median(results.map((r) => r.affiliate));
  const traffic = median(results.map((r) => r.all - r.affiliate));
  console.log(
    `medians of ${rounds} rounds: all the rollups ${round(all)} ms, without the traffic ones ${round(affiliate)} ms; ` +
      `the traffic rollups ${round(traffic)} ms`,
  );
}
