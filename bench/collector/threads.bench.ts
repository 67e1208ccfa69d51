/**
 * One collector round of one side, and each thread's CPU in it (Linux: /proc/self/task), per
 * event: the main thread, the events writer's (or ClickHouse intake's) and the rollups' workers,
 * V8's helper threads (parallel scavenges, concurrent marking). Where a profile says what a thread
 * does, this says which thread pays; under load, compare the shares, not the microseconds. With
 * `--target=clickhouse`, the ClickHouse server's own CPU too (all its threads, /proc/PID/stat),
 * split at the last answer: during the requests, and while the disk queue drains after them. With
 * `--trace-gc-nvp` on the command line, each isolate's collections are printed too.
 *
 * Run: npx node bench/collector/threads.bench.ts [--target=playfront|clickhouse|floor]
 *      [--requests=6000] [--warmup=1000] [--connections=16]
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { runOneRound } = await import('./one-round.ts');
const { processCpuMs: processCpu } = await import('../lib/proc-cpu.ts');
const { taskCpu } = await import('../lib/thread-cpu.ts');

/** Each live thread's user + system CPU so far, in ms, by "tid name". */
const threadCpu = (): Map<string, number> =>
  new Map(taskCpu().map(({ tid, name, ms }) => [`${tid} ${name}`, ms]));

const before = threadCpu();
// Read before the target closes: its worker threads end with it.
let after = new Map<string, number>();
/** The ClickHouse server's CPU at the target's start, the last answer, and once its queue drained. */
const server = { start: 0, answered: 0, drained: 0, active: false };
const sample = await runOneRound((target, clickHouse) => {
  server.active = clickHouse !== undefined;
  server.start = processCpu(clickHouse?.pid);
  return {
    ...target,
    count: async () => {
      server.answered = processCpu(clickHouse?.pid);
      const stored = await target.count();
      server.drained = processCpu(clickHouse?.pid);
      return stored;
    },
    close: async () => {
      after = threadCpu();
      await target.close();
    },
  };
});
const events = sample.sent;
const perEvent = (ms: number): string => `${((ms * 1000) / events).toFixed(2)} µs/event`;
let total = 0;
for (const [thread, ms] of after) {
  const spent = ms - (before.get(thread) ?? 0);
  total += spent;
  if (spent > 0) console.log(`${thread.padEnd(28)} ${String(spent).padStart(6)} ms  ${perEvent(spent)}`);
}
console.log(
  `all threads ${total} ms, ${perEvent(total)} (start-up and warm-up included); ` +
    `${sample.eventsPerSecond} events/s, ${sample.eventsPerCpuSecond} per CPU-second, ` +
    `stored ${sample.stored}/${sample.sent}`,
);
if (server.active) {
  const during = server.answered - server.start;
  const drain = server.drained - server.answered;
  console.log(
    `clickhouse-server ${during + drain} ms, ${perEvent(during + drain)}: ` +
      `${during} ms until the last answer (warm-up included), ${drain} ms while the queue drained`,
  );
}
