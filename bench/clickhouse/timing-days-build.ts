import type { ClickHouseClient } from '@clickhouse/client';
import { loadavg } from 'node:os';
import { ClickHouseTimingDaysUpdater } from '@playfront/server/testing';
import { round } from '../lib/stats.ts';

/**
 * The timing cards' per-day tables (decision 090) built for every day on their work list (all
 * of them after the step that adds them, or after new events), timed and printed. A bench is
 * the only writer, so no overlap is waited for, only the work list's whole second (its stamps
 * are whole seconds).
 */
export async function buildEveryTimingDay(client: ClickHouseClient): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const updater = new ClickHouseTimingDaysUpdater(client, { overlapSeconds: 0 });
  let days = 0;
  for (let step = await updater.step(10); step > 0; step = await updater.step(10)) days += step;
  const seconds = round((performance.now() - started) / 1000, 1);
  console.log(`timing days built: ${days} days in ${seconds} s (load ${loadavg()[0]?.toFixed(1)})`);
  return days;
}
