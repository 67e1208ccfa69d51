/**
 * Payments submit throughput and latency: the real server (buildApp, listening on 127.0.0.1)
 * on a temp SQLite database (WAL, synchronous=FULL), NODE_ENV=production with the sandbox
 * providers on (PAYMENTS_SANDBOX=true), LOG_LEVEL=warn. A few players; a load generator in a
 * child process sends deposits (sandbox vouchers that approve, or the approving test card with
 * --card), each with its own Idempotency-Key. A warm-up round, then a fixed number of submits
 * (bounded in time as well). Afterwards every submit must have made exactly one approved
 * transaction, and every balance must equal the sum of its ledger entries.
 *
 * Run: npx node --conditions=@playfront/source bench/payments/submit.bench.ts [--record]
 *      [--card] [--requests=3000] [--connections=16] [--warmup=300] [--players=4] [--max-seconds=60]
 * Goal: 300 submits/s on SQLite.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-submit-bench.ts');
await main(process.argv.slice(2));
