import { readFileSync } from 'node:fs';

/** A /proc stat line's user + system CPU in ms (fields 14 and 15 of stat(5), in ticks of 10 ms). */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A whole process's CPU so far in ms, all its threads (Linux); 0 when there is no process to read. */
export const processCpuMs = (pid: number | undefined): number =>
  pid === undefined ? 0 : statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
