/**
 * Runs every benchmark in turn (each prints its table and writes bench/results/<name>.json).
 * Pass --record to also write bench/baselines/. Run through `npm run bench`.
 */
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/sizes/sizes.bench.ts',
  'bench/analytics/track.bench.ts',
  'bench/analytics/delivery.bench.ts',
  'bench/collector/collector.bench.ts',
  'bench/payments/methods.bench.ts',
  'bench/payments/submit.bench.ts',
  'bench/cashier/interactive.bench.ts',
  'bench/site/home-size.bench.ts',
  'bench/site/ssr.bench.ts',
  'bench/site/lcp.bench.ts',
  'bench/scale/two-instances.bench.ts',
  'bench/privacy/export.bench.ts', // privacy (decision 061)
];
const extra = process.argv.slice(2);
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file}`);
  const run = spawnSync(process.execPath, ['--conditions=@playfront/source', file, ...extra], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
