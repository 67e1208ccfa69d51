import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { cancelCashoutPath, SUBMIT_PATH } from '@playfront/contracts';
import { savedProfiles } from '../../../src/payments/profiles/saved-profiles-repository.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { rawRequest } from '../../helpers/raw-http.ts';
import {
  cardCashout,
  fundByCard,
  registerPlayer,
  submit,
  submitBody,
  type TestPlayer,
} from '../payments/submit-helpers.ts';

const EVIL = 'https://evil.example';
const PASSWORD = 'a long enough secret';

/** `/%61pi/v1/x` for `/api/v1/x`: a letter percent-encoded, as a forged form may write it. */
const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

/**
 * Spellings of one API path that a router may map to the same route (or a browser may send):
 * percent-encoded letters in the first and third segments, doubled slashes, upper case, a
 * trailing slash and a dot segment.
 */
function variants(path: string): string[] {
  const [, api = '', version = '', resource = '', ...rest] = path.split('/');
  const tail = rest.length === 0 ? '' : `/${rest.join('/')}`;
  return [
    `/${encodeFirst(api)}/${version}/${resource}${tail}`,
    `/${api}/${version}/${encodeFirst(resource)}${tail}`,
    `/${encodeFirst(api)}/${version}/${encodeFirst(resource)}${tail}`,
    `/${path}`,
    `/${api}//${version}/${resource}${tail}`,
    path.toUpperCase(),
    `/${api.toUpperCase()}/${version}/${resource}${tail}`,
    `${path}/`,
    `/${api}/./${version}/${resource}${tail}`,
  ];
}

describe('given a victim logged in on a listening server, and forged requests from another origin', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let port: number;
  let victim: TestPlayer;
  let email: string;
  let cashoutId: string;
  let profileId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
    app = testApp.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;

    victim = await registerPlayer(app);
    email = (await app.inject({ method: 'GET', url: '/api/v1/player', cookies: victim.cookies })).json<{
      email: string;
    }>().email;
    // Funded by card, so the closed-loop rule lets the cashout go back to that card.
    await fundByCard(app, victim, 100_000);
    const cashout = await submit(app, victim, cardCashout(10_000), 'k-victim-1');
    cashoutId = cashout.json<{ transactionId: string }>().transactionId;
    const profile = await savedProfiles.create(app.database.db, {
      playerId: victim.id,
      methodId: 'visa',
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { last4: '4242' },
      token: 'tok_victim',
    });
    profileId = profile.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const json = (body: unknown) => JSON.stringify(body);
  const routes = () =>
    [
      ['PATCH', '/api/v1/player', json({ firstName: 'Mallory' })],
      ['POST', '/api/v1/auth/login', json({ email, password: PASSWORD })],
      [
        'POST',
        '/api/v1/auth/register',
        json({ email: 'planted@example.com', password: PASSWORD, country: 'DE', currency: 'EUR' }),
      ],
      [
        'POST',
        SUBMIT_PATH,
        json(submitBody('skrill', 'cashout', 'EUR', 5_000, { skrill_email: 'mallory@example.com' })),
      ],
      ['POST', cancelCashoutPath(cashoutId), undefined],
      ['DELETE', `/api/v1/payments/profiles/${profileId}`, undefined],
      // Last: once logged out, the victim's cookie would make the others fail for that reason alone.
      ['POST', '/api/v1/auth/logout', undefined],
    ] as const;

  it('should refuse every spelling of every state-changing route with 403 or 404', async () => {
    let sent = 0;
    // Every forged request is sent before judging, so the next test sees what all of them did.
    const wrong: string[] = [];
    for (const [method, path, body] of routes()) {
      for (const [index, variant] of variants(path).entries()) {
        const answer = await rawRequest(
          port,
          method,
          variant,
          {
            origin: EVIL,
            cookie: `pf_session=${victim.cookies.pf_session ?? ''}`,
            'idempotency-key': `k-forged-${index}-${method}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body,
        );
        sent += 1;
        if (![403, 404].includes(answer.status) || answer.headers['set-cookie'] !== undefined) {
          wrong.push(`${method} ${variant} answered ${answer.status} ${answer.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBe(routes().length * 9);
  });

  it('should have changed nothing: session, player fields, cashout, profile, accounts', async () => {
    const player = await app.inject({ method: 'GET', url: '/api/v1/player', cookies: victim.cookies });
    expect(player.statusCode).toBe(200);
    expect(player.json()).not.toMatchObject({ firstName: 'Mallory' });

    const db = app.database.db;
    const cashout = await db
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', cashoutId)
      .executeTakeFirstOrThrow();
    expect(cashout.status).toBe('pending');
    const transactions = await db
      .selectFrom('transactions')
      .select('id')
      .where('player_id', '=', victim.id)
      .where('action', '=', 'cashout')
      .execute();
    expect(transactions).toHaveLength(1);
    expect(await savedProfiles.findForPlayer(db, victim.id, profileId)).toMatchObject({
      token: 'tok_victim',
    });
    const planted = await db
      .selectFrom('players')
      .select('id')
      .where('email', '=', 'planted@example.com')
      .executeTakeFirst();
    expect(planted).toBeUndefined();
    const sessions = await db
      .selectFrom('sessions')
      .select('player_id')
      .where('player_id', '=', victim.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('should still serve the same requests from the site itself', async () => {
    const own = `http://127.0.0.1:${port}`;
    const renamed = await rawRequest(
      port,
      'PATCH',
      '/%61pi/v1/player',
      {
        origin: own,
        cookie: `pf_session=${victim.cookies.pf_session ?? ''}`,
        'content-type': 'application/json',
      },
      json({ firstName: 'Ada' }),
    );
    expect(renamed.status).toBe(200);
    const loggedOut = await rawRequest(port, 'POST', '/api/v1/auth/logout', {
      origin: own,
      cookie: `pf_session=${victim.cookies.pf_session ?? ''}`,
    });
    expect(loggedOut.status).toBe(204);
  });
});
