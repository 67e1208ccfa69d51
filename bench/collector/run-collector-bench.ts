import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres, type PostgresCluster } from '@playfront/server/testing';
import { medianOf, ratio as ratioOf, runAlternating, type Contender } from '../lib/alternate.ts';
import { runInfo, writeResult } from '../lib/report.ts';
import type { PhaseOrder, PhaseReport } from './load-generator.ts';
import { percentile, round } from '../lib/stats.ts';
import { positiveInteger } from '../lib/args.ts';
import { runChildPhase } from '../lib/child-phase.ts';
import { startCollectorFloor } from './floor-server.ts';
import { startEngineTarget } from './engine-targets.ts';

/**
 * Goals on the embedded default, SQLite: an absolute rate, and at least 0.9 of the bare floor's
 * rate in the same run (issue: hot paths at their floor). PostgreSQL runs are reported alone.
 */
const GOAL = { dialect: 'sqlite', eventsPerSecond: 50_000, p99Ms: 50, ratioToFloor: 0.9 } as const;
const EVENTS_PER_REQUEST = 50;

export interface Options {
  readonly postgres: boolean;
  readonly requests: number;
  readonly warmup: number;
  readonly connections: number;
  readonly maxSeconds: number;
  readonly rounds: number;
}

function options(args: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...args],
    options: {
      postgres: { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
      requests: { type: 'string', default: '6000' },
      warmup: { type: 'string', default: '1000' },
      connections: { type: 'string', default: '16' },
      'max-seconds': { type: 'string', default: '60' },
      rounds: { type: 'string', default: '5' },
    },
  });
  return {
    postgres: values.postgres,
    requests: positiveInteger('requests', values.requests),
    warmup: positiveInteger('warmup', values.warmup),
    connections: positiveInteger('connections', values.connections),
    maxSeconds: positiveInteger('max-seconds', values['max-seconds']),
    rounds: positiveInteger('rounds', values.rounds),
  };
}

/** A collector under test for one round: where to post, how many rows it holds, how to stop it. */
export interface Target {
  readonly url: string;
  count(): Promise<number>;
  close(): Promise<void>;
}

/** What one round measured. */
export interface RoundSample {
  readonly eventsPerSecond: number;
  /** Events stored per second of the server process's CPU time: the cost, apart from waiting. */
  readonly eventsPerCpuSecond: number;
  readonly latencyMs: {
    readonly p50: number;
    readonly p95: number;
    readonly p99: number;
    readonly max: number;
  };
  readonly serverCpuShare: number;
  readonly loadGeneratorCpuShare: number;
  readonly statuses: Record<string, number>;
  readonly failures: number;
  readonly stored: number;
  readonly sent: number;
  readonly averageBodyBytes: number;
  readonly stoppedByTime: boolean;
}

export function startPlayfront(dataDir: string, cluster: PostgresCluster | undefined): Promise<Target> {
  return startEngineTarget(dataDir, cluster === undefined ? {} : { DATABASE_URL: cluster.url });
}

export async function startFloor(dataDir: string): Promise<Target> {
  const floor = await startCollectorFloor(dataDir);
  return { url: floor.url, count: () => Promise.resolve(floor.count()), close: () => floor.close() };
}

