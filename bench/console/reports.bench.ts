/**
 * Console reports on SQLite at scale (issue 12): a generated 10 million events and 100,000 players
 * (report-data.ts) on a database migrated through the real migrations, the rollups filled by
 * migration 0021's backfill; then every affiliate report shape, the funnel and the traffic
 * dashboard (unfiltered, by a stag, a manager's stags, by a country; realtime), `--runs` times each,
 * p50 and p95 per query; then the events sink's throughput with and without the rollups (decision
 * 059) and without migration 0024's time indexes either (decision 064), in alternating cold rounds,
 * and their ratios.
 *
 * Run: npx node bench/console/reports.bench.ts [--events=10000000] [--players=100000] [--runs=10]
 *      [--traffic-runs=3] [--ingest-rounds=3] [--ingest-events=100000] [--skip-ingest]
 *      [--ingest-only] [--ingest-thread=main|worker] [--keep=/tmp/dir] [--only=text] [--skip-traffic]
 *      [--visitor-sets] [--record]
 * `--ingest-only`: the ingest rounds alone (all rollups, all but the traffic dashboard's, none,
 * bare), printed and never recorded. `--ingest-thread=worker`: the rounds' rollup steps in a
 * worker thread, as the server runs them on SQLite (decision 074); `main` (the default): on the
 * main thread's connection, as this bench always did.
 * `--only`: the queries whose name holds the text (never recorded). A kept database is migrated
 * on to the latest migration first (0024's indexes: about 25 s at 10M events).
 * `--keep`: generate into that folder once (about 18 minutes for 10M events on a shared 2-core
 * machine, then 6+ for the backfill) and reuse it on later runs.
 * `--skip-traffic`: the affiliate report and funnel only (recorded as console-affiliate-reports).
 * `--visitor-sets`: migration 0028's first-seen counts left unfilled, so the reports union the
 * visitor sets as before decision 068 (else the fill is run and timed first).
 * Goal: every query p95 < 200 ms at 10M events and 100k players.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-reports-bench.ts');
await main(process.argv.slice(2));
