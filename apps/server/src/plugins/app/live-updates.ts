import fp from 'fastify-plugin';
import { createInMemoryLiveUpdates, type LiveUpdates } from '../../payments/live/live-updates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

/** Shares the live-updates fan-out with the payments routes and the websocket. */
export default fp(
  (fastify, _options, done) => {
    const live = createInMemoryLiveUpdates();
    fastify.decorate('liveUpdates', live);
    fastify.addHook('onClose', async () => {
      await live.close();
    });
    done();
  },
  { name: 'live-updates', dependencies: ['database'] },
);
