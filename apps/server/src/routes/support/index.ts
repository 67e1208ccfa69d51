import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  languageFromAcceptLanguage,
  SUPPORT_CONTACT_PATH,
  SUPPORT_MESSAGES_PATH,
} from '@playfront/contracts';
import {
  SupportContactSchema,
  SupportMessageRequestSchema,
  SupportMessageResponseSchema,
} from '@playfront/contracts/schemas';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';
import { createSupportInbox } from '../../support/support-inbox.ts';

export interface SupportOptions {
  readonly config: Pick<Config, 'dataDir' | 'supportEmail' | 'authRateLimitPerMinute'>;
}

/**
 * The contact fallback when the live chat is off: the support address, and messages kept in the
 * support inbox (no mail set-up yet). Open to visitors; the auth rate limit keeps it from spam.
 */
const support: FastifyPluginCallbackTypebox<SupportOptions> = (fastify, { config }, done) => {
  const inbox = createSupportInbox(config.dataDir);

  fastify.get(SUPPORT_CONTACT_PATH, { schema: { response: { 200: SupportContactSchema } } }, () => ({
    email: config.supportEmail,
  }));

  fastify.post(
    SUPPORT_MESSAGES_PATH,
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } },
      schema: { body: SupportMessageRequestSchema, response: { 201: SupportMessageResponseSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const playerId = token === undefined ? null : await fastify.sessions.playerId(token);
      const language =
        request.headers['accept-language'] === undefined
          ? null
          : languageFromAcceptLanguage(request.headers['accept-language']);
      const stored = await inbox.store(request.body, { playerId, language });
      return reply.code(201).send({ reference: stored.reference });
    },
  );
  done();
};

export default support;
