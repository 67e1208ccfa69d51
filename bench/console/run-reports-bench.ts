import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { ReportDimension, TrafficFilters } from '@playfront/contracts';
import {
  affiliateReportFor,
  FunnelReportSource,
  migrateToLatest,
  migrationProvider,
  openDatabase,
  rollupsCover,
  rollupUpdaterOf,
  SqlTrafficReport,
  trafficReportFor,
} from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { writeResult } from '../lib/report.ts';
import { percentile, round } from '../lib/stats.ts';
import { measureIngest, type StepThread } from './rollup-ingest.ts';
import { RANGE_DAYS, writeReportData, type ReportData } from './report-data.ts';

const GOAL = { p95Ms: 200, events: 10_000_000, players: 100_000 } as const;
const DAY = 24 * 60 * 60 * 1000;
/** The last migration before the rollups: the data is written in bulk there, then 0021 backfills. */
export const BEFORE_ROLLUPS = '0020-player-protection';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Options {
  readonly events: number;
  readonly players: number;
  readonly runs: number;
  readonly trafficRuns: number;
  readonly ingestRounds: number;
  readonly ingestEvents: number;
  readonly skipIngest: boolean;
  /** The ingest rounds alone, printed, not recorded (no data generated, no queries). */
  readonly ingestOnly: boolean;
  /** Where the ingest rounds' rollup steps run: the main thread (the default) or the server's worker. */
  readonly ingestThread: StepThread;
  /** Write the data (before the rollups' migration) and stop: start the long part early. */
  readonly generateOnly: boolean;
  /** A folder to keep the generated database in, and to reuse it from on the next run. */
  readonly keep: string | undefined;
  /** Only the queries whose name holds this text (a partial run: never recorded as the baseline). */
  readonly only: string | undefined;
  /** Leave migration 0028's fill undone: reports union the visitor sets, as before decision 068. */
  readonly visitorSets: boolean;
  /**
   * Only the affiliate report and funnel shapes (no dashboard): recorded as
   * console-affiliate-reports(-visitor-sets).json, decision 068's own baselines.
   */
  readonly skipTraffic: boolean;
}

function options(args: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...args],
    options: {
      record: { type: 'boolean', default: false },
      events: { type: 'string', default: String(GOAL.events) },
      players: { type: 'string', default: String(GOAL.players) },
      runs: { type: 'string', default: '10' },
      'traffic-runs': { type: 'string', default: '3' },
      'ingest-rounds': { type: 'string', default: '3' },
      'ingest-events': { type: 'string', default: '100000' },
      'skip-ingest': { type: 'boolean', default: false },
      'ingest-only': { type: 'boolean', default: false },
      'ingest-thread': { type: 'string', default: 'main' },
      'generate-only': { type: 'boolean', default: false },
      keep: { type: 'string' },
      only: { type: 'string' },
      'visitor-sets': { type: 'boolean', default: false },
      'skip-traffic': { type: 'boolean', default: false },
    },
  });
  const ingestThread = values['ingest-thread'];
  if (ingestThread !== 'main' && ingestThread !== 'worker') {
    throw new Error(`--ingest-thread must be main or worker, not ${ingestThread}`);
  }
  if (values.only !== undefined && values.record) {
    throw new Error('--only runs a part of the bench: it is never recorded as the baseline');
  }
  return {
    events: positiveInteger('events', values.events),
    players: positiveInteger('players', values.players),
    runs: positiveInteger('runs', values.runs),
    trafficRuns: positiveInteger('traffic-runs', values['traffic-runs']),
    ingestRounds: positiveInteger('ingest-rounds', values['ingest-rounds']),
    ingestEvents: positiveInteger('ingest-events', values['ingest-events']),
    skipIngest: values['skip-ingest'],
    ingestOnly: values['ingest-only'],
    ingestThread,
    generateOnly: values['generate-only'],
    keep: values.keep,
    only: values.only,
    visitorSets: values['visitor-sets'],
    skipTraffic: values['skip-traffic'],
  };
}

/** One query the console sends: a name, how to run it, and whether it reads the rollups. */
export interface Shape {
  readonly name: string;
  readonly run: () => Promise<unknown>;
  /** Runs of this shape (a dashboard on raw events takes seconds per run at 10M: fewer). */
  readonly runs: number;
}

