/**
 * How far the rollups' worker thread stays behind steady traffic (decision 089): events stored
 * and not yet counted, once a second, and the catch-up left at the end.
 *
 * Run: npx node bench/console/rollup-lag.bench.ts [--rate=1000] [--seconds=30]
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { values } = parseArgs({
  options: { rate: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '30' } },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
if (!Number.isInteger(rate) || rate <= 0 || !Number.isInteger(seconds) || seconds <= 0) {
  throw new Error('--rate and --seconds must be positive integers');
}
const { measureLag } = await import('./rollup-lag.ts');
const load = loadavg()[0]?.toFixed(2);
const result = await measureLag(rate, seconds);
console.log(`${rate} events/s for ${seconds} s (load ${load} → ${loadavg()[0]?.toFixed(2)})`);
console.log(`behind, events, each second: ${result.behind.join(' ')}`);
console.log(`caught up ${result.catchUpAfterMs} ms after the writes`);
console.log(`CPU ms by thread: ${JSON.stringify(result.threadCpuMs)}`);
