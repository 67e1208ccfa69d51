import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

/** Where and how a benchmark ran, recorded beside its figures. */
export interface RunInfo {
  readonly date: string;
  readonly node: string;
  readonly cpus: string;
  readonly cpuCount: number;
  readonly memoryGiB: number;
  /**
   * 1, 5 and 15-minute load averages when the result was written: the machine is shared, and a
   * load above its core count means the figures were taken beside other work.
   */
  readonly loadAverage: readonly number[];
  readonly command: string;
}

export function runInfo(): RunInfo {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cores[0]?.model ?? 'unknown',
    cpuCount: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    command: `node ${process.argv
      .slice(1)
      .map((a) => a.replace(process.cwd() + '/', ''))
      .join(' ')}`,
  };
}

const root = new URL('../../', import.meta.url).pathname;

/**
 * Writes a result to bench/results/<name>.json (ignored by git) and, with `--record`,
 * to bench/baselines/<name>.json (committed).
 */
export function writeResult(name: string, result: object): void {
  const body = `${JSON.stringify({ ...result, run: runInfo() }, null, 2)}\n`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results', `${name}.json`), body);
  if (process.argv.includes('--record')) writeFileSync(join(root, 'bench/baselines', `${name}.json`), body);
}
