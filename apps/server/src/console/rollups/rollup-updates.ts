import type { Kysely } from 'kysely';
import { rollupUpdaterOf, type RollupDialect } from './rollup-updater.ts';

/** How often the rollups catch up with the stored events when no report asked. */
export const ROLLUP_INTERVAL_MS = 1_000;

/**
 * Keeps the report rollups caught up in the background, so the catch-up a report makes before it
 * reads is a second of traffic at most. Answers a stop that waits for a running catch-up.
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
      .catchUp()
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
