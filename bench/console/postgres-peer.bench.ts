/**
 * The console's reports on PostgreSQL at the SQLite bench's scale (issue 13: the peer beside
 * ClickHouse's figures): the same generated 10 million events and 100,000 players, copied from a
 * kept SQLite reports bench (`reports.bench.ts --keep=DIR`) into a PostgreSQL 15 cluster kept in
 * its own folder, migrated on through the real migrations (0021's backfill), the first-seen
 * counts filled, then the same query shapes, p50 and p95 per query, CPU counted in this process
 * and in PostgreSQL's.
 *
 * Run: npx node bench/console/postgres-peer.bench.ts --from=/tmp/aff7-bench --keep=/tmp/pg-peer
 *      [--runs=10] [--traffic-runs=1] [--only=text] [--skip-traffic] [--record]
 * The first run copies and migrates (tens of minutes at 10M); later runs reuse the cluster.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-postgres-peer.ts');
await main(process.argv.slice(2));