/** What the shapes read of the options (the PostgreSQL peer passes its own). */
export type ShapeOptions = Pick<Options, 'runs' | 'trafficRuns' | 'skipTraffic' | 'only'>;

export function shapes(
  handle: ReturnType<typeof openDatabase>,
  data: ReportData,
  opts: ShapeOptions,
): Shape[] {
  const report = affiliateReportFor(handle);
  const funnel = new FunnelReportSource(handle.db, report);
  const traffic = trafficReportFor(handle);
  // The raw report beside the rollups' on the same data (decision 078's before and after).
  const rawTraffic = new SqlTrafficReport(handle.db);
  const range = (days: number) => ({ from: isoDay(data.end - days * DAY), to: isoDay(data.end - DAY) });
  const affiliate = (
    days: number,
    groupBy: ReportDimension[],
    stags: readonly string[] | null = null,
  ): Shape => ({
    name: `affiliates ${days}d by ${groupBy.join(',')}${stags === null ? '' : ` (${stags.length} stags)`}`,
    run: () => report.run({ ...range(days), groupBy, currency: 'EUR', stags }),
    runs: opts.runs,
  });
  const groupings: ReportDimension[][] = [
    ['stag'],
    ['day'],
    ['month'],
    ['country'],
    ['device'],
    ['interlayer_id'],
    ['stag', 'country'],
  ];
  /**
   * A dashboard through `trafficReportFor`: its rollups when they cover the question (no filter),
   * else raw events; `raw` reads raw events whatever the question (the same shape before 078).
   */
  const dashboard = (
    days: number,
    interval: 'hour' | 'day' | 'week',
    filters: TrafficFilters = {},
    stags: readonly string[] | null = null,
    raw = false,
  ): Shape => {
    const filtered = Object.entries(filters).map(([dimension, value]) => `${dimension}=${value}`);
    if (stags !== null) filtered.push(`${stags.length} stags`);
    const params = { ...range(days), interval, filters, top: 10, stags, includeBots: false };
    const rolled = !raw && rollupsCover(params);
    return {
      name: `traffic ${days}d by ${interval}${filtered.length === 0 ? '' : ` (${filtered.join(', ')})`} (${rolled ? 'rollups' : 'raw events'})`,
      run: () => (raw ? rawTraffic : traffic).report(params),
      runs: rolled ? opts.runs : opts.trafficRuns,
    };
  };
  return [
    ...groupings.map((groupBy) => affiliate(30, groupBy)),
    ...groupings.map((groupBy) => affiliate(RANGE_DAYS, groupBy)),
    affiliate(30, ['stag'], data.managerStags),
    affiliate(RANGE_DAYS, ['stag'], data.managerStags),
    { name: 'funnel 30d', run: () => funnel.run({ ...range(30), stags: null }), runs: opts.runs },
    {
      name: `funnel ${RANGE_DAYS}d`,
      run: () => funnel.run({ ...range(RANGE_DAYS), stags: null }),
      runs: opts.runs,
    },
    {
      name: `funnel ${RANGE_DAYS}d (${data.managerStags.length} stags)`,
      run: () => funnel.run({ ...range(RANGE_DAYS), stags: data.managerStags }),
      runs: opts.runs,
    },
    dashboard(1, 'hour'),
    dashboard(7, 'day'),
    dashboard(30, 'day'),
    dashboard(RANGE_DAYS, 'week'),
    dashboard(1, 'hour', {}, null, true),
    dashboard(7, 'day', {}, null, true),
    // The busiest stag (Zipf: aff_0), one of a manager's, and a manager's ten over a week.
    dashboard(1, 'hour', { stag: 'aff_0' }),
    dashboard(7, 'day', { stag: 'aff_0' }),
    dashboard(7, 'day', { stag: data.managerStags[0] ?? 'aff_3' }),
    dashboard(7, 'day', {}, data.managerStags),
    dashboard(7, 'day', { country: 'DE' }),
    {
      name: 'traffic realtime 5/30 min (raw events)',
      // The data's last 30 minutes (the bench's data ends at its last midnight).
      run: () => traffic.realtime({ now: data.end, filters: {}, stags: null, includeBots: false }),
      runs: opts.runs,
    },
  ]
    .filter((shape) => !opts.skipTraffic || !shape.name.startsWith('traffic '))
    .filter((shape) => opts.only === undefined || shape.name.includes(opts.only));
}

