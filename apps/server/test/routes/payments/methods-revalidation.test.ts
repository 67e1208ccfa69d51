import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GetMethodsResponse } from '@playfront/contracts';
import { GetMethodsResponseSchema } from '@playfront/contracts/schemas';
import { catalogue } from '../../../src/payments/catalogue/index.ts';
import { createMethodLister } from '../../../src/payments/methods/list-methods.ts';
import { savedProfiles } from '../../../src/payments/profiles/saved-profiles-repository.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { credit, registerPlayer, type TestPlayer } from './payments-fixtures.ts';

const API = '/api/v1/payments';

describe('given getMethods answers served from the list cache with an ETag', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (player: TestPlayer, query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${API}/methods?${query}`, cookies: player.cookies, headers });

  const etagOf = async (player: TestPlayer, query: string): Promise<string> => {
    const response = await get(player, query);
    expect(response.statusCode).toBe(200);
    const etag = response.headers.etag;
    if (typeof etag !== 'string') throw new Error('getMethods answered without an ETag');
    return etag;
  };

  /** Whether the browser's copy under `etag` is still the answer: 304, or 200 with another tag. */
  const revalidate = async (player: TestPlayer, query: string, etag: string) => {
    const response = await get(player, query, { 'if-none-match': etag });
    return { status: response.statusCode, etag: response.headers.etag, body: response.body };
  };

  it('should answer with a weak ETag, private no-cache and the request headers it varies on', async () => {
    const player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const response = await get(player, 'action=deposit');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(['cookie', 'accept-language']),
    );
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The same request again: the same bytes, the same tag (served from the cache).
    const again = await get(player, 'action=deposit');
    expect(again.body).toBe(response.body);
    expect(again.headers.etag).toBe(response.headers.etag);
  });

  it('should write the bytes the response schema serializer writes for the same answer', async () => {
    const player = await registerPlayer(app, { country: 'NL', currency: 'EUR' });
    await credit(app.database.db, player.id, 'EUR', 50_000);
    await savedProfiles.create(
      app.database.db,
      {
        playerId: player.id,
        methodId: 'ideal',
        kind: 'bank_account',
        display: 'iDEAL •••• 0001',
        details: { last4: '0001' },
        token: 'tok_ideal',
      },
      1_000,
    );
    const lister = createMethodLister(catalogue);
    const profiles = await savedProfiles.list(app.database.db, player.id);
    const expected = (action: 'deposit' | 'cashout'): GetMethodsResponse => {
      const { methods, availableIds } = lister.list(action, 'EUR', {
        country: 'NL',
        kycStatus: 'not_started',
        balances: { EUR: 50_000 },
      });
      return {
        action,
        currency: 'EUR',
        methods,
        savedProfiles: profiles.filter((profile) => availableIds.has(profile.methodId)),
      };
    };
    // Fastify's own serializer for the route's response schema: what the route sent before it
    // served cached bytes.
    const plain = Fastify();
    const schema = { response: { 200: GetMethodsResponseSchema } };
    plain.get('/deposit', { schema }, () => expected('deposit'));
    plain.get('/cashout', { schema }, () => expected('cashout'));
    try {
      for (const action of ['deposit', 'cashout'] as const) {
        const reference = await plain.inject({ method: 'GET', url: `/${action}` });
        const served = await get(player, `action=${action}&currency=EUR`);
        expect(served.rawPayload.equals(reference.rawPayload)).toBe(true);
        expect(JSON.parse(served.body)).toEqual(JSON.parse(reference.body));
        expect(expected(action).savedProfiles).toHaveLength(action === 'deposit' ? 1 : 0);
      }
    } finally {
      await plain.close();
    }
  });

  it('should answer 304 without a body when If-None-Match names the current answer, and 200 otherwise', async () => {
    const player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const etag = await etagOf(player, 'action=deposit');
    const hit = await get(player, 'action=deposit', { 'if-none-match': etag });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['cache-control']).toBe('private, no-cache');
    // Listed among others, or without W/ (If-None-Match compares weakly), or as *: still the same answer.
    const opaque = etag.replace(/^W\//, '');
    for (const header of [`"other", ${etag}`, opaque, '*']) {
      expect((await get(player, 'action=deposit', { 'if-none-match': header })).statusCode).toBe(304);
    }
    const miss = await get(player, 'action=deposit', { 'if-none-match': 'W/"something-else"' });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers.etag).toBe(etag);
    // Another action, another currency: another answer under another tag.
    expect(await etagOf(player, 'action=cashout')).not.toBe(etag);
    expect(await etagOf(player, 'action=deposit&currency=USD')).not.toBe(etag);
  });

  it("should answer 200 with a new ETag once the player's country, KYC status, balance or saved profiles change", async () => {
    const player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const db = app.database.db;

    const deposit = await etagOf(player, 'action=deposit');
    await app.players.patch(player.id, { country: 'NL' });
    const moved = await revalidate(player, 'action=deposit', deposit);
    expect(moved.status).toBe(200);
    expect(moved.etag).not.toBe(deposit);
    // iDEAL is Dutch: available now.
    const dutch = JSON.parse(moved.body) as GetMethodsResponse;
    expect(dutch.methods.find((m) => m.id === 'ideal')).toMatchObject({ available: true });
    expect((await revalidate(player, 'action=deposit', String(moved.etag))).status).toBe(304);

    const cashout = await etagOf(player, 'action=cashout&currency=EUR');
    const visaMin = catalogue.method('visa')!.terms.cashout!.limits.find((l) => l.currency === 'EUR')!.min;
    await credit(db, player.id, 'EUR', visaMin);
    const funded = await revalidate(player, 'action=cashout&currency=EUR', cashout);
    expect(funded.status).toBe(200);
    expect(funded.etag).not.toBe(cashout);

    // Bitcoin cashouts are German, not Dutch: a German holder waits for verification.
    const holder = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    await credit(db, holder.id, 'BTC', 10_000_000);
    const crypto = await etagOf(holder, 'action=cashout&currency=BTC');
    await app.players.setKycStatus(holder.id, 'verified');
    const verified = await revalidate(holder, 'action=cashout&currency=BTC', crypto);
    expect(verified.status).toBe(200);
    expect(verified.etag).not.toBe(crypto);

    const before = await etagOf(player, 'action=deposit');
    await savedProfiles.create(db, {
      playerId: player.id,
      methodId: 'visa',
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { last4: '4242' },
      token: 'tok_visa',
    });
    const saved = await revalidate(player, 'action=deposit', before);
    expect(saved.status).toBe(200);
    expect((JSON.parse(saved.body) as GetMethodsResponse).savedProfiles).toHaveLength(1);
  });

  it("should not answer 304 to another player's tag when their answers differ, nor differ when they are alike", async () => {
    const german = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const german2 = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const dutch = await registerPlayer(app, { country: 'NL', currency: 'EUR' });
    const etag = await etagOf(german, 'action=deposit');
    // Two players of the same standing without profiles get the same bytes, so the same tag.
    expect(await etagOf(german2, 'action=deposit')).toBe(etag);
    expect((await revalidate(dutch, 'action=deposit', etag)).status).toBe(200);
  });

  it('should keep no-store on a refusal', async () => {
    const player = await registerPlayer(app);
    const response = await get(player, 'action=refund');
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
