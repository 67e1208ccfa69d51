import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { useDefaults: true, allErrors: false, strict: false };

/**
 * JSON Schema validation for every route. Bodies are checked as sent: no type coercion
 * ("100" is not an amount) and unknown properties are refused rather than silently dropped.
 * Query strings, params and headers arrive as text, so those coerce.
 */
export function installValidators(app: FastifyInstance): void {
  const body = addFormats.default(new Ajv({ ...common, coerceTypes: false, removeAdditional: false }));
  const text = addFormats.default(new Ajv({ ...common, coerceTypes: 'array', removeAdditional: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema));
}
