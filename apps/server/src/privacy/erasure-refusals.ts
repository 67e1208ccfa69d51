import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type ErasureRefusalCode } from '@playfront/contracts';
import type { PlayerTextKey } from '../payments/player-text/en.ts';
import { playerText } from '../payments/player-text/player-text.ts';

/** Each refusal's text: all are 409, the account's state is in the way, not the request. */
const TEXTS = {
  ERASURE_BALANCE_REMAINS: 'privacy.erasure_balance',
  ERASURE_PAYMENT_PENDING: 'privacy.erasure_pending',
  ERASURE_EXCLUSION_ACTIVE: 'privacy.erasure_excluded',
} as const satisfies Record<ErasureRefusalCode, PlayerTextKey>;

/** The 409 answer, its message in the player's language (`Accept-Language`). */
export function erasureRefusal(request: FastifyRequest, code: ErasureRefusalCode) {
  const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
  return { statusCode: 409, error: 'Conflict', code, message: text(TEXTS[code]) };
}
