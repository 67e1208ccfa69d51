import type { Player, PlayerFields } from '@playfront/contracts';
import type { ApiResult } from '../../errors.ts';
import { hasStrings } from '../guards.ts';
import { sendRequest, type HttpContext } from '../http.ts';

/** Where the player's own record lives (see docs/api/players.md). */
export const PLAYER_PATH = '/api/v1/player';

function isPlayer(value: unknown): value is Player {
  return hasStrings(value, 'id', 'email', 'country', 'currency', 'kycStatus');
}

/** `PATCH /api/v1/player` (savePlayerFields): saves the fields a form asked for; `null` clears one. */
export function savePlayerFields(
  context: HttpContext,
  fields: PlayerFields,
  signal?: AbortSignal,
): Promise<ApiResult<Player>> {
  return sendRequest(context, {
    method: 'PATCH',
    path: PLAYER_PATH,
    body: fields,
    guard: isPlayer,
    ...(signal ? { signal } : {}),
  });
}