/**
 * Runs each shape (one warm-up, then its runs) and gives wall and CPU percentiles. `serverCpuMs`
 * adds a database server's CPU (PostgreSQL's processes) to this process's own.
 */
export async function measureQueries(
  handle: ReturnType<typeof openDatabase>,
  data: ReportData,
  opts: ShapeOptions,
  serverCpuMs: () => number = () => 0,
) {
  const results: {
    query: string;
    runs: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    cpuP50Ms: number;
    cpuP95Ms: number;
  }[] = [];
  for (const shape of shapes(handle, data, opts)) {
    await shape.run();
    const times: number[] = [];
    // node:sqlite runs a query synchronously on this thread: the process's CPU time during a run
    // is the query's cost, apart from waiting for a core on a shared machine.
    const cpuTimes: number[] = [];
    for (let i = 0; i < shape.runs; i += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const serverCpu = serverCpuMs();
      await shape.run();
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000 + serverCpuMs() - serverCpu);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const result = {
      query: shape.name,
      runs: shape.runs,
      p50Ms: round(percentile(times, 50), 1),
      p95Ms: round(percentile(times, 95), 1),
      maxMs: round(times.at(-1) ?? Number.NaN, 1),
      cpuP50Ms: round(percentile(cpuTimes, 50), 1),
      cpuP95Ms: round(percentile(cpuTimes, 95), 1),
    };
    console.log(
      `${result.query.padEnd(44)} p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms; CPU p50 ${result.cpuP50Ms} ms, p95 ${result.cpuP95Ms} ms`,
    );
    results.push(result);
  }
  return results;
}

interface Setup {
  data: ReportData;
  generateSeconds: number;
  backfillSeconds?: number;
}

/** The kept database, generated (at the schema before the rollups) when missing, then migrated on. */
/**
 * `laterMigrationSeconds`: what this run's migrating of a kept database took (migrations added
 * since it was made, as 0024's indexes; about 0 when none is new).
 */
async function prepare(
  dataDir: string,
  opts: Options,
): Promise<Required<Setup> & { laterMigrationSeconds: number }> {
  const kept = join(dataDir, 'report-data.json');
  let setup: Setup;
  if (existsSync(kept)) {
    setup = JSON.parse(readFileSync(kept, 'utf8')) as Setup;
  } else {
    mkdirSync(dataDir, { recursive: true });
    const handle = openDatabase({ dataDir });
    const migrated = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo(
      BEFORE_ROLLUPS,
    );
    await handle.close();
    if (migrated.error !== undefined) {
      throw new Error(`Could not migrate the bench database to ${BEFORE_ROLLUPS}`, { cause: migrated.error });
    }
    const started = performance.now();
    const data = writeReportData(join(dataDir, 'playfront.db'), opts.events, opts.players);
    setup = { data, generateSeconds: round((performance.now() - started) / 1000, 1) };
    writeFileSync(kept, JSON.stringify(setup));
  }
  if (opts.generateOnly) return { ...setup, backfillSeconds: 0, laterMigrationSeconds: 0 };
  const handle = openDatabase({ dataDir });
  const started = performance.now();
  // A kept database is migrated on too: migrations added since it was made (0024's indexes) run
  // once, timed apart from the first migration's backfill.
  await migrateToLatest(handle.db);
  await handle.close();
  const seconds = round((performance.now() - started) / 1000, 1);
  if (setup.backfillSeconds !== undefined) {
    return { ...setup, backfillSeconds: setup.backfillSeconds, laterMigrationSeconds: seconds };
  }
  const migrated = { ...setup, backfillSeconds: seconds };
  writeFileSync(kept, JSON.stringify(migrated));
  return { ...migrated, laterMigrationSeconds: 0 };
}

