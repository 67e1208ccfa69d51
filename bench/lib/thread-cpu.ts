import { readdirSync, readFileSync } from 'node:fs';
import { statCpuMs } from './proc-cpu.ts';

/** CPU ms so far per thread name of this process (Linux; names cut to 15 characters by the kernel). */
export type ThreadCpu = ReadonlyMap<string, number>;

/** One thread of this process: its id, name and user + system CPU so far in ms. */
export interface TaskCpu {
  readonly tid: string;
  readonly name: string;
  readonly ms: number;
}

/** Each live thread of this process (/proc/self/task), a thread that ended meanwhile left out. */
export function taskCpu(): TaskCpu[] {
  const tasks: TaskCpu[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    tasks.push({ tid, name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: statCpuMs(stat) });
  }
  return tasks;
}

/**
 * This process's CPU per thread name: the main thread, each named worker, V8's helper threads
 * (garbage collection, compiling) summed under theirs. A thread that ended is no longer listed.
 */
export function threadCpu(): ThreadCpu {
  const byName = new Map<string, number>();
  for (const { name, ms } of taskCpu()) byName.set(name, (byName.get(name) ?? 0) + ms);
  return byName;
}

/** CPU ms per thread name between two readings (threads started meanwhile count from zero). */
export function threadCpuSince(before: ThreadCpu, after: ThreadCpu = threadCpu()): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [name, ms] of after) spent[name] = ms - (before.get(name) ?? 0);
  return spent;
}
