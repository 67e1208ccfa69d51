import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EVENTS_PATH } from '@playfront/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startPostgres, type PostgresCluster } from '../../apps/server/test/helpers/postgres.ts';
import { runInfo, writeResult } from '../lib/report.ts';
import type { PhaseOrder, PhaseReport } from './load-generator.ts';
import { percentile, round } from '../lib/stats.ts';
import { positiveInteger } from '../lib/args.ts';
import { runChildPhase } from '../lib/child-phase.ts';

/** The goal is set for the embedded default, SQLite; PostgreSQL runs are reported beside it. */
const GOAL = { dialect: 'sqlite', eventsPerSecond: 50_000, p99Ms: 50 } as const;
const EVENTS_PER_REQUEST = 50;

interface Options {
  readonly postgres: boolean;
  readonly requests: number;
  readonly warmup: number;
  readonly connections: number;
  readonly maxSeconds: number;
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
    },
  });
  return {
    postgres: values.postgres,
    requests: positiveInteger('requests', values.requests),
    warmup: positiveInteger('warmup', values.warmup),
    connections: positiveInteger('connections', values.connections),
    maxSeconds: positiveInteger('max-seconds', values['max-seconds']),
  };
}

const runPhase = (child: ChildProcess, order: PhaseOrder): Promise<PhaseReport> =>
  runChildPhase(child, order);

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  const dialect = opts.postgres ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
  let cluster: PostgresCluster | undefined;
  let child: ChildProcess | undefined;

  try {
    // Durable commits on both sides: SQLite runs synchronous=FULL, PostgreSQL keeps fsync on.
    if (opts.postgres) cluster = await startPostgres({ fsync: true });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // One load generator stands for many clients: the per-client limits would measure themselves.
      EVENTS_RATE_LIMIT_PER_MINUTE: '10000000',
      EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000',
      ...(cluster === undefined ? {} : { DATABASE_URL: cluster.url }),
    });
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${EVENTS_PATH}`;

    try {
      child = fork(new URL('./load-generator.ts', import.meta.url), { stdio: 'inherit', execArgv: [] });
      const order = (phase: string, requests: number): PhaseOrder => ({
        type: 'run',
        phase,
        url,
        requests,
        connections: opts.connections,
        eventsPerRequest: EVENTS_PER_REQUEST,
        maxSeconds: opts.maxSeconds,
      });
      const warmup = await runPhase(child, order('warm-up', opts.warmup));
      const serverCpuBefore = process.cpuUsage();
      const measured = await runPhase(child, order('measured', opts.requests));
      const serverCpu = process.cpuUsage(serverCpuBefore);

      const { count } = await app.database.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const stored = count;
      const sent = warmup.eventsSent + measured.eventsSent;

      const seconds = measured.durationMs / 1000;
      const latency = measured.latenciesMs;
      const eventsPerSecond = measured.eventsAccepted / seconds;
      const p99 = percentile(latency, 99);
      const result = {
        name: `collector-${dialect}`,
        dialect,
        ...(opts.postgres
          ? { postgres: { version: 15, fsync: true } }
          : { sqlite: { journal: 'WAL', synchronous: 'FULL' } }),
        goal: GOAL,
        met:
          dialect === GOAL.dialect
            ? eventsPerSecond >= GOAL.eventsPerSecond &&
              p99 < GOAL.p99Ms &&
              stored === sent &&
              measured.failures === 0
            : null,
        workload: {
          eventsPerRequest: EVENTS_PER_REQUEST,
          connections: opts.connections,
          warmupRequests: warmup.requests,
          requests: measured.requests,
          averageBodyBytes: Math.round(measured.bodyBytes),
          stoppedByTimeLimit: measured.stoppedByTime,
        },
        eventsPerSecond: Math.round(eventsPerSecond),
        requestsPerSecond: Math.round(measured.requests / seconds),
        latencyMs: {
          p50: round(percentile(latency, 50)),
          p95: round(percentile(latency, 95)),
          p99: round(p99),
          max: round(latency.at(-1) ?? Number.NaN),
        },
        durationMs: Math.round(measured.durationMs),
        // Share of one core each process used while measured: which side was the limit.
        cpu: {
          server: round((serverCpu.user + serverCpu.system) / 1000 / measured.durationMs),
          loadGenerator: round(measured.cpuShare),
        },
        statuses: measured.statuses,
        failures: warmup.failures + measured.failures,
        stored: { count: stored, sent, equal: stored === sent },
      };
      writeResult(result.name, result);
      console.log(JSON.stringify({ ...result, run: runInfo() }, null, 2));
      if (!result.stored.equal || result.failures > 0) process.exitCode = 1;
    } finally {
      child?.kill();
      await app.close();
    }
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
