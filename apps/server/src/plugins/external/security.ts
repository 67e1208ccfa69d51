import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import helmetHeaders, { type HelmetOptions } from 'helmet';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that answer JSON (isJsonApi): their security headers are worked out once. */
    jsonApi?: boolean;
  }
}

/**
 * Routes that answer JSON (the APIs and the collector), never a document; the OpenAPI reference
 * under /api/docs is a page and keeps the pages' policy.
 */
const isJsonApi = (url: string): boolean =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/api-fe-events/');

/**
 * The headers helmet writes under `options`, worked out once on a throwaway response: @fastify/helmet
 * builds helmet's middleware and a CSP with fresh nonces on every request, which cost 8 % of the
 * collector's main thread (decision 050) for answers no browser renders.
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmetHeaders(options)(response.req, response, () => undefined);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const chat = config.liveChatLicense !== undefined;
    // Not helmet's no-referrer: with it Chromium sends `Origin: null` on same-origin form posts
    // (the sandbox's 3-D Secure and bank pages), which the cross-site guard must refuse.
    const referrerPolicy = { policy: 'same-origin' } as const;
    const hsts = config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false;

    // JSON answers get helmet's headers too, computed once, with the policy OWASP gives APIs:
    // nothing may load from them, nothing may frame them.
    const apiHeaders = staticHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy,
      hsts,
    });
    // Marked per route when it is added, read per request as early as helmet's own hook runs
    // (before any other onRequest hook can answer, a refusal gets the headers too).
    fastify.addHook('onRoute', (route) => {
      if (!isJsonApi(route.url) || route.helmet !== undefined) return;
      route.helmet = false;
      route.config = { ...route.config, jsonApi: true };
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.jsonApi === true) void reply.headers(apiHeaders);
      done();
    });

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
      referrerPolicy,
      hsts,
    });
    await fastify.register(cookie);
    // With a shared store (REDIS_URL) every instance counts into the same keys; the keys name
    // the route and who acts, never the instance (decision 056).
    const shared = fastify.sharedStore;
    await fastify.register(rateLimit, {
      global: false,
      ...(shared === undefined ? {} : { redis: shared, nameSpace: 'playfront-rate-limit:' }),
    });
  },
  { name: 'security' },
);
