import type { ClickHouseVisitsUpdater, Settle } from './clickhouse-visits-updater.ts';

/** How often the background step runs, and how many visitors it redoes at most (two rounds). */
export const VISITS_STEP_INTERVAL_MS = 5_000;
export const VISITS_STEP_MAX_VISITORS = 1_000;
/**
 * A visitor is redone once no insert touched them for 10 s, or once their oldest waiting insert
 * is 30 s old: during a flood each visitor is redone about every 30 s instead of every step, and
 * each redo reads the visit so far (decision 081). A report's catch-up does not wait.
 */
export const VISITS_STEP_SETTLE: Settle = { quietSeconds: 10, maxWaitSeconds: 30 };

export interface VisitsTimer {
  /** Stops the timer and waits for a step under way. */
  stop(): Promise<void>;
}

/**
 * Keeps analytics_visits close to the events between reports (decision 075): every interval a
 * bounded step of the updater, so that a report's catch-up finds little left. The timer does not
 * keep the process alive, and a failed step is logged and retried at the next tick (the watermark
 * stays where it was, so nothing is lost).
 */
export function keepVisitsUpdated(
  updater: Pick<ClickHouseVisitsUpdater, 'step'>,
  onError: (error: unknown) => void,
  intervalMs = VISITS_STEP_INTERVAL_MS,
  maxVisitors = VISITS_STEP_MAX_VISITORS,
  settle = VISITS_STEP_SETTLE,
): VisitsTimer {
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A step longer than the interval is not doubled: the tick is skipped.
    current ??= updater
      .step(maxVisitors, settle)
      .catch(onError)
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
