/**
 * Collector ingest on the three event stores in one run: the real server with its events on
 * SQLite (WAL, synchronous=FULL), on PostgreSQL 15 (fsync on), and on ClickHouse (Debian's 18.16,
 * EVENTS_CLICKHOUSE_URL, the app's own database SQLite), 50-event batches, rounds alternating so
 * a busier machine weighs on all three. Reports events/s, p99 and stored = sent for each, and
 * ClickHouse's rate over SQLite's (goal: at least 1.5).
 *
 * Run: npx node bench/collector/engines.bench.ts [--record]
 *      [--requests=6000] [--connections=16] [--warmup=1000] [--max-seconds=60] [--rounds=3]
 */
import { spawnSync } from 'node:child_process';

if (!process.execArgv.some((flag) => flag.includes('@playfront/source'))) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=@playfront/source', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const { main } = await import('./run-engines-bench.ts');
await main(process.argv.slice(2));
