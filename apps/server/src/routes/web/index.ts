import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderSiteLoadedScript } from '@playfront/analytics/snippet';
import type { ApiAnswer, Player, WebRequestContext } from '@playfront/contracts';
import type { Config } from '../../config.ts';
import { crossSiteReason } from '../../plugins/app/origin-check.ts';
import { SESSION_COOKIE } from '../../players/sessions.ts';
import { setAttributionCookies } from './attribution-cookies.ts';
import { sendFetchResponse, SITE_BODY_LIMIT, toFetchRequest } from './fetch-bridge.ts';
import { licenseFor } from './licenses.ts';
import { loadWebBuild, loadWebDev } from './load-build.ts';
import { trackServerEvent } from './server-events.ts';
import { requestConsent } from '../../consent/request-consent.ts';

/** The analytics project of the site (apps/web uses the same). */
export const SITE_PROJECT_ID = 'playfront';

/** apps/web, whose sources Vite serves under `npm run dev`. */
const WEB_APP_DIR = fileURLToPath(new URL('../../../../web', import.meta.url));

/** Paths the site never answers: other routes own them, and unknown ones stay JSON 404s. */
const NOT_SITE = ['/api', '/api-fe-events', '/healthz', '/sandbox', '/demo', '/assets', '/backoffice'];

/** True unless the path is one of NOT_SITE or below it (`/demo/x`, not `/demonstration`). */
function isSitePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return !NOT_SITE.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function playerOf(fastify: FastifyInstance, request: FastifyRequest): Promise<Player | null> {
  const token = request.cookies[SESSION_COOKIE];
  const playerId = token === undefined ? null : await fastify.sessions.playerId(token);
  return playerId === null ? null : ((await fastify.players.findById(playerId)) ?? null);
}

/** Calls this server's own API in-process, as the visitor: their cookies, IP and user agent. */
/** Request headers the site's API calls carry on: the player's language and the CDN's country. */
function forwardedHeaders(request: FastifyRequest, countryHeader: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'user-agent', 'accept-language', countryHeader]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function apiFor(
  fastify: FastifyInstance,
  request: FastifyRequest,
  countryHeader: string,
): WebRequestContext['api'] {
  return async (method, path, body, options) => {
    const response = await fastify.inject({
      method,
      url: path,
      remoteAddress: request.ip,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...forwardedHeaders(request, countryHeader),
        // player protection (decision 060): a limit set with the registration's new session.
        ...(options?.session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${options.session}` }),
        // The page's language (which the site picks) over the browser's, for the API's messages.
        ...(options?.language === undefined ? {} : { 'accept-language': options.language }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const setCookie = response.headers['set-cookie'];
    const answer: ApiAnswer = {
      status: response.statusCode,
      body: parseJson(response.body),
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
    return answer;
  };
}

/**
 * Serves the site of apps/web: its hashed client assets, and every other page through React
 * Router's request handler with a per-request context (nonces, player, licence, API access).
 * Without a build, tests run without the site; elsewhere that is an error.
 */
const web: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const site = config.viteDev
    ? await loadWebDev(fastify, WEB_APP_DIR, config.viteHmrPort)
    : await loadWebBuild(config.webBuildDir);
  if (site === null) {
    if (config.env === 'test') {
      fastify.log.warn(`no site build in ${config.webBuildDir}: the site is not served`);
      return;
    }
    throw new Error(`The site is not built (${config.webBuildDir}): run \`npm run build\` first`);
  }

  if (site.clientAssets !== null) {
    await fastify.register(fastifyStatic, {
      root: site.clientAssets,
      prefix: '/assets/',
      decorateReply: false,
      // Vite puts a content hash in every asset name: they never change.
      maxAge: '365d',
      immutable: true,
      index: false,
      // The build writes .br and .gz copies of each text asset: sent as they are, not compressed per request.
      preCompressed: true,
    });
  }

  const handle = site.createRequestHandler(
    site.build,
    config.env === 'production' ? 'production' : 'development',
  );
  const scripts = new Map<string, string>();
  const siteLoadedScript = (license: string, country: string | null): string => {
    const key = `${license}:${country ?? ''}`;
    let script = scripts.get(key);
    if (script === undefined) {
      script = renderSiteLoadedScript({
        projectId: SITE_PROJECT_ID,
        license,
        ...(country === null ? {} : { ipCountry: country }),
      });
      scripts.set(key, script);
    }
    return script;
  };

  // Form posts reach React Router's actions as the raw stream; it parses them itself.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, _payload, done) => {
    done(null, undefined);
  });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSitePath(request.url)) {
      reply.callNotFound();
      return reply;
    }
    if (request.method === 'POST') {
      if (Number(request.headers['content-length'] ?? 0) > SITE_BODY_LIMIT) {
        return reply.code(413).send({
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'FST_ERR_CTP_BODY_TOO_LARGE',
          message: `Form posts are limited to ${SITE_BODY_LIMIT} bytes.`,
        });
      }
      const reason = crossSiteReason(request, config.allowedOrigins);
      if (reason !== null) {
        return reply.code(403).send({
          statusCode: 403,
          error: 'Forbidden',
          code: 'CROSS_SITE_REQUEST',
          message: `Refused a cross-site request: ${reason}.`,
        });
      }
    }
    // consent (decision 054): attribution cookies only under the operator's basis, the
    // site-loaded script (it writes the visitor id) only for a visitor who granted analytics.
    const consent = requestConsent(request, config.attributionLegalBasis);
    if (consent.attribution) setAttributionCookies(request, reply, config.cookieSecure);
    const country = fastify.requestCountry(request);
    const license = licenseFor(country);
    const context: WebRequestContext = {
      nonce: reply.cspNonce,
      player: await playerOf(fastify, request),
      siteLoadedScript: consent.analytics === 'granted' ? siteLoadedScript(license, country) : '',
      country,
      license,
      restricted: fastify.restrictedCountry(request, null) !== null,
      liveChatLicense: config.liveChatLicense ?? null,
      api: apiFor(fastify, request, config.countryHeader),
      trackServerEvent: (event, playerId) =>
        trackServerEvent(
          request,
          { projectId: SITE_PROJECT_ID, origin: config.publicOrigin, license, country },
          event,
          playerId,
          consent,
        ),
      // consent (decision 054)
      consent: {
        choice: consent.choice,
        gpc: consent.gpc,
        attributionNeedsConsent: config.attributionLegalBasis === 'consent',
      },
    };
    const response = await handle(toFetchRequest(request, reply), await site.createLoadContext(context));
    // Pages carry the session's player: never cache them in shared caches.
    if (!response.headers.has('cache-control')) void reply.header('cache-control', 'private, no-store');
    return sendFetchResponse(reply, response);
  };

  fastify.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render });
  fastify.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
};

export default web;
