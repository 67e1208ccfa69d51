import { errorCodes, type FastifyBodyParser } from 'fastify';

/**
 * The body's text as it came, for the events writer's worker to parse (decision 067). An empty
 * body is refused here with the error Fastify's own JSON parser gives it.
 */
export const rawBodyParser: FastifyBodyParser<string> = (_request, body, done) => {
  if (body.length === 0) done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
  else done(null, body);
};
