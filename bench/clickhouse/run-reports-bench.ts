import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportDimension } from '@playfront/contracts';
import {
  backfillVisits,
  clickHouseAffiliateReport,
  clickHouseClient,
  ClickHouseTrafficReport,
  FunnelReportSource,
  migrateClickHouse,
  migrateToLatest,
  openDatabase,
} from '@playfront/server/testing';
import { writeResult } from '../lib/report.ts';
import { percentile, round } from '../lib/stats.ts';
import { writePlayers, type Visitor } from './app-players.ts';
import { startBenchClickHouse, type BenchClickHouse } from './clickhouse-server.ts';
import { buildEveryTimingDay } from './timing-days-build.ts';
import { EVENTS_PER_VISITOR, insertEventsSql, MANAGER_STAGS, RANGE_DAYS } from './generate-events.ts';
import { comparedBefore, GOAL, options, type Options } from './reports-bench-options.ts';

const DAY = 24 * 60 * 60 * 1000;
const DATABASE = 'bench';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the kept folder holds, so that a later run adds to it rather than starting over. */
interface Meta {
  /** The last UTC midnight of the first run: the data lies in the 90 days before it. */
  readonly end: number;
  events: number;
  /** The events the kept visits were last filled over (absent in older folders: all of them). */
  visitsFilledAt?: number;
  generateSeconds: number;
  players: number;
  transactions: number;
}

/** A statement over ClickHouse's HTTP interface, without the app client's timeout (bulk writes). */
async function statement(server: BenchClickHouse, query: string): Promise<string> {
  const response = await fetch(`${server.url}/?database=${DATABASE}`, {
    method: 'POST',
    headers: { 'X-ClickHouse-User': server.username, 'X-ClickHouse-Key': server.password },
    body: query,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`ClickHouse: ${text.slice(0, 500)}`);
  return text;
}

/**
 * The kept visits (schema step 4, decision 072) of events the bench has just written: every
 * insert put its visitors on the updater's work list, so the first report would redo a million
 * visitors 500 at a time. The bench is the only writer, so the list is emptied and the step's
 * backfill run again over everything (a visit written twice is the same row at a newer version).
 */
async function refillVisits(server: BenchClickHouse): Promise<void> {
  const started = performance.now();
  await statement(server, 'TRUNCATE TABLE analytics_visits_dirty');
  const client = clickHouseClient({
    url: server.url,
    username: server.username,
    password: server.password,
    database: DATABASE,
    requestTimeoutMs: 4 * 60 * 60 * 1000,
  });
  try {
    await backfillVisits(client);
  } finally {
    await client.close();
  }
  console.log(`kept visits filled again in ${round((performance.now() - started) / 1000, 1)} s`);
}

/** Writes events up to `opts.events` (chunk by chunk, each one INSERT … SELECT), then the players. */
async function prepare(server: BenchClickHouse, dir: string, opts: Options): Promise<Meta> {
  const file = join(dir, 'meta.json');
  const meta: Meta = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Meta)
    : { end: Date.now() - (Date.now() % DAY), events: 0, generateSeconds: 0, players: 0, transactions: 0 };
  // A run stopped while filling the kept visits fills them again on the next (a 100M folder is
  // written over several sessions).
  meta.visitsFilledAt ??= meta.events;
  while (meta.events < opts.events) {
    const count = Math.min(opts.chunk, opts.events - meta.events);
    const started = performance.now();
    await statement(server, insertEventsSql(meta.events, count, meta.end));
    meta.events += count;
    meta.generateSeconds = round(meta.generateSeconds + (performance.now() - started) / 1000, 1);
    writeFileSync(file, JSON.stringify(meta));
    console.log(`${meta.events} events written (${meta.generateSeconds} s so far)`);
  }
  if (meta.visitsFilledAt < meta.events) {
    await refillVisits(server);
    meta.visitsFilledAt = meta.events;
    writeFileSync(file, JSON.stringify(meta));
  }
  if (meta.players === 0 && !opts.generateOnly) {
    const appDir = join(dir, 'app');
    mkdirSync(appDir, { recursive: true });
    const handle = openDatabase({ dataDir: appDir });
    await migrateToLatest(handle.db);
    await handle.close();
    // Every 10th visitor of the first ones, bots left out, in visitor order.
    const visitorNumber = `toUInt64(splitByChar('-', assumeNotNull(temp_player_id))[3])`;
    const rows = await statement(
      server,
      `SELECT temp_player_id AS id, min(timestamp) AS firstAt, any(stag) AS stag, any(interlayer_id) AS interlayer
      FROM analytics_events
      WHERE bot = 0 AND ${visitorNumber} % 10 = 0 AND ${visitorNumber} < ${opts.players * 12}
      GROUP BY id ORDER BY min(${visitorNumber}) LIMIT ${opts.players} FORMAT JSONEachRow`,
    );
    const visitors = rows
      .trim()
      .split('\n')
      // 64-bit integers come quoted in JSON from ClickHouse.
      .map((line) => {
        const row = JSON.parse(line) as Omit<Visitor, 'firstAt'> & { firstAt: string | number };
        return { ...row, firstAt: Number(row.firstAt) };
      });
    meta.transactions = writePlayers(join(appDir, 'playfront.db'), visitors, meta.end);
    meta.players = visitors.length;
    writeFileSync(file, JSON.stringify(meta));
  }
  return meta;
}

