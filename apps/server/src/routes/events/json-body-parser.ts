import type { FastifyBodyParser, FastifyError, FastifyInstance } from 'fastify';

/** A body refused before validation; the error handler answers with its status and message. */
export class BodyError extends Error {
  override readonly name = 'BodyError';
  readonly statusCode = 400;
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

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
      done(explain(body), undefined);
    });
  };
}

function explain(body: string): BodyError {
  try {
    JSON.parse(body);
  } catch (error) {
    // V8 says where ("… in JSON at position 17 (line 1 column 18)") and sometimes quotes the
    // text around it; keep the place, drop the quote.
    const position = error instanceof SyntaxError ? /at position (\d+)/.exec(error.message)?.[1] : undefined;
    const where = position === undefined ? '' : ` (at position ${position})`;
    return new BodyError('INVALID_JSON', `Body is not valid JSON${where}`);
  }
  return new BodyError(
    'FORBIDDEN_JSON_KEY',
    'Body holds a forbidden key: "__proto__" or "constructor" with "prototype" are refused',
  );
}
