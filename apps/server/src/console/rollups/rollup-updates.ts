import type { Kysely } from 'kysely';
import { rollupUpdaterOf, type RollupDialect } from './rollup-updater.ts';

/** How often the rollups catch up with the stored events when no report asked. */
export const ROLLUP_INTERVAL_MS = 1_000;
/**
 * Most of each interval a background step works (a tenth): under an events flood the rollups fall
 * behind rather than take the collector's time; the next report's catch-up pays the rest.
 */
export const ROLLUP_STEP_BUDGET_MS = 100;

/**
 * Keeps the report rollups caught up in the background, a bounded step each interval, so the
 * catch-up a report makes before it reads is short. Answers a stop that waits for a running step.
 */
export function keepRollupsUpdated<DB>(
  db: Kysely<DB>,
  dialect: RollupDialect,
  onError: (error: unknown) => void,
  intervalMs = ROLLUP_INTERVAL_MS,
): () => Promise<void> {
  const updater = rollupUpdaterOf(db, dialect);
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running !== null) return;
    running = updater
      .step(ROLLUP_STEP_BUDGET_MS)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
