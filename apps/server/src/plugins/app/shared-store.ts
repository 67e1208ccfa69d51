import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../shared-store/connect-redis.ts';
import { failClosedWhileAway } from '../../shared-store/fail-closed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The store the rate limits share with the other instances (`REDIS_URL`), or `undefined`:
     * then every limit counts in this process's memory, right for one instance (decision 056).
     */
    sharedStore: Redis | undefined;
  }
}

export interface SharedStorePluginOptions {
  readonly redisUrl: string | undefined;
}

/**
 * Connects the shared store before the rate limits are registered, makes the limits that fail
 * closed refuse while it is away (shared-store/fail-closed.ts), and closes it last.
 */
export default fp<SharedStorePluginOptions>(
  async (fastify, { redisUrl }) => {
    const redis = redisUrl === undefined ? undefined : await connectRedis(redisUrl, fastify.log);
    fastify.decorate('sharedStore', redis);
    // Before @fastify/rate-limit is registered (security plugin): its guard runs first.
    if (redis !== undefined) fastify.addHook('onRoute', failClosedWhileAway(redis));
    fastify.addHook('onClose', async () => {
      // QUIT waits for an answer a dead store never gives: then just drop the connection.
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
    });
  },
  { name: 'shared-store' },
);
