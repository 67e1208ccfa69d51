import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckOptions {
  /** Path prefixes whose state-changing requests are checked. */
  readonly prefixes: readonly string[];
  /** Origins allowed besides the server's own (e.g. a host page embedding the cashier). */
  readonly allowedOrigins: readonly string[];
}

/** Why a request is refused as cross-site, or null when it may go on. */
export function crossSiteReason(request: FastifyRequest, allowed: readonly string[]): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || allowed.includes(origin) ? null : `origin ${origin} is not allowed`;
  }
  // Browsers send Origin on every cross-origin POST; Sec-Fetch-Site covers the rest.
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'cross-site request' : null;
}

/**
 * Cross-site request forgery guard: state-changing requests under the given prefixes must come
 * from the server's own origin or an allowed one. Session cookies are SameSite=Lax as well.
 */
export default fp<OriginCheckOptions>(
  (fastify, { prefixes, allowedOrigins }, done) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return;
      const reason = crossSiteReason(request, allowedOrigins);
      if (reason !== null) {
        await reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          code: 'CROSS_SITE_REQUEST',
          message: `Refused a cross-site request: ${reason}.`,
        });
      }
    });
    done();
  },
  { name: 'origin-check' },
);
