import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import { ApiErrorSchema } from '@playfront/contracts/schemas';
import { isApiPath } from './openapi.ts';

/**
 * Every error of the JSON APIs has one envelope (`ApiError`), whichever hook or handler answers
 * it (a refused session, a rate limit, a body its schema refused): a route that names no error
 * status of a class gets the envelope for the whole class. Extra fields some errors carry (a
 * reference, a retry time) are kept: the schema describes, it does not trim.
 */
const ERROR_ENVELOPE = { ...ApiErrorSchema, additionalProperties: true };

type Responses = Record<string, unknown>;

/** Whether `status` is one of the answers `responses` declares (exactly, by class or default). */
export function declaresStatus(responses: Responses, status: number): boolean {
  return String(status) in responses || `${String(status)[0] ?? ''}xx` in responses || 'default' in responses;
}

function withErrorClasses(schema: FastifySchema | undefined): FastifySchema {
  const responses: Responses = { ...((schema?.response as Responses | undefined) ?? {}) };
  // Named error statuses say which errors the route has; the rest still come in the envelope.
  for (const statusClass of ['4xx', '5xx'])
    if (!(statusClass in responses)) responses[statusClass] = ERROR_ENVELOPE;
  return { ...schema, response: responses };
}

/**
 * The API routes' answers, declared: each gets the error envelope for 4xx and 5xx, so the OpenAPI
 * document says what every error looks like. Under test, an answer with a status its route does
 * not declare fails the request (500, logged): every HTTP test is then also a check that the
 * document tells the truth. Registered before the routes and after @fastify/swagger.
 */
export default fp<{ checkAnswers: boolean }>(
  (fastify, { checkAnswers }, done) => {
    fastify.addHook('onRoute', (route) => {
      if (!isApiPath(route.url) || route.schema?.hide === true) return;
      route.schema = withErrorClasses(route.schema);
    });
    if (checkAnswers) {
      fastify.addHook('onSend', (request, reply, payload, next) => {
        const { url, schema } = request.routeOptions;
        const responses = schema?.response as Responses | undefined;
        if (url === undefined || !isApiPath(url) || responses === undefined || schema?.hide === true) {
          next(null, payload);
          return;
        }
        // 304 is HTTP's own answer to a conditional read, whatever the route.
        if (declaresStatus(responses, reply.statusCode) || reply.statusCode === 304) {
          next(null, payload);
          return;
        }
        const message = `${request.method} ${url} answered ${String(reply.statusCode)}, which its schema does not declare`;
        request.log.error(message);
        next(new Error(message));
      });
    }
    done();
  },
  { name: 'declared-answers', dependencies: ['openapi'] },
);