/** One cold round: a fresh server on a fresh database, a warm-up, the measured phase, the count. */
export async function measureRound(
  child: ChildProcess,
  opts: Options,
  start: (dataDir: string) => Promise<Target>,
): Promise<RoundSample> {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
  try {
    const target = await start(dataDir);
    try {
      const order = (phase: string, requests: number): PhaseOrder => ({
        type: 'run',
        phase,
        url: target.url,
        requests,
        connections: opts.connections,
        eventsPerRequest: EVENTS_PER_REQUEST,
        maxSeconds: opts.maxSeconds,
      });
      const warmup = await runChildPhase<PhaseReport>(child, order('warm-up', opts.warmup));
      const cpuBefore = process.cpuUsage();
      const measured = await runChildPhase<PhaseReport>(child, order('measured', opts.requests));
      const cpu = process.cpuUsage(cpuBefore);
      const stored = await target.count();
      const latency = measured.latenciesMs;
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      return {
        eventsPerSecond: Math.round(measured.eventsAccepted / (measured.durationMs / 1000)),
        eventsPerCpuSecond: Math.round(measured.eventsAccepted / cpuSeconds),
        latencyMs: {
          p50: round(percentile(latency, 50)),
          p95: round(percentile(latency, 95)),
          p99: round(percentile(latency, 99)),
          max: round(latency.at(-1) ?? Number.NaN),
        },
        serverCpuShare: round((cpuSeconds * 1000) / measured.durationMs),
        loadGeneratorCpuShare: round(measured.cpuShare),
        statuses: measured.statuses,
        failures: warmup.failures + measured.failures,
        stored,
        sent: warmup.eventsSent + measured.eventsSent,
        averageBodyBytes: Math.round(measured.bodyBytes),
        stoppedByTime: measured.stoppedByTime,
      };
    } finally {
      await target.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const summary = (samples: readonly RoundSample[]) => ({
  eventsPerSecond: Math.round(medianOf(samples, (s) => s.eventsPerSecond)),
  eventsPerCpuSecond: Math.round(medianOf(samples, (s) => s.eventsPerCpuSecond)),
  latencyMs: {
    p50: round(medianOf(samples, (s) => s.latencyMs.p50)),
    p99: round(medianOf(samples, (s) => s.latencyMs.p99)),
  },
  serverCpuShare: round(medianOf(samples, (s) => s.serverCpuShare)),
  storedEqualsSent: samples.every((s) => s.stored === s.sent && s.failures === 0),
});

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  const dialect = opts.postgres ? 'postgres' : 'sqlite';
  let cluster: PostgresCluster | undefined;
  let child: ChildProcess | undefined;
  try {
    // Durable commits on both sides: SQLite runs synchronous=FULL, PostgreSQL keeps fsync on.
    if (opts.postgres) cluster = await startPostgres({ fsync: true });
    child = fork(new URL('./load-generator.ts', import.meta.url), {
      stdio: 'inherit',
      execArgv: ['--conditions=@playfront/source'],
    });
    const forked = child;
    let databases = 0;
    const playfront: Contender<RoundSample> = {
      name: 'playfront',
      round: async () => {
        // Each PostgreSQL round gets an empty database of its own, as each SQLite round gets a file.
        const roundCluster =
          cluster === undefined
            ? undefined
            : { ...cluster, url: await cluster.createDatabase(`bench_${(databases += 1)}`) };
        return measureRound(forked, opts, (dataDir) => startPlayfront(dataDir, roundCluster));
      },
    };
    const floor: Contender<RoundSample> = {
      name: 'floor',
      round: () => measureRound(forked, opts, startFloor),
    };
    const log = (name: string, index: number, s: RoundSample) => {
      console.log(
        `round ${index + 1} ${name.padEnd(9)} ${String(s.eventsPerSecond).padStart(7)} events/s, ` +
          `${String(s.eventsPerCpuSecond).padStart(7)} events/CPU-s, p99 ${s.latencyMs.p99} ms, ` +
          `stored ${s.stored}/${s.sent}, load ${loadavg()[0]?.toFixed(2)}`,
      );
    };

    // The floor is SQLite's (node:sqlite); a PostgreSQL run measures Playfront alone.
    const { samples, order, loadAverages } = await runAlternating(
      opts.postgres ? [playfront] : [playfront, floor],
      opts.rounds,
      log,
    );
    const ours = summary(samples.playfront ?? []);
    const bare = opts.postgres ? undefined : summary(samples.floor ?? []);
    const ratio =
      bare === undefined
        ? undefined
        : {
            eventsPerSecond: ratioOf(ours.eventsPerSecond, bare.eventsPerSecond),
            eventsPerCpuSecond: ratioOf(ours.eventsPerCpuSecond, bare.eventsPerCpuSecond),
          };
    const result = {
      name: `collector-${dialect}`,
      dialect,
      ...(opts.postgres
        ? { postgres: { version: 15, fsync: true } }
        : { sqlite: { journal: 'WAL', synchronous: 'FULL' } }),
      goal: GOAL,
      met:
        dialect === GOAL.dialect && ratio !== undefined
          ? ours.eventsPerSecond >= GOAL.eventsPerSecond &&
            ours.latencyMs.p99 < GOAL.p99Ms &&
            ratio.eventsPerSecond >= GOAL.ratioToFloor &&
            ours.storedEqualsSent
          : null,
      workload: {
        eventsPerRequest: EVENTS_PER_REQUEST,
        connections: opts.connections,
        warmupRequests: opts.warmup,
        requests: opts.requests,
        averageBodyBytes: samples.playfront?.[0]?.averageBodyBytes,
        rounds: opts.rounds,
        order,
        loadAverages,
      },
      // Medians across rounds.
      playfront: ours,
      ...(bare === undefined ? {} : { floor: bare, ratio }),
      rounds: samples,
    };
    writeResult(result.name, result);
    console.log(JSON.stringify({ ...result, rounds: undefined, run: runInfo() }, null, 2));
    if (!ours.storedEqualsSent || (bare !== undefined && !bare.storedEqualsSent)) process.exitCode = 1;
  } finally {
    child?.kill();
    await cluster?.stop();
  }
}