function printIngest(ingest: Awaited<ReturnType<typeof measureIngest>>): void {
  console.log(
    `ingest with/without rollups: ${ingest.ratio}; with/without the traffic rollups (all/affiliate): ` +
      `${ingest.trafficRatio}; affiliate/without: ${ingest.affiliateRatio}; ` +
      `without/bare (0024's indexes): ${ingest.indexesRatio}; with rollups/bare: ${ingest.allRatio}`,
  );
}

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  if (opts.ingestOnly) {
    printIngest(await measureIngest(opts.ingestRounds, opts.ingestEvents, opts.ingestThread));
    return;
  }
  const dataDir = opts.keep ?? mkdtempSync(join(tmpdir(), 'playfront-reports-bench-'));
  try {
    const { data, generateSeconds, backfillSeconds, laterMigrationSeconds } = await prepare(dataDir, opts);
    if (opts.generateOnly) {
      console.log(`${data.events} events written in ${generateSeconds} s to ${dataDir}`);
      return;
    }
    console.log(
      `${data.events} events of ${data.visitors} visitors, ${data.players} players, ` +
        `${data.transactions} transactions: written in ${generateSeconds} s, rollups backfilled in ${backfillSeconds} s; migrations new to this database: ${laterMigrationSeconds} s`,
    );
    const handle = openDatabase({ dataDir });
    // Migration 0028's first-seen counts, filled from the visitor sets (the background step's work
    // in a live process), timed; left undone with --visitor-sets (0 s once a run filled them).
    const fillStarted = performance.now();
    const filled = opts.visitorSets ? false : await rollupUpdaterOf(handle.db, 'sqlite').fillFirstSeen();
    const firstSeenFillSeconds = round((performance.now() - fillStarted) / 1000, 1);
    console.log(`first-seen counts filled: ${filled} (${firstSeenFillSeconds} s)`);
    // Migration 0034's traffic rollups, filled from the stored events (the background step's work
    // in a live process, decision 078), timed; the dashboard reads raw events until then.
    const trafficStarted = performance.now();
    const trafficFilled = await rollupUpdaterOf(handle.db, 'sqlite').fillTraffic();
    console.log(
      `traffic rollups filled: ${trafficFilled} (${round((performance.now() - trafficStarted) / 1000, 1)} s)`,
    );
    const one = async (query: string) =>
      Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db)).rows[0]?.n);
    const rollupRows = {
      visit_rollups: await one('select count(*) as n from visit_rollups'),
      visit_rollups_mib: round(
        (await one('select sum(length(visits) + length(visitors)) as n from visit_rollups')) / 2 ** 20,
        1,
      ),
      rollup_keys: await one('select count(*) as n from rollup_keys'),
      visitor_ids: await one('select count(*) as n from visitor_ids'),
      first_seen_rollups: await one('select count(*) as n from first_seen_rollups'),
      visit_counts: await one('select count(*) as n from visit_counts'),
      traffic_first_seen: await one('select count(*) as n from traffic_first_seen'),
      traffic_value_counts: await one('select count(*) as n from traffic_value_counts'),
      traffic_hours: await one('select count(*) as n from traffic_hours'),
      traffic_visits: await one('select count(*) as n from traffic_visits'),
      traffic_timing: await one('select count(*) as n from traffic_timing'),
    };
    console.log(`rollup rows: ${JSON.stringify(rollupRows)}`);
    const databaseMiB = round(statSync(join(dataDir, 'playfront.db')).size / 2 ** 20, 0);

    const queries = await measureQueries(handle, data, opts);
    await handle.close();
    const ingest = opts.skipIngest
      ? null
      : await measureIngest(opts.ingestRounds, opts.ingestEvents, opts.ingestThread);
    if (ingest !== null) printIngest(ingest);

    const rollupQueries = queries.filter((q) => !q.query.includes('raw events'));
    const worst = Math.max(...rollupQueries.map((q) => q.p95Ms));
    const full = opts.events >= GOAL.events && opts.players >= GOAL.players;
    const name = opts.skipTraffic
      ? `console-affiliate-reports${opts.visitorSets ? '-visitor-sets' : ''}`
      : 'console-reports';
    writeResult(name, {
      name,
      goal: GOAL,
      met: full ? Math.max(...queries.map((q) => q.p95Ms)) < GOAL.p95Ms : null,
      workload: {
        ...data,
        runsPerQuery: opts.runs,
        generateSeconds,
        backfillSeconds,
        laterMigrationSeconds,
        firstSeenFilled: filled,
        firstSeenFillSeconds,
        rollupRows,
        databaseMiB,
      },
      queries,
      worstRollupP95Ms: worst,
      loadAverage: loadavg(),
      ingest,
    });
  } finally {
    if (opts.keep === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}