/** The timing days built on a client of the bench's server, for as long as they take. */
async function buildTimingDays(server: BenchClickHouse): Promise<void> {
  const client = clickHouseClient({
    url: server.url,
    username: server.username,
    password: server.password,
    database: DATABASE,
    requestTimeoutMs: 60 * 60 * 1000,
  });
  try {
    await buildEveryTimingDay(client);
  } finally {
    await client.close();
  }
}

interface Shape {
  readonly name: string;
  readonly run: () => Promise<unknown>;
  /** The same shape the way it was answered before, measured in alternating rounds with it. */
  readonly before?: { readonly name: string; readonly run: () => Promise<unknown> };
}

/**
 * The affiliate report and funnel as answered before (`--compare-visit-days`,
 * `--compare-visit-weeks`, `--compare-visitor-chains`).
 */
interface AffiliateBefore {
  readonly label: string;
  readonly report: ReturnType<typeof clickHouseAffiliateReport>;
  readonly funnel: FunnelReportSource;
}

function shapes(
  report: ReturnType<typeof clickHouseAffiliateReport>,
  funnel: FunnelReportSource,
  traffic: ClickHouseTrafficReport,
  end: number,
  before: { readonly label: string; readonly report: ClickHouseTrafficReport } | null,
  affiliateBefore: AffiliateBefore | null,
): Shape[] {
  const range = (days: number) => ({ from: isoDay(end - days * DAY), to: isoDay(end - DAY) });
  const managerStags = MANAGER_STAGS;
  const compared = (
    name: string,
    run: (source: AffiliateBefore['report'], funnelOf: FunnelReportSource) => Promise<unknown>,
  ): Shape => ({
    name,
    run: () => run(report, funnel),
    ...(affiliateBefore === null
      ? {}
      : {
          before: {
            name: `${name} (${affiliateBefore.label})`,
            run: () => run(affiliateBefore.report, affiliateBefore.funnel),
          },
        }),
  });
  const affiliate = (days: number, groupBy: ReportDimension[], stags: readonly string[] | null = null) =>
    compared(
      `affiliates ${days}d by ${groupBy.join(',')}${stags === null ? '' : ` (${stags.length} stags)`}`,
      (source) => source.run({ ...range(days), groupBy, currency: 'EUR', stags }),
    );
  const groupings: ReportDimension[][] = [
    ['stag'],
    ['day'],
    ['month'],
    ['country'],
    ['device'],
    ['interlayer_id'],
    ['stag', 'country'],
  ];
  const dashboard = (days: number, interval: 'hour' | 'day', stags: readonly string[] | null = null) => {
    const name = `traffic ${days}d by ${interval}${stags === null ? '' : ` (${stags.length} stags)`}`;
    const params = { ...range(days), interval, filters: {}, top: 10, stags, includeBots: false };
    return {
      name,
      run: () => traffic.report(params),
      ...(before === null
        ? {}
        : { before: { name: `${name} (${before.label})`, run: () => before.report.report(params) } }),
    };
  };
  return [
    dashboard(1, 'hour'),
    dashboard(7, 'day'),
    dashboard(30, 'day'),
    dashboard(30, 'day', managerStags),
    {
      name: 'traffic realtime',
      run: () => traffic.realtime({ now: end - DAY / 2, filters: {}, stags: null, includeBots: false }),
    },
    ...groupings.map((groupBy) => affiliate(30, groupBy)),
    ...groupings.map((groupBy) => affiliate(RANGE_DAYS, groupBy)),
    affiliate(30, ['stag'], managerStags),
    affiliate(RANGE_DAYS, ['stag'], managerStags),
    compared('funnel 30d', (_, funnelOf) => funnelOf.run({ ...range(30), stags: null })),
    compared(`funnel ${RANGE_DAYS}d`, (_, funnelOf) => funnelOf.run({ ...range(RANGE_DAYS), stags: null })),
  ];
}

