import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../../test/helpers/postgres.ts';
import { playerText } from '../../payments/player-text/player-text.ts';

describe.each(['sqlite', 'postgres'] as const)('given players and sessions on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  const origin = 'http://localhost:80';
  const json = (body: unknown) => ({
    'content-type': 'application/json',
    origin,
    payload: JSON.stringify(body),
  });

  async function register(email: string, password = 'a long enough secret') {
    const { payload, ...headers } = json({
      email,
      password,
      country: 'DE',
      currency: 'EUR',
      firstName: 'Ada',
    });
    return app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload });
  }

  const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === 'pf_session');

  describe('given a new visitor', () => {
    it('should register, start a session with a safe cookie, and never return the password', async () => {
      const response = await register('Ada@Example.com');
      expect(response.statusCode).toBe(201);
      const player = response.json<Record<string, unknown>>();
      expect(player).toMatchObject({
        email: 'ada@example.com',
        country: 'DE',
        currency: 'EUR',
        kycStatus: 'not_started',
      });
      expect(JSON.stringify(player)).not.toMatch(/password|scrypt/);
      const cookie = sessionCookie(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('should refuse a second account with the same e-mail in any case', async () => {
      await register('dup@example.com');
      const response = await register('DUP@example.com');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    });

    it.each([
      ['a short password', { email: 'x@example.com', password: 'short', country: 'DE', currency: 'EUR' }],
      ['a bad e-mail', { email: 'not-an-email', password: 'long enough pw', country: 'DE', currency: 'EUR' }],
      [
        'a lower-case country',
        { email: 'y@example.com', password: 'long enough pw', country: 'de', currency: 'EUR' },
      ],
      [
        'an unknown field',
        { email: 'z@example.com', password: 'long enough pw', country: 'DE', currency: 'EUR', role: 'admin' },
      ],
    ])('should refuse %s with 400', async (_name, body) => {
      const { payload, ...headers } = json(body);
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    });
  });

  describe('given a registered player', () => {
    it('should log in, read and patch their fields, and log out', async () => {
      await register('bo@example.com', 'bo has a long password');
      const { payload, ...headers } = json({ email: 'BO@example.com', password: 'bo has a long password' });
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookie(login)!;
      const cookies = { pf_session: cookie.value };

      const me = await app.inject({ method: 'GET', url: '/api/v1/player', cookies });
      expect(me.json()).toMatchObject({ email: 'bo@example.com' });

      const updates: unknown[] = [];
      const me2 = me.json<{ id: string }>();
      const stop = app.liveUpdates.subscribe(me2.id, (update) => updates.push(update));
      const patch = json({
        gender: 'f',
        birthDate: '1990-02-28',
        phone: '+4915112345678',
        address: 'Hauptstr. 1',
      });
      const patched = await app.inject({
        method: 'PATCH',
        url: '/api/v1/player',
        cookies,
        headers: { 'content-type': patch['content-type'], origin },
        payload: patch.payload,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        gender: 'f',
        birthDate: '1990-02-28',
        phone: '+4915112345678',
        firstName: 'Ada',
      });

      stop();
      expect(updates).toEqual([{ type: 'player_updated', playerId: me2.id }]);

      const badGender = json({ gender: 'x' });
      const refused = await app.inject({
        method: 'PATCH',
        url: '/api/v1/player',
        cookies,
        headers: { 'content-type': 'application/json', origin },
        payload: badGender.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'PATCH_PLAYER_FIELDS_ERROR',
        message: 'We could not save your details. Please check them and try again.',
        fields: [{ name: 'gender', message: 'This value is not valid.' }],
      });
      // In the player's language, and nothing saved.
      const german = await app.inject({
        method: 'PATCH',
        url: '/api/v1/player',
        cookies,
        headers: { 'content-type': 'application/json', origin, 'accept-language': 'de' },
        payload: JSON.stringify({ city: 'Berlin', phone: '0151 not a number' }),
      });
      expect(german.json()).toMatchObject({
        code: 'PATCH_PLAYER_FIELDS_ERROR',
        message: playerText('de')('code.PATCH_PLAYER_FIELDS_ERROR'),
        fields: [{ name: 'phone', message: 'Dieser Wert ist ungültig.' }],
      });
      expect((await app.inject({ method: 'GET', url: '/api/v1/player', cookies })).json()).toMatchObject({
        city: null,
        phone: '+4915112345678',
      });

      const logout = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        cookies,
        headers: { origin },
      });
      expect(logout.statusCode).toBe(204);
      const after = await app.inject({ method: 'GET', url: '/api/v1/player', cookies });
      expect(after.statusCode).toBe(401);
    });

    it("should say field by field, in the player's language, what the schema or the age rule refuses", async () => {
      const registered = await register('cy@example.com');
      const cookies = { pf_session: sessionCookie(registered)!.value };
      const patch = (body: unknown, language = 'en') =>
        app.inject({
          method: 'PATCH',
          url: '/api/v1/player',
          cookies,
          headers: { 'content-type': 'application/json', origin, 'accept-language': language },
          payload: JSON.stringify(body),
        });

      const tooLong = await patch({ lastName: 'L'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        code: 'PATCH_PLAYER_FIELDS_ERROR',
        fields: [{ name: 'lastName', message: 'Enter at most 100 characters.' }],
      });
      const german = await patch({ lastName: 'L'.repeat(101) }, 'de-DE,de;q=0.9');
      expect(german.json()).toMatchObject({
        fields: [{ name: 'lastName', message: 'Gib höchstens 100 Zeichen ein.' }],
      });

      // Born 17 years ago today: not yet 18. A date in the future is not a birth date.
      const now = new Date();
      const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
      const young = await patch({ birthDate: seventeen });
      expect(young.statusCode).toBe(400);
      expect(young.json()).toMatchObject({
        code: 'PATCH_PLAYER_FIELDS_ERROR',
        fields: [{ name: 'birthDate', message: 'You must be at least 18 years old.' }],
      });
      const future = await patch({ birthDate: `${now.getUTCFullYear() + 1}-01-01` }, 'ar');
      expect(future.json()).toMatchObject({ fields: [{ name: 'birthDate' }] });
      const adult = await patch({ birthDate: `${now.getUTCFullYear() - 19}-01-01` });
      expect(adult.statusCode).toBe(200);
    });

    it('should answer a wrong password and an unknown e-mail alike', async () => {
      await register('cy@example.com', 'cy has a long password');
      const attempt = async (email: string) => {
        const { payload, ...headers } = json({ email, password: 'wrong password!' });
        return app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload });
      };
      const [wrong, unknown] = await Promise.all([attempt('cy@example.com'), attempt('nobody@example.com')]);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });
  });

  describe('given a forged or missing session', () => {
    it.each([
      ['missing', {}],
      ['forged', { pf_session: 'A'.repeat(43) }],
      ['malformed', { pf_session: "' or 1=1 --" }],
    ])('should answer 401 for a %s session', async (_name, cookies) => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/player', cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });

  describe('given a cross-site request', () => {
    it('should refuse a state change from another origin and let the same origin through', async () => {
      const body = JSON.stringify({ email: 'evil@example.com', password: 'irrelevant-pass' });
      const evil = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        payload: body,
      });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });

      const fetchSite = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchSite.statusCode).toBe(403);
    });
  });
});
