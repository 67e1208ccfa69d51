import type { FastifyBodyParser, FastifyError, FastifyInstance } from 'fastify';
import { explainJsonError } from '../../events/body-error.ts';

/**
 * Fastify's own JSON parser (secure-json-parse, refusing `__proto__` and
 * `constructor.prototype` keys), for `application/json` and for `text/plain`, which is what
 * `navigator.sendBeacon` sends a string as. On failure, says which of the two went wrong
 * without quoting the body.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<string> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    void parse(request, body, (error, value) => {
      if (error === null || (error as FastifyError).code !== 'FST_ERR_CTP_INVALID_JSON_BODY') {
        done(error, value);
        return;
      }
      done(explainJsonError(body), undefined);
    });
  };
}