interface QueryResult {
  query: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Each round's time, in order: alternating shapes are compared round by round. */
  roundsMs?: number[];
  error?: string;
}

/**
 * `runs` timed rounds of the shape after a warm-up, and of its `before` in the same rounds
 * (before, then after, each round), so that both see the same load.
 */
async function measure(shape: Shape, runs: number): Promise<QueryResult[]> {
  const both = shape.before === undefined ? [shape] : [shape.before, shape];
  try {
    // One warm-up run (the app database's rollups catch up on the first report); a shape and
    // its before must answer alike.
    const answers: string[] = [];
    for (const one of both) answers.push(JSON.stringify(await one.run()));
    if (answers.some((answer) => answer !== answers[0])) {
      throw new Error(`${shape.name}: the answer differs from its before's`);
    }
    const times = both.map(() => [] as number[]);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, one] of both.entries()) {
        const started = performance.now();
        await one.run();
        times[index]?.push(performance.now() - started);
      }
    }
    return both.map((one, index) => {
      const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
      return {
        query: one.name,
        runs,
        p50Ms: round(percentile(sorted, 50), 1),
        p95Ms: round(percentile(sorted, 95), 1),
        maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
        roundsMs: (times[index] ?? []).map((ms) => round(ms, 1)),
      };
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 300) : String(error);
    return both.map((one) => ({
      query: one.name,
      runs: 0,
      p50Ms: Number.NaN,
      p95Ms: Number.NaN,
      maxMs: Number.NaN,
      error: message,
    }));
  }
}

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  const dir = opts.keep ?? mkdtempSync(join(tmpdir(), 'playfront-ch-reports-bench-'));
  mkdirSync(dir, { recursive: true });
  const server = await startBenchClickHouse(join(dir, 'clickhouse'), opts.memoryGiB, opts.profile);
  try {
    const settings = {
      url: server.url,
      username: server.username,
      password: server.password,
      database: DATABASE,
    };
    // On kept data this applies the schema steps added since it was written (their backfills too).
    const migrating = performance.now();
    await migrateClickHouse(settings);
    console.log(`schema migrated in ${round((performance.now() - migrating) / 1000, 1)} s`);
    const meta = await prepare(server, dir, opts);
    if (opts.generateOnly) return;
    await buildTimingDays(server);
    const parts = (
      await statement(
        server,
        `SELECT table, sum(rows) AS rows, count() AS parts, round(sum(bytes_on_disk) / 1048576) AS mib
        FROM system.parts WHERE active AND database = '${DATABASE}' GROUP BY table ORDER BY table FORMAT JSONEachRow`,
      )
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { table: string; rows: number; parts: number; mib: number });
    console.log(
      `${meta.events} events (${meta.events / EVENTS_PER_VISITOR} visitors), ${meta.players} players, ` +
        `${meta.transactions} transactions; written in ${meta.generateSeconds} s; ${JSON.stringify(parts)}`,
    );
    const client = clickHouseClient({ ...settings, requestTimeoutMs: 600_000 });
    const handle = openDatabase({ dataDir: join(dir, 'app') });
    // A folder kept by an earlier version: migrated as a server's start would.
    await migrateToLatest(handle.db);
    const report = clickHouseAffiliateReport(handle, client);
    // The first before asked for: visits through FINAL, visits day by day, or unique visitors from the sets.
    const [label, sources] = opts.compareVisitDays
      ? ['visits through FINAL', { visitDays: false }]
      : opts.compareVisitWeeks
        ? ['visits day by day', { visitWeeks: false }]
        : ['unique visitors from the sets', { visitorChains: false }];
    const beforeReport = clickHouseAffiliateReport(handle, client, undefined, sources);
    const affiliateBefore: AffiliateBefore | null =
      opts.compareVisitDays || opts.compareVisitWeeks || opts.compareVisitorChains
        ? { label, report: beforeReport, funnel: new FunnelReportSource(handle.db, beforeReport) }
        : null;
    const results: QueryResult[] = [];
    const [clock] = await queryLogRows<{ now: number }>(server, 'SELECT toUnixTimestamp(now()) AS now');
    const profileFrom = clock?.now ?? 0;
    try {
      const all = shapes(
        report,
        new FunnelReportSource(handle.db, report),
        new ClickHouseTrafficReport(client),
        meta.end,
        comparedBefore(opts, client),
        affiliateBefore,
      );
      for (const shape of all.filter((s) => opts.only === undefined || s.name.includes(opts.only))) {
        for (const result of await measure(shape, opts.runs)) {
          console.log(
            `${result.query.padEnd(44)} ${result.error === undefined ? `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, rounds ${result.roundsMs?.join(', ')} ms` : `failed: ${result.error}`} (load ${loadavg()[0]?.toFixed(1)})`,
          );
          results.push(result);
        }
      }
    } finally {
      await client.close();
      await handle.close();
    }
    if (opts.profile) await printProfile(server, profileFrom);
    const measured = results.filter((r) => r.error === undefined);
    writeResult('clickhouse-reports', {
      name: 'clickhouse-reports',
      goal: GOAL,
      met:
        meta.events >= GOAL.events && opts.only === undefined
          ? measured.length === results.length && Math.max(...measured.map((r) => r.p95Ms)) < GOAL.p95Ms
          : null,
      workload: {
        ...meta,
        eventsPerVisitor: EVENTS_PER_VISITOR,
        runsPerQuery: opts.runs,
        clickhouse: '18.16',
        parts,
      },
      queries: results,
      loadAverage: loadavg(),
    });
  } finally {
    await server.stop();
    if (opts.keep === undefined) rmSync(dir, { recursive: true, force: true });
  }
}

