import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '@playfront/contracts';
import type { ValidationMessage } from '@playfront/contracts/field-rules';
import { fieldProblemText } from '../payments/player-text/field-problem-text.ts';
import type { SupportedLanguage } from '@playfront/contracts';

/** What a schema keyword's refusal means to the player, as a field rule's problem. */
function problemOf(error: FastifySchemaValidationError): ValidationMessage {
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'maxLength':
      return limit === undefined
        ? { key: 'validation.format' }
        : { key: 'validation.text.max_length', params: { count: limit } };
    case 'minLength':
      // A string of at least one character that was sent empty is simply missing.
      return limit === undefined || limit <= 1
        ? { key: 'validation.required' }
        : { key: 'validation.text.min_length', params: { count: limit } };
    case 'format':
      return error.params.format === 'email'
        ? { key: 'validation.email.format' }
        : { key: 'validation.format' };
    default:
      return { key: 'validation.format' };
  }
}

/** The body field an error is about: `/lastName` → `lastName`; a missing one names itself. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  const [name] = error.instancePath.split('/').filter(Boolean);
  return name;
}

/**
 * A body refused by its schema, field by field, in the player's words and language (the same
 * texts the cashier shows): `lastName must NOT have more than 100 characters` becomes
 * `{ name: 'lastName', message: 'Enter at most 100 characters.' }`. One problem per field, the
 * first; errors about the body as a whole (a property the form does not have) are left out.
 */
export function schemaFieldProblems(
  errors: readonly FastifySchemaValidationError[],
  language: SupportedLanguage,
): FieldError[] {
  const problems = new Map<string, FieldError>();
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') continue;
    const name = fieldOf(error);
    if (name === undefined || problems.has(name)) continue;
    problems.set(name, { name, message: fieldProblemText(language, problemOf(error)) });
  }
  return [...problems.values()];
}
