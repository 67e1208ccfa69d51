import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  AFFILIATE_COOKIE,
  CLICK_ID_COOKIE,
  INTERLAYER_COOKIE,
  PLAYER_DATA_EXPORT_PATH,
  PLAYER_ERASURE_PATH,
  TEMP_PLAYER_ID_KEY,
  type PlayerDataExport,
} from '@playfront/contracts';
import { verifyEmailThroughOutbox } from '../../helpers/outbox-links.ts';
import { ORIGIN, type TestPlayer } from '../payments/submit-helpers.ts';

export const PASSWORD = 'a long enough secret';

export interface PrivacyPlayer extends TestPlayer {
  readonly email: string;
  readonly visitorId: string;
  readonly remoteAddress: string;
}

let count = 0;

/**
 * A player registered from a browser that came through an affiliate's link (attribution cookies
 * and a visitor id), with every profile field filled and the e-mail verified.
 */
export async function registerAttributedPlayer(app: FastifyInstance): Promise<PrivacyPlayer> {
  count += 1;
  const remoteAddress = `10.77.${(count >> 8) & 255}.${count & 255}`;
  const email = `privacy-${count}-${randomUUID().slice(0, 8)}@example.com`;
  const visitorId = `visitor-${randomUUID()}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    cookies: {
      [AFFILIATE_COOKIE]: 'aff_privacy',
      [INTERLAYER_COOKIE]: 'landing-7',
      [CLICK_ID_COOKIE]: `click-${count}`,
      [TEMP_PLAYER_ID_KEY]: visitorId,
    },
    payload: JSON.stringify({
      email,
      password: PASSWORD,
      country: 'DE',
      currency: 'EUR',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const session = registered.cookies.find((c) => c.name === 'pf_session');
  if (session === undefined) throw new Error('no session cookie');
  const player = { id: registered.json<{ id: string }>().id, cookies: { pf_session: session.value } };
  const patched = await app.inject({
    method: 'PATCH',
    url: '/api/v1/player',
    cookies: player.cookies,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({
      gender: 'f',
      birthDate: '1990-12-10',
      address: '12 St James Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      phone: '+447700900123',
    }),
  });
  if (patched.statusCode !== 200) throw new Error(`patch failed: ${patched.body}`);
  await verifyEmailThroughOutbox(app, email, remoteAddress);
  return { ...player, email, visitorId, remoteAddress };
}

/** `GET /api/v1/player/data-export` with the player's session (and extra cookies). */
export function requestExport(
  app: FastifyInstance,
  cookies: Readonly<Record<string, string>>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: PLAYER_DATA_EXPORT_PATH, cookies });
}

export async function exportOf(app: FastifyInstance, player: TestPlayer): Promise<PlayerDataExport> {
  const response = await requestExport(app, player.cookies);
  if (response.statusCode !== 200)
    throw new Error(`export answered ${response.statusCode}: ${response.body}`);
  return response.json<PlayerDataExport>();
}

/** `POST /api/v1/player/erasure` with the given password. */
export function requestErasure(
  app: FastifyInstance,
  player: TestPlayer,
  password = PASSWORD,
  headers: Readonly<Record<string, string>> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: PLAYER_ERASURE_PATH,
    cookies: player.cookies,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    payload: JSON.stringify({ currentPassword: password }),
  });
}

/** Logs in again: a second session of the same player. */
export async function logIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: '10.78.0.1',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ email, password }),
  });
}
