import { MAX_EVENTS_PER_REQUEST } from '@playfront/contracts';

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

/** The code the app's own error handler (src/errors.ts) gives schema errors. */
const VALIDATION_ERROR = 'VALIDATION_ERROR';

/**
 * Why `body` failed secure-json-parse (with Fastify's `'error'` actions), without quoting it:
 * not JSON at all, or a forbidden key.
 */
export function explainJsonError(body: string): BodyError {
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

/** The refusal of a body that is neither one event object nor an array of at most the limit. */
export function shapeError(tooMany: boolean): BodyError {
  return new BodyError(
    VALIDATION_ERROR,
    tooMany
      ? `Body holds more than ${MAX_EVENTS_PER_REQUEST} events`
      : `Body must be one event object or an array of at most ${MAX_EVENTS_PER_REQUEST} event objects`,
  );
}

const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The events of a parsed body, as the route's body schema allows them (one object, or an array of
 * at most MAX_EVENTS_PER_REQUEST objects), or the refusal the schema's failure gets.
 */
export function bodyItems(body: unknown): readonly unknown[] | BodyError {
  if (Array.isArray(body)) {
    if (body.length > MAX_EVENTS_PER_REQUEST) return shapeError(true);
    return body.every(isObject) ? body : shapeError(false);
  }
  return isObject(body) ? [body] : shapeError(false);
}
