/**
 * Events collector throughput and latency: the real server (buildApp, listening on
 * 127.0.0.1) on a temp SQLite database, or on a throwaway PostgreSQL cluster with --postgres
 * (fsync on, like SQLite's synchronous=FULL), driven by a load generator in a child process
 * with 50-event batches of distinct UUID v7 event_ids. A warm-up round, then a fixed number of
 * requests (bounded in time as well); every event must be accepted and found in the table.
 *
 * Run: npx node bench/collector/collector.bench.ts [--postgres] [--record]
 *      [--requests=6000] [--connections=16] [--warmup=1000] [--max-seconds=60]
 * Goal: 50,000 events/s with p99 under 50 ms on SQLite on a 2-core machine.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-collector-bench.ts');
await main(process.argv.slice(2));
