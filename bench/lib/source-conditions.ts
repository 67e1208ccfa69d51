import { spawnSync } from 'node:child_process';

/**
 * Workspace packages resolve to their TypeScript sources under the `@playfront/source` condition.
 * Without it, runs this script again with it, then exits with that run's status. A bench calls
 * this before it imports any workspace module (dynamically, after the call).
 */
export function runWithSourceConditions(): void {
  if (process.execArgv.some((flag) => flag.includes('@playfront/source'))) return;
  const run = spawnSync(
    process.execPath,
    ['--conditions=@playfront/source', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}
