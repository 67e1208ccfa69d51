/**
 * A player's data export (decision 061) for a player with many events: the real server (buildApp,
 * listening on 127.0.0.1, SQLite or with --postgres a PostgreSQL 15 cluster) and one player whose
 * events are written straight into `analytics_events` (then ANALYZE on PostgreSQL, as a table in
 * service has statistics). Each round fetches `GET /api/v1/player/data-export` over HTTP and reads
 * the stream to its end: time to first byte, total time, bytes, and the growth of this process's
 * RSS while it runs (server and reader share the process: the growth bounds what the export holds).
 * A warm-up round, then `--rounds` (at most 4: the export is limited to 5 per player and hour).
 *
 * Run: node --conditions=@playfront/source bench/privacy/export.bench.ts [--postgres]
 *      [--events=200000] [--rounds=3] [--record]
 * Goal: memory flat in the number of events (RSS growth under 100 MB at 200,000 events).
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-export-bench.ts');
await main();
