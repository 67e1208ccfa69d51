/**
 * Two instances against one on this machine: the real server (`apps/server/src/server.ts`) in two
 * processes on one throwaway PostgreSQL 15 and one throwaway redis-server (REDIS_URL, decision
 * 056), under a mixed load from this process (50-event batches, methods reads, approving card
 * deposits, in turn on 16 keep-alive connections). Both instances run throughout; the
 * one-instance phases send everything to the first, the two-instance phases alternate between
 * them as a round-robin proxy would; phases alternate across rounds. Prints requests/s of each
 * phase, the ratio of the medians (two / one) and the errors, which must be zero.
 *
 * Run: npx node --conditions=@playfront/source bench/scale/two-instances.bench.ts [--record]
 *      [--rounds=2] [--seconds=10] [--connections=16] [--players=8] [--events-per-batch=50]
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { main } = await import('./run-two-instances.ts');
await main(process.argv.slice(2));
