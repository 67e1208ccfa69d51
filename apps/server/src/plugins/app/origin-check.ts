import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Lets a state-changing route under the guarded paths take requests from any origin. Only for
     * routes that authenticate their caller some other way (a provider's signed notification):
     * the session cookie must never be what authorises them.
     */
    crossSiteAllowed?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckOptions {
  /** Paths (`/api`) whose state-changing routes are guarded: the path itself and everything below it. */
  readonly paths: readonly string[];
  /** Origins allowed besides the server's own (e.g. a host page embedding the cashier). */
  readonly allowedOrigins: readonly string[];
}

/** The origin this request was addressed to, as the browser sees it (`http://host:port`). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why a request is refused as cross-site, or null when it may go on. */
export function crossSiteReason(request: FastifyRequest, allowed: readonly string[]): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === ownOrigin(request) || allowed.includes(origin)
      ? null
      : `origin ${origin} is not allowed`;
  }
  // Browsers send Origin on every cross-origin POST; Sec-Fetch-Site covers the rest.
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'cross-site request' : null;
}

/**
 * True only when a browser says the request came from this very origin (its Origin header, or
 * Sec-Fetch-Site: same-origin without one). A request that says nothing is not same-origin.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(request) || origin === publicOrigin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** True when the route's declared URL is one of `paths` or below one, in any letter case. */
function isUnder(url: string, paths: readonly string[]): boolean {
  const declared = url.toLowerCase();
  return paths.some((path) => {
    const base = path.toLowerCase().replace(/\/+$/, '');
    return declared === base || declared.startsWith(`${base}/`);
  });
}

function refuse(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(403).send({
    statusCode: 403,
    error: 'Forbidden',
    code: 'CROSS_SITE_REQUEST',
    message: `Refused a cross-site request: ${reason}.`,
  });
}

/**
 * Cross-site request forgery guard, attached to the routes themselves: every route declared under
 * the guarded paths with a state-changing method refuses requests from foreign origins. Decided
 * by the matched route, never by the raw URL, so `/%61pi/…`, `//api/…` or `/API/…` reach the same
 * check as `/api/…` whenever the router maps them to the route. Routes registered later (in any
 * plugin) are covered as they are added; `config: { crossSiteAllowed: true }` opts one out.
 * Session cookies are SameSite=Lax as well.
 */
export default fp<OriginCheckOptions>(
  (fastify, { paths, allowedOrigins }, done) => {
    const checkOrigin: onRequestAsyncHookHandler = async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const reason = crossSiteReason(request, allowedOrigins);
      if (reason !== null) await refuse(reply, reason);
    };

    fastify.addHook('onRoute', (route) => {
      if (!methodsOf(route).some((method) => STATE_CHANGING.has(method))) return;
      if (!isUnder(route.url, paths)) return;
      if (route.config?.crossSiteAllowed === true) {
        fastify.log.info({ url: route.url }, 'route takes cross-site requests (crossSiteAllowed)');
        return;
      }
      const own = route.onRequest;
      // First, before the route's own hooks (rate limits, sessions) spend anything on the request.
      route.onRequest =
        own === undefined ? [checkOrigin] : [checkOrigin, ...(Array.isArray(own) ? own : [own])];
    });
    done();
  },
  { name: 'origin-check' },
);
