import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../../config.ts';

/**
 * Security headers (CSP with per-response script nonces; HSTS outside development),
 * cookie parsing, and rate limiting that routes opt into.
 */
/** Where the LiveChat widget loads from and talks to; allowed only when the chat is configured. */
const LIVECHAT_SOURCES = ['https://cdn.livechatinc.com', 'https://*.livechatinc.com'];
const LIVECHAT_CONNECT = [...LIVECHAT_SOURCES, 'wss://*.livechatinc.com'];

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const chat = config.liveChatLicense !== undefined;
    await fastify.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        // Under `npm run dev` Vite injects styles and opens its reload socket on its own port:
        // the browser then reports what the policy would block instead of blocking it.
        reportOnly: config.viteDev,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(chat ? LIVECHAT_SOURCES : [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...(chat ? LIVECHAT_SOURCES : [])],
          connectSrc: ["'self'", ...(chat ? LIVECHAT_CONNECT : [])],
          frameSrc: ["'self'", ...(chat ? LIVECHAT_SOURCES : [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      // Not helmet's no-referrer: with it Chromium sends `Origin: null` on same-origin form posts
      // (the sandbox's 3-D Secure and bank pages), which the cross-site guard must refuse.
      referrerPolicy: { policy: 'same-origin' },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    await fastify.register(cookie);
    await fastify.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
