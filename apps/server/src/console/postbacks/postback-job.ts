import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deliverPostbacks } from './deliver-postbacks.ts';
import { enqueuePostbacks } from './enqueue-postbacks.ts';

export interface PostbackJobOptions {
  /** Milliseconds between passes (`POSTBACK_INTERVAL_MS`). */
  readonly intervalMs: number;
  readonly allowPrivateHosts: boolean;
}

/**
 * Enqueues the postbacks now due and tries the deliveries now due, every interval, one pass at a
 * time. Safe on several servers at once (see enqueuePostbacks, deliverPostbacks). Answers the
 * function that stops it and waits for a pass in progress.
 */
export function startPostbackJob(
  db: Kysely<Database>,
  options: PostbackJobOptions,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let pass: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (pass !== undefined) return;
    pass = (async () => {
      const enqueued = await enqueuePostbacks(db);
      const tried = await deliverPostbacks(db, { allowPrivateHosts: options.allowPrivateHosts });
      if (enqueued + tried > 0) log.info({ enqueued, tried }, 'postbacks');
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'postback pass failed; it runs again at the next interval');
      })
      .finally(() => {
        pass = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
