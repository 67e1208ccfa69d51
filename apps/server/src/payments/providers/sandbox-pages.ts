import type { FastifyPluginAsync } from 'fastify';
import { crossSiteReason } from '../../plugins/app/origin-check.ts';
import { refusal } from '../errors.ts';
import challengePage, { isChallengePost } from './card-3ds/challenge-page.ts';
import providerPage from './redirect-page/provider-page.ts';
import { SANDBOX_CSS } from './sandbox/page-layout.ts';
import type { SandboxPageContext } from './sandbox/page-context.ts';

export interface SandboxPagesOptions extends SandboxPageContext {
  readonly allowedOrigins: readonly string[];
}

/**
 * The pages the sandbox providers show the player under `/sandbox/`: the card sandbox's 3-D
 * Secure challenge (card-3ds/challenge-page.ts) and the bank, wallet or app page of the redirect
 * sandboxes (redirect-page/provider-page.ts), with their stylesheet. Their forms post
 * URL-encoded, from the site's own origin only (the challenge, framed without an origin, checks
 * its token instead). The decisions players make there are the only sandbox decisions outside
 * the signed notifications (callbacks/callback-route.ts): no player can approve their own
 * deposit or cashout.
 */
const sandboxPages: FastifyPluginAsync<SandboxPagesOptions> = async (fastify, options) => {
  const { allowedOrigins, ...context } = options;
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || isChallengePost(request)) return;
    const reason = crossSiteReason(request, allowedOrigins);
    if (reason !== null) {
      await reply.code(403).send(refusal('CROSS_SITE_REQUEST', `Refused a cross-site request: ${reason}.`));
    }
  });
  fastify.get('/sandbox/sandbox.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CSS),
  );
  await fastify.register(challengePage, context);
  await fastify.register(providerPage, context);
};

export default sandboxPages;
