/**
 * Where one scope's traffic dashboard spends its time (decision 103): a kept reports-bench
 * database (`reports.bench.ts --keep`), the dashboard asked `--runs` times through the report the
 * server uses (`--source=rollups`: the rollups' report, which hands a filtered or stag-restricted
 * scope to the raw one) or the raw report alone (`--source=raw`), every SQL statement timed by
 * Kysely's query log and summed per part (the scope's events read for the fold, decision 123;
 * before it the copy of them and the SQL over it: visits, KPIs, series, top-N cards, timing card;
 * the rollups); prints each part's median per run, the run's wall and CPU
 * medians, the load average and a hash of the answer.
 *
 * Run: nice -n 10 npx node bench/console/stag-dashboard-parts.bench.ts --dir=/tmp/dir
 *      [--source=rollups|raw] [--runs=5] [--days=7] [--stag=aff_0] [--stags=aff_3,aff_10]
 *      [--country=DE] [--threads=2]
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const {
  FoldThreads,
  ImmediateSqliteDialect,
  openNodeSqlite,
  readsArraysFrom,
  RollupTrafficReport,
  SqlTrafficReport,
  SQLITE_PRAGMAS,
} = await import('@playfront/server/testing');
const { Kysely } = await import('kysely');
const { positiveInteger } = await import('../lib/args.ts');
const { median, round } = await import('../lib/stats.ts');

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    source: { type: 'string', default: 'rollups' },
    runs: { type: 'string', default: '5' },
    days: { type: 'string', default: '7' },
    stag: { type: 'string' },
    stags: { type: 'string' },
    country: { type: 'string' },
    threads: { type: 'string', default: '2' },
  },
});
if (values.dir === undefined) throw new Error('--dir: a folder kept by reports.bench.ts --keep');
if (values.source !== 'rollups' && values.source !== 'raw') throw new Error('--source: rollups or raw');
const runs = positiveInteger('runs', values.runs);
const days = positiveInteger('days', values.days);
const { data } = JSON.parse(readFileSync(join(values.dir, 'report-data.json'), 'utf8')) as {
  data: { end: number };
};

/** A statement's part of the dashboard, told by its text. */
function partOf(text: string): string {
  // The timing card from the stag rollups and the events after them (decision 104), its lag check.
  if (/traffic_stag_timing|- traffic_seq as behind/.test(text)) return 'timing: stag rollups';
  // A one-stag dashboard's visits from the stag visit rows and the later events (decision 114).
  if (/traffic_stag_visits/.test(text)) return 'visits: stag rows';
  if (/\btraffic_\w+/.test(text)) return 'rollups';
  if (/with ev as/.test(text)) return 'visits';
  if (/loading_time|time_to_first_byte/.test(text)) return 'timing';
  // Each card apart (decision 108: which cards a stag's rows would have to answer).
  if (/order by 2 desc/.test(text)) return `top-N: ${/select "?(\w+)"? as value/.exec(text)?.[1] ?? '?'}`;
  if (/group by 1/.test(text)) return 'series';
  if (/count\(distinct temp_player_id\)/.test(text)) return 'KPIs';
  return 'other';
}

let spent = new Map<string, number>();
const sqlite = openNodeSqlite(join(values.dir, 'playfront.db'));
sqlite.raw.exec(SQLITE_PRAGMAS);
// The fold's reads go to node:sqlite past Kysely (decision 123), on its threads (124) or here, as
// the server's do, so its log does not see them: they are in the run's wall less the logged
// statements ("outside the log"; with threads, beside them).
const db = readsArraysFrom(
  new Kysely({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    log: (event) => {
      const part = partOf(event.query.sql);
      spent.set(part, (spent.get(part) ?? 0) + event.queryDurationMillis);
    },
  }),
  sqlite.raw,
);
// As the server: the selective periods folded on threads of their own (decision 124); 0 folds them
// on this thread.
const foldThreads = Number(values.threads);
const raw = new SqlTrafficReport(
  db,
  foldThreads > 0 ? new FoldThreads(join(values.dir, 'playfront.db'), foldThreads) : undefined,
);
const report = values.source === 'raw' ? raw : new RollupTrafficReport(db, 'sqlite', raw);
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const params = {
  from: isoDay(data.end - days * DAY),
  to: isoDay(data.end - DAY),
  interval: 'day' as const,
  filters: {
    ...(values.stag === undefined ? {} : { stag: values.stag }),
    ...(values.country === undefined ? {} : { country: values.country }),
  },
  top: 10,
  stags: values.stags === undefined ? null : values.stags.split(','),
  includeBots: false,
};
const perPart = new Map<string, number[]>();
const walls: number[] = [];
const cpus: number[] = [];
const loads: number[] = [];
let answer = '';
await report.report(params); // warm: the updater's catch-up, the statement cache
for (let run = 0; run < runs; run += 1) {
  spent = new Map();
  const cpu = process.cpuUsage();
  const started = performance.now();
  answer = JSON.stringify(await report.report(params));
  const wall = performance.now() - started;
  walls.push(wall);
  spent.set(
    'outside the log (the fold: its reads and work)',
    wall - [...spent.values()].reduce((a, b) => a + b, 0),
  );
  const used = process.cpuUsage(cpu);
  cpus.push((used.user + used.system) / 1000);
  loads.push(loadavg()[0] ?? 0);
  for (const [part, ms] of spent) perPart.set(part, [...(perPart.get(part) ?? []), ms]);
}
await raw.close();
await db.destroy();
console.log(`${values.source} ${JSON.stringify(params)}`);
for (const [part, ms] of [...perPart].sort()) console.log(`  ${part}: ${round(median(ms), 1)} ms`);
console.log(
  `  run: wall ${round(median(walls), 1)} ms, CPU ${round(median(cpus), 1)} ms (median of ${runs}); ` +
    `load ${round(Math.min(...loads), 1)}–${round(Math.max(...loads), 1)}; answer ${answer.length} chars, ` +
    `hash ${(await import('node:crypto')).createHash('sha256').update(answer).digest('hex').slice(0, 12)}`,
);
