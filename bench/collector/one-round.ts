/**
 * One collector round of one side from the command line (`--target=playfront|floor`,
 * `--requests`, `--warmup`, `--connections`), for the diagnostic scripts (`profile.bench.ts`,
 * `threads.bench.ts`): the load generator forked, the round measured, the generator stopped.
 * `around` may wrap the target (to read something before it closes). Import after
 * `runWithSourceConditions()`.
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { positiveInteger } from '../lib/args.ts';
import {
  measureRound,
  startFloor,
  startPlayfront,
  type RoundSample,
  type Target,
} from './run-collector-bench.ts';

export async function runOneRound(
  around: (target: Target) => Target = (target) => target,
): Promise<RoundSample> {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'playfront' },
      requests: { type: 'string', default: '6000' },
      warmup: { type: 'string', default: '1000' },
      connections: { type: 'string', default: '16' },
    },
  });
  const start =
    values.target === 'floor' ? startFloor : (dataDir: string) => startPlayfront(dataDir, undefined);
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
      async (dataDir) => around(await start(dataDir)),
    );
  } finally {
    child.kill();
  }
}
