/**
 * The traffic dashboard's rollups filled in the background (decision 078): a kept reports-bench
 * database (`reports.bench.ts --keep`) made before them (at migration 0033),
 * migrated on to the latest migration (timed: what an upgrade's start waits for), then filled by
 * the server's own background step in its worker thread (decision 074: a step every 200 ms), as a
 * server started on it would. Meanwhile this process's main thread (the server's) asks the
 * one-day dashboard every `--every` seconds: answered from raw events until the fill is done,
 * then from the rollups. Prints the fill's progress, its wall time, the dashboard's answer times.
 *
 * `--for=N`: stop after N seconds of fill (the fill's rate, events a second, with less time).
 *
 * Run: nice -n 10 npx node bench/console/traffic-fill.bench.ts --dir=/tmp/dir [--every=15] [--for=300]
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { keepRollupsUpdatedInWorker, migrateToLatest, openDatabase, rollupUpdaterOf, trafficReportFor } =
  await import('@playfront/server/testing');
const { sql } = await import('kysely');
const { positiveInteger } = await import('../lib/args.ts');
const { median, percentile, round } = await import('../lib/stats.ts');

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    every: { type: 'string', default: '15' },
    for: { type: 'string' },
  },
});
if (values.dir === undefined) throw new Error('--dir: a folder kept by reports.bench.ts --keep');
const every = positiveInteger('every', values.every) * 1000;
const limitMs =
  values.for === undefined ? Number.POSITIVE_INFINITY : positiveInteger('for', values.for) * 1000;
const { data } = JSON.parse(readFileSync(join(values.dir, 'report-data.json'), 'utf8')) as {
  data: { events: number; end: number };
};
const load = () =>
  loadavg()
    .map((n) => round(n, 1))
    .join(' ');

const handle = openDatabase({ dataDir: values.dir });
const migrationStarted = performance.now();
await migrateToLatest(handle.db);
const migrationMs = round(performance.now() - migrationStarted, 0);
console.log(`migrations new to this database: ${migrationMs} ms (${data.events} events; load ${load()})`);

const progress = async () => {
  const { rows } = await sql<{ seq: number | string; traffic_seq: number | string }>`
    select seq, traffic_seq from rollup_watermark where id = 1`.execute(handle.db);
  return { seq: Number(rows[0]?.seq ?? 0), traffic: Number(rows[0]?.traffic_seq ?? 0) };
};
const updater = rollupUpdaterOf(handle.db, 'sqlite');
const report = trafficReportFor(handle);
const day = new Date(data.end - 86_400_000).toISOString().slice(0, 10);
const params = {
  from: day,
  to: day,
  interval: 'hour' as const,
  filters: {},
  top: 10,
  stags: null,
  includeBots: false,
};

const errors: unknown[] = [];
const started = performance.now();
const cpuStarted = process.cpuUsage();
const stop = keepRollupsUpdatedInWorker(handle.connection, (error) => errors.push(error));
const answers: { ms: number; fromRollups: boolean }[] = [];
const before = await progress();
for (;;) {
  const fromRollups = await updater.trafficReady();
  const asked = performance.now();
  const answer = await report.report(params);
  const ms = round(performance.now() - asked, 0);
  answers.push({ ms, fromRollups });
  const { seq, traffic } = await progress();
  const seconds = round((performance.now() - started) / 1000, 0);
  console.log(
    `${seconds} s: ${traffic} of ${seq} events filled; the one-day dashboard (${answer.totals.visitors} visitors) ` +
      `in ${ms} ms from ${fromRollups ? 'the rollups' : 'raw events'}; load ${load()}`,
  );
  if (fromRollups || errors.length > 0 || performance.now() - started > limitMs) break;
  await new Promise((resolve) => setTimeout(resolve, every));
}
await stop();
const after = await progress();
const fillSeconds = (performance.now() - started) / 1000;
const during = answers
  .filter((a) => !a.fromRollups)
  .map((a) => a.ms)
  .sort((a, b) => a - b);
const cpu = process.cpuUsage(cpuStarted);
console.log(
  JSON.stringify({
    migrationMs,
    fillSeconds: round(fillSeconds, 0),
    filledEvents: after.traffic - before.traffic,
    filledPerSecond: round((after.traffic - before.traffic) / fillSeconds, 0),
    processCpuSeconds: round((cpu.user + cpu.system) / 1e6, 0),
    dashboardDuringFill: { answers: during.length, p50Ms: median(during), maxMs: percentile(during, 100) },
    dashboardAfterMs: answers.at(-1)?.ms,
    errors: errors.map(String),
    load: load(),
  }),
);
await handle.close();
