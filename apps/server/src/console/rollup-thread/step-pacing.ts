/**
 * Share of the last second the events writer spent in its transactions (holding the lock), from
 * which on the rollups' worker treats the traffic as a flood and yields to it (decision 089).
 * Measured under load 5: steady 1,000 events/s 0.13–0.18; the ingest bench's flood 0.43–0.48 while
 * the rollups' steps made the writer wait, 0.6–0.85 once they yielded.
 */
export const FLOOD_WRITER_SHARE = 0.3;

/**
 * The writer's share from which on a flood takes all it can (decision 101): the ingest bench's
 * closed loop reads 0.6 and more once the steps yield.
 */
export const SATURATED_WRITER_SHARE = 0.6;

/**
 * The steps' share of the time during a saturating flood (decision 101). The steps cannot keep
 * pace with one at any share (a tenth of the time counts some 900 of 45,000 events a second), and
 * every share they took cost the collector as much of its rate; a fiftieth keeps them moving.
 */
export const SATURATED_STEP_SHARE = 0.02;

/**
 * The steps' share of the time during a flood: their budget's share of the interval at the
 * flood's threshold, falling in proportion to SATURATED_STEP_SHARE as the writer's share reaches
 * SATURATED_WRITER_SHARE, so the busier the writer, the less the steps take from it.
 */
export function stepShareDuringFlood(budgetShare: number, writerShare: number): number {
  const saturation = Math.min(
    1,
    Math.max(0, (writerShare - FLOOD_WRITER_SHARE) / (SATURATED_WRITER_SHARE - FLOOD_WRITER_SHARE)),
  );
  const floor = Math.min(budgetShare, SATURATED_STEP_SHARE);
  return budgetShare - (budgetShare - floor) * saturation;
}

/**
 * How long the rollups' worker rests after a step that ran `ranMs` (decisions 089 and 101), given
 * the share of the last cycle the events writer was busy.
 * - Steady traffic: the fixed interval's grid, as a `setInterval` would (a step that overran starts
 *   again at the next tick), so the rollups keep pace with the traffic they can.
 * - A flood (the writer busy at least FLOOD_WRITER_SHARE of the time): long enough that the steps
 *   take at most `stepShareDuringFlood` of the time. A step never cuts a batch, and under a flood
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
  const share = stepShareDuringFlood(budgetMs / intervalMs, writerShare);
  return Math.max(onGrid, (ranMs * (1 - share)) / share);
}
