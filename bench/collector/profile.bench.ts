/**
 * One collector round of one side, for a CPU profile: run under `--cpu-prof` (every thread, the
 * events writer worker included, writes its own profile), then open the `.cpuprofile` files in
 * DevTools or sum them by function.
 *
 * Run: npx node --cpu-prof --cpu-prof-dir=/tmp/prof bench/collector/profile.bench.ts
 *      [--target=playfront|floor] [--requests=6000] [--warmup=1000] [--connections=16]
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { fork } = await import('node:child_process');
const { parseArgs } = await import('node:util');
const { measureRound, startPlayfront, startFloor } = await import('./run-collector-bench.ts');
const { positiveInteger } = await import('../lib/args.ts');

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'playfront' },
    requests: { type: 'string', default: '6000' },
    warmup: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '16' },
  },
});
const child = fork(new URL('./load-generator.ts', import.meta.url), {
  stdio: 'inherit',
  execArgv: ['--conditions=@playfront/source'],
});
try {
  const sample = await measureRound(
    child,
    {
      postgres: false,
      requests: positiveInteger('requests', values.requests),
      warmup: positiveInteger('warmup', values.warmup),
      connections: positiveInteger('connections', values.connections),
      maxSeconds: 60,
      rounds: 1,
    },
    values.target === 'floor' ? startFloor : (dataDir) => startPlayfront(dataDir, undefined),
  );
  console.log(JSON.stringify(sample));
} finally {
  child.kill();
}
