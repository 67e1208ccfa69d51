import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { StartupError } from '../startup/startup-error.ts';

/** How long one connection attempt may take before ioredis gives it up and tries again. */
const CONNECT_TIMEOUT_MS = 1_000;

/**
 * Opens the shared store for rate limits (`REDIS_URL`, decision 056) and waits until it answers.
 * A server that cannot reach it at start-up does not start: a wrong URL shows at deploy time, not
 * as the first refused log-in. Once started, commands never wait for a connection (no offline
 * queue, one try each): while Redis is away every command fails at once, and each limiter applies
 * its own policy (fail closed, or fall back to this instance's memory); ioredis keeps reconnecting
 * in the background and the limits are shared again as soon as it is back.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // At most 2 s between reconnection attempts: limits are shared again soon after an outage.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  // One line when the store goes away and one when it is back, not one per reconnection attempt.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'the shared rate-limit store (REDIS_URL) is unreachable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('the shared rate-limit store (REDIS_URL) is reachable again');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `the shared rate-limit store at ${redactedUrl(url)} cannot be reached (${reason}): is it running, and is REDIS_URL right?`,
      'REDIS_URL',
      { cause: error },
    );
  }
  return redis;
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  const parsed = URL.parse(url);
  if (parsed === null) return '(unparseable URL)';
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}
