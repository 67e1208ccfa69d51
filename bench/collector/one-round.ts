/**
 * One collector round of one side from the command line (`--target=playfront|clickhouse|floor`,
 * `--requests`, `--warmup`, `--connections`), for the diagnostic scripts (`profile.bench.ts`,
 * `threads.bench.ts`): the load generator forked, the round measured, the generator stopped.
 * `playfront` is the server on SQLite; `clickhouse` the same server with its events on a
 * throwaway ClickHouse 18.16, started for the round and stopped after it. `around` may wrap the
 * target (to read something before it closes); it is given that ClickHouse server, if any.
 * Import after `runWithSourceConditions()`.
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startClickHouse, type ClickHouseServer } from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { startClickHouseTarget } from './engine-targets.ts';
import {
  measureRound,
  startFloor,
  startPlayfront,
  type RoundSample,
  type Target,
} from './run-collector-bench.ts';

const TARGETS = ['playfront', 'clickhouse', 'floor'] as const;

export async function runOneRound(
  around: (target: Target, clickHouse: ClickHouseServer | undefined) => Target = (target) => target,
): Promise<RoundSample> {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'playfront' },
      requests: { type: 'string', default: '6000' },
      warmup: { type: 'string', default: '1000' },
      connections: { type: 'string', default: '16' },
    },
  });
  const target = values.target;
  if (!(TARGETS as readonly string[]).includes(target))
    throw new Error(`--target takes ${TARGETS.join('|')}, not ${target}`);
  const clickHouse = target === 'clickhouse' ? await startClickHouse() : undefined;
  const start = (dataDir: string): Promise<Target> => {
    if (target === 'floor') return startFloor(dataDir);
    if (clickHouse !== undefined) return startClickHouseTarget(dataDir, clickHouse, 'bench');
    return startPlayfront(dataDir, undefined);
  };
  const child = fork(new URL('./load-generator.ts', import.meta.url), {
    stdio: 'inherit',
    execArgv: ['--conditions=@playfront/source'],
  });
  try {
    return await measureRound(
      child,
      {
        postgres: false,
        requests: positiveInteger('requests', values.requests),
        warmup: positiveInteger('warmup', values.warmup),
        connections: positiveInteger('connections', values.connections),
        maxSeconds: 60,
        rounds: 1,
      },
      async (dataDir) => around(await start(dataDir), clickHouse),
    );
  } finally {
    child.kill();
    await clickHouse?.stop();
  }
}