async function queryLogRows<Row>(server: BenchClickHouse, query: string): Promise<Row[]> {
  const text = (await statement(server, `${query} FORMAT JSONEachRow`)).trim();
  return text === '' ? [] : text.split('\n').map((line) => JSON.parse(line) as Row);
}

/**
 * The report queries since `from` (unix seconds) that took the most time in total, grouped by
 * their text with the literals' digits blanked (one line per query of a report, every round and
 * range together): where a dashboard's time goes.
 */
async function printProfile(server: BenchClickHouse, from: number): Promise<void> {
  await statement(server, 'SYSTEM FLUSH LOGS');
  const rows = await queryLogRows<{
    n: number;
    total_ms: number;
    max_ms: number;
    rows: number;
    mib: number;
    text: string;
  }>(
    server,
    `SELECT count() AS n, sum(query_duration_ms) AS total_ms, max(query_duration_ms) AS max_ms,
      round(avg(read_rows)) AS rows, round(avg(read_bytes) / 1048576) AS mib,
      any(substring(replaceRegexpAll(query, '\\\\s+', ' '), 1, 400)) AS text
    FROM system.query_log
    WHERE type = 2 AND event_time >= toDateTime(${from}) AND query NOT LIKE '%system.%'
    GROUP BY replaceRegexpAll(replaceRegexpAll(query, '\\\\s+', ' '), '[0-9]+', '0')
    ORDER BY total_ms DESC LIMIT 12`,
  );
  for (const row of rows) {
    console.log(
      `${String(row.total_ms).padStart(8)} ms in ${row.n} (max ${row.max_ms} ms, ${row.rows} rows, ${row.mib} MiB read): ${row.text}`,
    );
  }
}
