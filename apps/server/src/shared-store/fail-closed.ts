import type { Redis } from 'ioredis';
import type { onRequestHookHandler, RouteOptions } from 'fastify';

/** How long a client refused for an unreachable store is asked to wait (ioredis retries within 2 s). */
const RETRY_AFTER_S = 5;

/**
 * A request to a limited route while the shared rate-limit store is away: 503, answered by the
 * app's (or the payments') error handler as a server error with a generic "try again", and logged.
 */
export class RateLimitStoreUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'RATE_LIMIT_STORE_UNAVAILABLE';
  constructor() {
    super(
      'The shared rate-limit store (REDIS_URL) is unreachable: limited routes are refused until it is back',
    );
    this.name = 'RateLimitStoreUnavailableError';
  }
}

/**
 * Puts a guard first on every route whose rate limit fails closed (every `config.rateLimit` not
 * marked `skipOnError`): while the store is not connected the request is refused with 503 before
 * the limit is asked, instead of the store's own error surfacing as a 500. Call it as an `onRoute`
 * hook registered before @fastify/rate-limit, so the guard runs before the limit's own hook.
 */
export function failClosedWhileAway(redis: Redis): (route: RouteOptions) => void {
  const guard: onRequestHookHandler = (_request, reply, done) => {
    if (redis.status === 'ready') {
      done();
      return;
    }
    void reply.header('retry-after', String(RETRY_AFTER_S));
    done(new RateLimitStoreUnavailableError());
  };
  return (route) => {
    const limit = route.config?.rateLimit;
    if (typeof limit !== 'object' || limit.skipOnError === true) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guard, ...existing];
  };
}
