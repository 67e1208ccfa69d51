import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  startClickHouse,
  startPostgres,
  type ClickHouseServer,
  type PostgresCluster,
} from '@playfront/server/testing';
import { ratio as ratioOf, runAlternating, type Contender } from '../lib/alternate.ts';
import { positiveInteger } from '../lib/args.ts';
import { runInfo, writeResult } from '../lib/report.ts';
import { startClickHouseTarget, startEngineTarget } from './engine-targets.ts';
import { measureRound, summary, type Options, type RoundSample } from './run-collector-bench.ts';

const GOAL = { clickhouseOverSqlite: 1.5 } as const;
const ENGINES = ['sqlite', 'postgres', 'clickhouse'] as const;
type Engine = (typeof ENGINES)[number];

/** `--engines=clickhouse,sqlite`: a subset, for a quick look (only all three may be recorded). */
function enginesOf(value: string): readonly Engine[] {
  const names = value.split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--engines takes ${ENGINES.join(',')}, not ${value}`);
  return ENGINES.filter((engine) => names.includes(engine));
}

function options(
  args: readonly string[],
): Options & { readonly engines: readonly Engine[]; readonly serverLog: boolean } {
  const { values } = parseArgs({
    args: [...args],
    options: {
      record: { type: 'boolean', default: false },
      requests: { type: 'string', default: '6000' },
      warmup: { type: 'string', default: '1000' },
      connections: { type: 'string', default: '16' },
      'max-seconds': { type: 'string', default: '60' },
      rounds: { type: 'string', default: '3' },
      engines: { type: 'string', default: ENGINES.join(',') },
      'server-log': { type: 'boolean', default: false },
    },
  });
  return {
    engines: enginesOf(values.engines),
    serverLog: values['server-log'],
    postgres: false,
    requests: positiveInteger('requests', values.requests),
    warmup: positiveInteger('warmup', values.warmup),
    connections: positiveInteger('connections', values.connections),
    maxSeconds: positiveInteger('max-seconds', values['max-seconds']),
    rounds: positiveInteger('rounds', values.rounds),
  };
}

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  let cluster: PostgresCluster | undefined;
  let clickHouse: ClickHouseServer | undefined;
  let child: ChildProcess | undefined;
  try {
    cluster = await startPostgres({ fsync: true });
    clickHouse = await startClickHouse({ logs: opts.serverLog });
    const pg = cluster;
    const ch = clickHouse;
    child = fork(new URL('./load-generator.ts', import.meta.url), {
      stdio: 'inherit',
      execArgv: ['--conditions=@playfront/source'],
    });
    const forked = child;
    let databases = 0;
    const contender = (engine: Engine): Contender<RoundSample> => ({
      name: engine,
      round: async () => {
        // Every round on an empty store of its own.
        databases += 1;
        if (engine === 'sqlite') {
          return measureRound(forked, opts, (dataDir) => startEngineTarget(dataDir, {}));
        }
        if (engine === 'postgres') {
          const url = await pg.createDatabase(`bench_${databases}`);
          return measureRound(forked, opts, (dataDir) => startEngineTarget(dataDir, { DATABASE_URL: url }));
        }
        return measureRound(forked, opts, (dataDir) =>
          startClickHouseTarget(dataDir, ch, `bench_${databases}`, opts.serverLog),
        );
      },
    });
    const log = (name: string, index: number, s: RoundSample) => {
      console.log(
        `round ${index + 1} ${name.padEnd(10)} ${String(s.eventsPerSecond).padStart(7)} events/s, ` +
          `p99 ${s.latencyMs.p99} ms, stored ${s.stored}/${s.sent}, load ${loadavg()[0]?.toFixed(2)}`,
      );
    };
    const { samples, order, loadAverages } = await runAlternating(
      opts.engines.map(contender),
      opts.rounds,
      log,
    );
    if (opts.engines.length < ENGINES.length) {
      for (const engine of opts.engines) console.log(engine, JSON.stringify(summary(samples[engine] ?? [])));
      return;
    }
    const medians = Object.fromEntries(
      ENGINES.map((engine) => [engine, summary(samples[engine] ?? [])]),
    ) as Record<Engine, ReturnType<typeof summary>>;
    const clickhouseOverSqlite = ratioOf(medians.clickhouse.eventsPerSecond, medians.sqlite.eventsPerSecond);
    const result = {
      name: 'collector-engines',
      stores: {
        sqlite: { journal: 'WAL', synchronous: 'FULL' },
        postgres: { version: 15, fsync: true },
        // 18.16 writes each insert's part without fsync (fsync_after_insert came in 21.x): an
        // acknowledged insert survives a crash of the server, not of its machine.
        clickhouse: { version: '18.16', fsyncAfterInsert: false },
      },
      goal: GOAL,
      met:
        clickhouseOverSqlite >= GOAL.clickhouseOverSqlite &&
        ENGINES.every((engine) => medians[engine].storedEqualsSent),
      workload: {
        eventsPerRequest: 50,
        connections: opts.connections,
        warmupRequests: opts.warmup,
        requests: opts.requests,
        rounds: opts.rounds,
        order,
        loadAverages,
      },
      medians,
      ratio: {
        clickhouseOverSqlite,
        postgresOverSqlite: ratioOf(medians.postgres.eventsPerSecond, medians.sqlite.eventsPerSecond),
      },
      rounds: samples,
    };
    writeResult(result.name, result);
    console.log(JSON.stringify({ ...result, rounds: undefined, run: runInfo() }, null, 2));
    if (!ENGINES.every((engine) => medians[engine].storedEqualsSent)) process.exitCode = 1;
  } finally {
    child?.kill();
    await cluster?.stop();
    await clickHouse?.stop();
  }
}
