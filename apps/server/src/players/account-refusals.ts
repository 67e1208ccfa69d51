import { languageFromAcceptLanguage } from '@playfront/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccountRefusalCode, ErrorCode, FieldError } from '@playfront/contracts';
import type { PlayerTextKey } from '../payments/player-text/en.ts';
import { playerText, type PlayerText } from '../payments/player-text/player-text.ts';

/** The refusals of account changes, each with its status and text (docs/api/players.md). */
const REFUSALS = {
  PASSWORD_TOO_WEAK: { statusCode: 400, text: 'password.too_weak' },
  WRONG_CURRENT_PASSWORD: { statusCode: 403, text: 'password.current_wrong' },
  CURRENT_PASSWORD_REQUIRED: { statusCode: 403, text: 'password.current_required' },
} as const satisfies Record<AccountRefusalCode, { statusCode: 400 | 403; text: PlayerTextKey }>;

/** Thrown by a route; the error handler answers `{ statusCode, error, code, message }`. */
export class AccountRefusal extends Error {
  readonly code: AccountRefusalCode;
  readonly statusCode: number;

  constructor(code: AccountRefusalCode, message: string) {
    super(message);
    this.name = 'AccountRefusal';
    this.code = code;
    this.statusCode = REFUSALS[code].statusCode;
  }
}

/** The refusal, its message in the player's language (`Accept-Language`; the site sends its own). */
export function accountRefusal(request: FastifyRequest, code: AccountRefusalCode): AccountRefusal {
  const text = playerText(languageFromAcceptLanguage(request.headers['accept-language']));
  return new AccountRefusal(code, text(REFUSALS[code].text));
}

/**
 * savePlayerFields (`PATCH /api/v1/player`) could not save the fields: one fails its rules (the
 * spec's PATCH_PLAYER_FIELDS_ERROR, a `params_error`). Its message is the code's own text, and
 * `fields` says what is wrong with each field, both in the player's language (the form marks them).
 */
export function patchPlayerFieldsError(text: PlayerText, fields: FieldError[]) {
  const code = 'PATCH_PLAYER_FIELDS_ERROR' satisfies ErrorCode;
  return { statusCode: 400, error: 'Bad Request', code, message: text(`code.${code}`), fields };
}
