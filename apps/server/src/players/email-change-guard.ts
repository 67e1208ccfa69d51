import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountRefusal } from './account-refusals.ts';
import { normalizeEmail } from './players-repository.ts';

/**
 * `PATCH /api/v1/player` may repeat the e-mail but not change it: a change needs the current
 * password (`POST /api/v1/auth/email`), so a stolen session cannot redirect the account.
 * Throws 403 CURRENT_PASSWORD_REQUIRED.
 */
export async function refuseUnconfirmedEmailChange(
  fastify: Pick<FastifyInstance, 'players'>,
  request: FastifyRequest,
  playerId: string,
  email: string | undefined,
): Promise<void> {
  if (email === undefined) return;
  const player = await fastify.players.findById(playerId);
  if (player !== undefined && player.email !== normalizeEmail(email)) {
    throw accountRefusal(request, 'CURRENT_PASSWORD_REQUIRED');
  }
}
