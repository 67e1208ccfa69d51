import { readdirSync, readFileSync } from 'node:fs';
import { statCpuMs } from './proc-cpu.ts';

/** CPU ms so far per thread name of this process (Linux; names cut to 15 characters by the kernel). */
export type ThreadCpu = ReadonlyMap<string, number>;

/**
 * This process's CPU per thread name: the main thread, each named worker, V8's helper threads
 * (garbage collection, compiling) summed under theirs. A thread that ended is no longer listed.
 */
export function threadCpu(): ThreadCpu {
  const byName = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      const name = readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim();
      const ms = statCpuMs(readFileSync(`/proc/self/task/${task}/stat`, 'utf8'));
      byName.set(name, (byName.get(name) ?? 0) + ms);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

/** CPU ms per thread name between two readings (threads started meanwhile count from zero). */
export function threadCpuSince(before: ThreadCpu, after: ThreadCpu = threadCpu()): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [name, ms] of after) spent[name] = ms - (before.get(name) ?? 0);
  return spent;
}
