import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { languageFromAcceptLanguage, PLAYER_EXCLUDED, type PlayerExcludedError } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { playerText } from '../../payments/player-text/player-text.ts';
import { exclusionMessage } from '../../payments/submit/exclusion-message.ts';
import { exclusionInForce } from '../../protection/exclusions-store.ts';
import type { ExclusionRegister } from '../../protection/register/exclusion-register.ts';
import { adoptRegisterExclusion } from '../../protection/register/register-exclusions.ts';

/**
 * The 403 a log-in of an excluded player answers (decision 060): what the break is and until
 * when, in the player's language; null when no exclusion is in force. One the operator's
 * register holds for the same person from another brand is taken on first (decision 066).
 */
export async function exclusionRefusal(
  db: Kysely<Database>,
  request: FastifyRequest,
  playerId: string,
  register?: ExclusionRegister,
  now = Date.now(),
): Promise<PlayerExcludedError | null> {
  if (register !== undefined) await adoptRegisterExclusion(db, register, playerId, now, request.id);
  const exclusion = await exclusionInForce(db, playerId, now);
  if (exclusion === null) return null;
  const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
  return {
    statusCode: 403,
    error: 'Forbidden',
    code: PLAYER_EXCLUDED,
    message: exclusionMessage(exclusion, text),
    kind: exclusion.kind,
    until: exclusion.endsAt,
  };
}
