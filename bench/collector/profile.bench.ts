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

const { runOneRound } = await import('./one-round.ts');

console.log(JSON.stringify(await runOneRound()));
