import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The client's events budget is spent: `retryAfterS` until it refills. */
export class EventsBudgetError extends Error {
  readonly statusCode = 429;
  readonly code = 'EVENTS_RATE_LIMITED';
  readonly retryAfterS: number;
  constructor(max: number, retryAfterS: number) {
    super(`More than ${max} events a minute from this client; retry in ${retryAfterS} seconds`);
    this.name = 'EventsBudgetError';
    this.retryAfterS = retryAfterS;
  }
}

/**
 * Events (not requests) one client may send per minute (EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE):
 * the request limit alone let one client send 600 × 500 events a minute. A request is counted
 * whole before anything of it is stored, and refused whole when it does not fit.
 */
export class EventsBudget {
  readonly #max: number;
  readonly #limiter: RateLimiterAbstract;

  /**
   * With `shared` (REDIS_URL) the budget is one across every instance. While the store is away
   * it fails open onto this instance's memory (rate-limiter-flexible's insurance limiter): events
   * are analytics, a short outage must not drop them, and the request limit and the bounded write
   * queue still hold each instance (decision 056).
   */
  constructor(eventsPerMinute: number, shared?: Redis) {
    this.#max = eventsPerMinute;
    const local = new RateLimiterMemory({ points: eventsPerMinute, duration: 60 });
    this.#limiter =
      shared === undefined
        ? local
        : new RateLimiterRedis({
            storeClient: shared,
            keyPrefix: 'playfront-events-budget',
            points: eventsPerMinute,
            duration: 60,
            // Straight to the insurance limiter while disconnected, not after a timeout.
            rejectIfRedisNotReady: true,
            insuranceLimiter: local,
          });
  }

  /** Throws `EventsBudgetError` when the client has nothing left (checked before the body is read). */
  async checkNotSpent(client: string): Promise<void> {
    const state = await this.#limiter.get(client);
    if (state !== null && state.remainingPoints <= 0) throw this.#refusal(state);
  }

  /** Takes `events` from the client's budget, or throws `EventsBudgetError` if they do not fit. */
  async take(client: string, events: number): Promise<void> {
    if (events === 0) return;
    try {
      await this.#limiter.consume(client, events);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.#refusal(error);
      throw error;
    }
  }

  #refusal(state: RateLimiterRes): EventsBudgetError {
    return new EventsBudgetError(this.#max, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }
}
