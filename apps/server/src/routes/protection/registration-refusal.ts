import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, REGISTRATION_EXCLUDED } from '@playfront/contracts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { registrationExcluded } from '../../protection/register/register-exclusions.ts';

/**
 * The 403 a registration answers when the operator's register holds an exclusion in force for
 * the e-mail (decision 066); null otherwise. It says neither which kind nor until when: anyone
 * may type an address into the form, and whether a person excluded themselves is theirs to tell.
 */
export async function registrationRefusedByRegister(
  fastify: FastifyInstance,
  request: FastifyRequest,
  email: string,
  now = Date.now(),
) {
  if (!(await registrationExcluded(fastify.database.db, fastify.exclusionRegister, email, now))) return null;
  const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
  return {
    statusCode: 403,
    error: 'Forbidden',
    code: REGISTRATION_EXCLUDED,
    message: text('exclusion.registration_refused'),
  };
}
