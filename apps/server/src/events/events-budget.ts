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
 * Events taken from a client's budget for a body not read yet (decision 095): as many as it
 * could hold. `settle` gives back what it did not use once its items are counted.
 */
export interface BudgetReservation {
  settle(items: number): Promise<void>;
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
   * Per client, this instance's reservations not settled yet, and who waits for them: a refusal
   * while some are out waits for them to give back what they did not use, so a reservation never
   * refuses a request that its body's real count would have let through.
   */
  readonly #reserved = new Map<string, { count: number; readonly settled: (() => void)[] }>();

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
    for (;;) {
      const state = await this.#limiter.get(client);
      if (state === null || state.remainingPoints > 0) return;
      if (!(await this.#reservationsSettled(client))) throw this.#refusal(state);
    }
  }

  /** Takes `events` from the client's budget, or throws `EventsBudgetError` if they do not fit. */
  async take(client: string, events: number): Promise<void> {
    if (events === 0) return;
    for (;;) {
      try {
        await this.#limiter.consume(client, events);
        return;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // A refused consume counts its points all the same (the client stays spent for the
        // minute, as before reservations): given back only to be tried again.
        if (!this.#reserved.has(client)) throw this.#refusal(error);
        await this.#limiter.reward(client, events);
        await this.#reservationsSettled(client);
      }
    }
  }

  /**
   * Takes `events`, the most a body not read yet can hold, for `settle` to give back the rest;
   * undefined when they do not fit, or another request of the client waits for its
   * reservations: that body is then counted exactly, after its reading (`take`).
   */
  async reserve(client: string, events: number): Promise<BudgetReservation | undefined> {
    let entry = this.#reserved.get(client);
    if (entry !== undefined && entry.settled.length > 0) return undefined;
    if (entry === undefined) {
      entry = { count: 0, settled: [] };
      this.#reserved.set(client, entry);
    }
    entry.count += 1;
    const out = entry;
    const release = (): void => {
      out.count -= 1;
      if (out.count > 0) return;
      this.#reserved.delete(client);
      for (const wake of out.settled.splice(0)) wake();
    };
    try {
      await this.#limiter.consume(client, events);
    } catch (error) {
      try {
        // Not a refusal: what it counted is given back, and the body is counted exactly instead.
        if (error instanceof RateLimiterRes) await this.#limiter.reward(client, events);
      } finally {
        release();
      }
      if (error instanceof RateLimiterRes) return undefined;
      throw error;
    }
    return {
      settle: async (items) => {
        try {
          if (items < events) await this.#limiter.reward(client, events - items);
        } finally {
          release();
        }
      },
    };
  }

  /** Waits for the client's reservations out now to settle; false when there were none. */
  async #reservationsSettled(client: string): Promise<boolean> {
    const entry = this.#reserved.get(client);
    if (entry === undefined) return false;
    await new Promise<void>((resolve) => entry.settled.push(resolve));
    return true;
  }

  #refusal(state: RateLimiterRes): EventsBudgetError {
    return new EventsBudgetError(this.#max, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }
}
