/**
 * The dashboard's two timing cards alone (decision 090) on the reports bench's kept ClickHouse
 * data: from raw events (before) and from the per-day tables with raw events for the days not
 * rebuilt (after), alternating A B, B A … in one run, each round's answers compared. Builds the
 * tables first when their work list has days (timed).
 *
 * Run: npx node bench/clickhouse/timing-card.bench.ts --keep=/tmp/dir [--days=30] [--rounds=6] [--stags]
 *      [--pages-first | --by-day]
 * `--keep`: a folder of bench/clickhouse/reports.bench.ts (its ClickHouse data and meta.json).
 * `--stags`: an affiliate manager's ten stags' cards, from raw events and from the per-stag cells
 * (decision 099); with `--pages-first` from the cells with the shown pages read first (the before
 * of decision 107) and read once. `--by-day`: from the per-day tables alone (the before of
 * decision 118's whole weeks) and with them.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-timing-card-bench.ts');
await main(process.argv.slice(2));
