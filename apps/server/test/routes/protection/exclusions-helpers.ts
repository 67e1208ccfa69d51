import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EXCLUSION_PATH } from '@playfront/contracts';
import { ORIGIN, type TestPlayer } from '../payments/submit-helpers.ts';

/** The password `registerPlayer` gives every test player. */
export const PASSWORD = 'a long enough secret';

/** `POST /api/v1/player/exclusion` as the player; `language` asks for the refusals' words. */
export function startExclusion(
  app: FastifyInstance,
  player: TestPlayer,
  body: object,
  language = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: EXCLUSION_PATH,
    cookies: player.cookies,
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': language },
    payload: JSON.stringify({ currentPassword: PASSWORD, ...body }),
  });
}

/** The player's e-mail address, read with their session. */
export async function emailOf(app: FastifyInstance, player: TestPlayer): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/player', cookies: player.cookies });
  if (response.statusCode !== 200) throw new Error(`read player answered ${response.statusCode}`);
  return response.json<{ email: string }>().email;
}

/** `POST /api/v1/auth/login` as the player; answers the response and the session it opened, if any. */
export async function logIn(
  app: FastifyInstance,
  player: { readonly id: string; readonly email: string },
  language = 'en',
): Promise<{ response: LightMyRequestResponse; session: TestPlayer | undefined }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': language },
    payload: JSON.stringify({ email: player.email, password: PASSWORD }),
  });
  const token = response.cookies.find((cookie) => cookie.name === 'pf_session')?.value;
  const session =
    token === undefined || token === '' ? undefined : { id: player.id, cookies: { pf_session: token } };
  return { response, session };
}
