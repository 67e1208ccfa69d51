import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { playerText } from '../../../src/payments/player-text/player-text.ts';
import { SUPPORTED_LANGUAGES } from '@playfront/contracts';
import { sessionIdOf } from '../../../src/players/sessions.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { INJECT_ORIGIN } from '../payments/payments-fixtures.ts';

const PASSWORD = 'a long enough secret';
const IDLE_MINUTES = 60;
const MINUTE = 60_000;

describe.each(['sqlite', 'postgres'] as const)('given account security on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({
      databaseUrl: cluster?.url,
      env: { SESSION_IDLE_TIMEOUT_MINUTES: String(IDLE_MINUTES), AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  const uniqueEmail = () => `acc-${randomUUID().slice(0, 8)}@example.com`;

  const post = (url: string, body: unknown, token?: string, language?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        origin: INJECT_ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
      ...(token === undefined ? {} : { cookies: { pf_session: token } }),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const sessionOf = (response: LightMyRequestResponse): string => {
    const cookie = response.cookies.find((c) => c.name === 'pf_session');
    if (cookie === undefined) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
    return cookie.value;
  };

  async function register(email = uniqueEmail(), password = PASSWORD, language?: string) {
    const body = { email, password, country: 'DE', currency: 'EUR', firstName: 'Ada', lastName: 'Lovelace' };
    return post('/api/v1/auth/register', body, undefined, language);
  }

  async function registered(): Promise<{ email: string; token: string }> {
    const email = uniqueEmail();
    return { email, token: sessionOf(await register(email)) };
  }

  const logIn = async (email: string, password = PASSWORD) => post('/api/v1/auth/login', { email, password });

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/player', cookies: { pf_session: token } });

  describe('given a password that is easy to guess', () => {
    it.each([
      ['one letter repeated', 'aaaaaaaaaa'],
      ['a common password with digits', 'password12'],
      ['ten spaces', '          '],
      ['a keyboard row', 'qwertyuiop'],
      ['a sequence of digits', '1234567890'],
      ['the e-mail address itself', 'EMAIL'],
      ['the name with a year', 'adalovelace1990'],
    ])('should refuse %s at registration with a clear message', async (_name, password) => {
      const email = uniqueEmail();
      const response = await register(email, password === 'EMAIL' ? email : password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'PASSWORD_TOO_WEAK',
        message: playerText('en')('password.too_weak'),
      });
      expect((await logIn(email, password)).statusCode).toBe(401);
    });

    it.each(SUPPORTED_LANGUAGES)('should word the refusal in %s', async (language) => {
      const response = await register(uniqueEmail(), 'password12', language);
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message).toBe(playerText(language)('password.too_weak'));
      if (language !== 'en') expect(message).not.toBe(playerText('en')('password.too_weak'));
    });

    it('should accept a long passphrase', async () => {
      expect((await register(uniqueEmail(), 'kettle orbit lantern')).statusCode).toBe(201);
    });
  });

  describe('given a password change', () => {
    it('should refuse a wrong current password and change nothing', async () => {
      const { email, token } = await registered();
      const other = sessionOf(await logIn(email));
      const response = await post(
        '/api/v1/auth/password',
        { currentPassword: 'not my password', newPassword: 'kettle orbit lantern' },
        token,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'WRONG_CURRENT_PASSWORD',
        message: playerText('en')('password.current_wrong'),
      });
      expect((await logIn(email)).statusCode).toBe(200);
      expect((await logIn(email, 'kettle orbit lantern')).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
    });

    it('should refuse a weak new password and keep the old one', async () => {
      const { email, token } = await registered();
      const response = await post(
        '/api/v1/auth/password',
        { currentPassword: PASSWORD, newPassword: 'aaaaaaaaaa' },
        token,
        'de',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        message: playerText('de')('password.too_weak'),
      });
      expect((await logIn(email)).statusCode).toBe(200);
    });

    it('should change it, end every other session and keep this one', async () => {
      const { email, token } = await registered();
      const other = sessionOf(await logIn(email));
      const response = await post(
        '/api/v1/auth/password',
        { currentPassword: PASSWORD, newPassword: 'kettle orbit lantern' },
        token,
      );
      expect(response.statusCode).toBe(204);
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await logIn(email)).statusCode).toBe(401);
      expect((await logIn(email, 'kettle orbit lantern')).statusCode).toBe(200);
    });

    it('should need a session', async () => {
      const response = await post('/api/v1/auth/password', {
        currentPassword: PASSWORD,
        newPassword: 'kettle orbit lantern',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('given an e-mail change', () => {
    const patch = (token: string, body: unknown, language?: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/player',
        headers: {
          origin: INJECT_ORIGIN,
          'content-type': 'application/json',
          ...(language === undefined ? {} : { 'accept-language': language }),
        },
        cookies: { pf_session: token },
        payload: JSON.stringify(body),
      });

    it('should refuse it through PATCH without the current password, in the player language', async () => {
      const { email, token } = await registered();
      const response = await patch(token, { email: uniqueEmail(), city: 'Berlin' }, 'ar');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: playerText('ar')('password.current_required'),
      });
      expect((await me(token)).json()).toMatchObject({ email, city: null });
    });

    it('should still patch other fields, and the unchanged e-mail in any case', async () => {
      const { email, token } = await registered();
      const response = await patch(token, { email: email.toUpperCase(), city: 'Berlin' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, city: 'Berlin' });
    });

    it('should refuse a wrong current password and change nothing', async () => {
      const { email, token } = await registered();
      const response = await post(
        '/api/v1/auth/email',
        { currentPassword: 'not my password', email: uniqueEmail() },
        token,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
      expect((await me(token)).json()).toMatchObject({ email });
    });

    it('should change it with the current password', async () => {
      const { email, token } = await registered();
      const updates: unknown[] = [];
      const { id } = (await me(token)).json<{ id: string }>();
      const stop = app.liveUpdates.subscribe(id, (update) => updates.push(update));
      const next = uniqueEmail();
      const response = await post('/api/v1/auth/email', { currentPassword: PASSWORD, email: next }, token);
      stop();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: next });
      expect(updates).toEqual([{ type: 'player_updated', playerId: id }]);
      expect((await logIn(email)).statusCode).toBe(401);
      expect((await logIn(next)).statusCode).toBe(200);
    });

    it("should refuse another player's e-mail with 409", async () => {
      const taken = await registered();
      const { token } = await registered();
      const response = await post(
        '/api/v1/auth/email',
        { currentPassword: PASSWORD, email: taken.email },
        token,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    });
  });

  describe('given several sessions', () => {
    it('should end every one of them on log out everywhere', async () => {
      const { email, token } = await registered();
      const second = sessionOf(await logIn(email));
      const bystander = await registered();
      const response = await post('/api/v1/auth/logout-all', undefined, second);
      expect(response.statusCode).toBe(204);
      expect(response.cookies.find((c) => c.name === 'pf_session')?.value).toBe('');
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(bystander.token)).statusCode).toBe(200);
      expect((await post('/api/v1/auth/logout-all', undefined, second)).statusCode).toBe(401);
    });
  });

  describe('given an idle session', () => {
    const lastSeen = async (token: string) =>
      (
        await app.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', sessionIdOf(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at;

    const setLastSeen = (token: string, at: number) =>
      app.database.db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('token_hash', '=', sessionIdOf(token))
        .execute();

    it('should end it once SESSION_IDLE_TIMEOUT_MINUTES pass without a request', async () => {
      const { token } = await registered();
      await setLastSeen(token, Date.now() - IDLE_MINUTES * MINUTE - 1000);
      expect((await me(token)).statusCode).toBe(401);
    });

    it('should restart the idle clock on a request, writing it at most every few minutes', async () => {
      const { token } = await registered();
      const almostIdle = Date.now() - IDLE_MINUTES * MINUTE + MINUTE;
      await setLastSeen(token, almostIdle);
      const before = Date.now();
      expect((await me(token)).statusCode).toBe(200);
      const touched = await lastSeen(token);
      expect(touched).toBeGreaterThanOrEqual(before);

      // Within the write interval the clock is not written again.
      const recent = Date.now() - 30_000;
      await setLastSeen(token, recent);
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastSeen(token)).toBe(recent);
    });

    it('should still end a busy session 30 days after log-in', async () => {
      const { token } = await registered();
      await app.database.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('token_hash', '=', sessionIdOf(token))
        .execute();
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
