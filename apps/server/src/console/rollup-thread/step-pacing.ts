/**
 * Share of the last second the events writer spent in its transactions (holding the lock), from
 * which on the rollups' worker treats the traffic as a flood and yields to it (decision 089).
 * Measured under load 5: steady 1,000 events/s 0.13–0.18; the ingest bench's flood 0.43–0.48 while
 * the rollups' steps made the writer wait, 0.6–0.85 once they yielded.
 */
export const FLOOD_WRITER_SHARE = 0.3;

/**
 * How long the rollups' worker rests after a step that ran `ranMs` (decision 089), given the share
 * of the last cycle the events writer was busy.
 * - Steady traffic: the fixed interval's grid, as a `setInterval` would (a step that overran starts
 *   again at the next tick), so the rollups keep pace with the traffic they can.
 * - A flood (the writer busy at least FLOOD_WRITER_SHARE of the time): long enough that the steps
 *   take at most `budgetMs / intervalMs` of the time. A step never cuts a batch, and under a flood
 *   one 250-event batch ran ten times the 20 ms budget: on the grid the steps held SQLite's write
 *   lock for a third of the flood, which the writer waited for, not the tenth they were given.
 */
export function restAfterStep(
  ranMs: number,
  intervalMs: number,
  budgetMs: number,
  writerShare: number,
): number {
  const onGrid = intervalMs - (ranMs % intervalMs);
  if (writerShare < FLOOD_WRITER_SHARE) return onGrid;
  const share = budgetMs / intervalMs;
  return Math.max(onGrid, (ranMs * (1 - share)) / share);
}
