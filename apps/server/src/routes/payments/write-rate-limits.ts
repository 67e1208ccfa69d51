import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';

const MINUTE_MS = 60_000;

/** A 429 without a code: the payments error handler answers it as RATE_LIMITED with a reference. */
class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(retryAfterS: number) {
    super(`Rate limit exceeded, retry in ${retryAfterS} seconds`);
    this.name = 'RateLimitedError';
  }
}

export interface WriteRateLimits {
  /** The route's `config.rateLimit`: PAYMENTS_RATE_LIMIT_PER_MINUTE per player. */
  readonly perPlayer: {
    readonly max: number;
    readonly timeWindow: number;
    readonly keyGenerator: (request: FastifyRequest) => Promise<string>;
  };
  /** An `onRequest` hook: PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE per client IP, whoever is logged in. */
  readonly perIp: onRequestAsyncHookHandler;
}

/**
 * The payments write limits. Per player, not per session: logging in five times must not give
 * five budgets (a card-testing script would). Per client IP on top, across players, so many
 * accounts from one address share a cap; it is set well above one player's limit, so players
 * behind one carrier NAT keep theirs. Requests without a valid session count by IP alone (they
 * are refused with 401 anyway).
 */
export function writeRateLimits(
  fastify: FastifyInstance,
  config: Pick<Config, 'paymentsRateLimitPerMinute' | 'paymentsRateLimitPerIpPerMinute'>,
): WriteRateLimits {
  const ipLimit = fastify.createRateLimit({
    max: config.paymentsRateLimitPerIpPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `payments-ip:${request.ip}`,
  });
  return {
    perPlayer: {
      max: config.paymentsRateLimitPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: async (request) => {
        const token = request.cookies[SESSION_COOKIE];
        const playerId = token === undefined ? null : await fastify.sessions.playerId(token);
        return playerId === null ? `payments-anonymous:${request.ip}` : `payments-player:${playerId}`;
      },
    },
    perIp: async (request, reply) => {
      const limit = await ipLimit(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new RateLimitedError(limit.ttlInSeconds);
    },
  };
}
