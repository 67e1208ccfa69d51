/**
 * One collector round of one side, and each thread's CPU in it (Linux: /proc/self/task), per
 * event: the main thread, the events writer's and the rollups' workers, V8's helper threads
 * (parallel scavenges, concurrent marking). Where a profile says what a thread does, this says
 * which thread pays; under load, compare the shares, not the microseconds. With `--trace-gc-nvp`
 * on the command line, each isolate's collections are printed too.
 *
 * Run: npx node bench/collector/threads.bench.ts [--target=playfront|floor] [--requests=6000]
 *      [--warmup=1000] [--connections=16]
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { readdirSync, readFileSync } = await import('node:fs');
const { runOneRound } = await import('./one-round.ts');

/** Each live thread's user + system CPU so far, in ms, by "tid name". */
function threadCpu(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat(5)) in clock ticks of 10 ms.
    cpu.set(`${tid} ${name}`, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return cpu;
}

const before = threadCpu();
// Read before the target closes: its worker threads end with it.
let after = new Map<string, number>();
const sample = await runOneRound((target) => ({
  ...target,
  close: async () => {
    after = threadCpu();
    await target.close();
  },
}));
const events = sample.sent;
let total = 0;
for (const [thread, ms] of after) {
  const spent = ms - (before.get(thread) ?? 0);
  total += spent;
  if (spent > 0)
    console.log(
      `${thread.padEnd(28)} ${String(spent).padStart(6)} ms  ${((spent * 1000) / events).toFixed(2)} µs/event`,
    );
}
console.log(
  `all threads ${total} ms, ${((total * 1000) / events).toFixed(2)} µs/event (start-up and warm-up included); ` +
    `${sample.eventsPerSecond} events/s, ${sample.eventsPerCpuSecond} per CPU-second`,
);
