import type { FastifyBaseLogger } from 'fastify';
import { reconcileStalledClaims } from './reconcile-stalled-claims.ts';
import type { PaymentsDeps } from './submit-payment.ts';

/**
 * Runs `reconcileStalledClaims` on an interval (a third of the age it waits for, between 1 s and
 * a minute) until stopped; one pass at a time. Safe on several servers at once: every move is
 * conditional. Answers the function that stops it.
 */
export function startReconcileJob(
  deps: PaymentsDeps,
  afterSeconds: number,
  log: FastifyBaseLogger,
): () => void {
  const every = Math.min(60_000, Math.max(1_000, (afterSeconds * 1000) / 3));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileStalledClaims(deps, afterSeconds * 1000)
      .then((report) => {
        if (report.checked > 0)
          log.warn(report, 'reconciled payments whose provider answer was never recorded');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'payment reconciliation failed; it runs again at the next interval');
      })
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
