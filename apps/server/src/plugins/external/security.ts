import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../../config.ts';

/**
 * Security headers (CSP with per-response script nonces; HSTS outside development),
 * cookie parsing, and rate limiting that routes opt into.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    await fastify.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    await fastify.register(cookie);
    await fastify.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
