import { languageFromAcceptLanguage, type RecoveryRefusalCode } from '@playfront/contracts';
import type { FastifyRequest } from 'fastify';
import { recoveryText } from './mail-texts/recovery-text.ts';

/** Thrown by a route; the error handler answers `{ statusCode: 400, error, code, message }`. */
export class RecoveryRefusal extends Error {
  readonly statusCode = 400;
  readonly code: RecoveryRefusalCode;

  constructor(code: RecoveryRefusalCode, message: string) {
    super(message);
    this.name = 'RecoveryRefusal';
    this.code = code;
  }
}

/** A bad link (unknown, spent, expired or superseded), worded in the player's language. */
export function invalidLink(request: FastifyRequest): RecoveryRefusal {
  const t = recoveryText(languageFromAcceptLanguage(request.headers['accept-language']));
  return new RecoveryRefusal('RECOVERY_LINK_INVALID', t('refusal.RECOVERY_LINK_INVALID'));
}
