/**
 * Collector ingest on the three event stores in one run: the real server with its events on
 * SQLite (WAL, synchronous=FULL), on PostgreSQL 15 (fsync on), and on ClickHouse (Debian's 18.16,
 * EVENTS_CLICKHOUSE_URL, the app's own database SQLite), 50-event batches, rounds alternating so
 * a busier machine weighs on all three. Reports events/s, p99 and stored = sent for each, and
 * ClickHouse's rate over SQLite's (goal: at least 1.5).
 *
 * Run: npx node bench/collector/engines.bench.ts [--record]
 *      [--requests=6000] [--connections=16] [--warmup=1000] [--max-seconds=60] [--rounds=3]
 *      [--engines=clickhouse,sqlite] [--server-log]   (the ClickHouse server's queries and parts a round)
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-engines-bench.ts');
await main(process.argv.slice(2));
