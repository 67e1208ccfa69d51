import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import {
  type GetConversionMethodsResponse,
  type GetMethodFieldsResponse,
  type GetMethodsResponse,
  type MethodView,
  type TransactionsResponse,
} from '@playfront/contracts';
import {
  BalancesResponseSchema,
  CashierConfigSchema,
  GetConversionMethodsResponseSchema,
  GetMethodFieldsResponseSchema,
  GetMethodsResponseSchema,
  TransactionsResponseSchema,
} from '@playfront/contracts/schemas';
import { catalogue } from '../../../src/payments/catalogue/index.ts';
import { savedProfiles } from '../../../src/payments/profiles/saved-profiles-repository.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  credit,
  INJECT_ORIGIN,
  insertTransaction,
  registerPlayer,
  type TestPlayer,
} from './payments-fixtures.ts';

const API = '/api/v1/payments';

describe.each(['sqlite', 'postgres'] as const)('given the payments read API on %s', (dialect) => {
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

  const get = (player: TestPlayer | undefined, url: string) =>
    app.inject({ method: 'GET', url: `${API}${url}`, ...(player ? { cookies: player.cookies } : {}) });

  const methodsOf = async (player: TestPlayer, query: string) => {
    const response = await get(player, `/methods?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<GetMethodsResponse>();
    expect(Value.Check(GetMethodsResponseSchema, body)).toBe(true);
    return body;
  };

  const byId = (methods: readonly MethodView[], id: string): MethodView => {
    const found = methods.find((m) => m.id === id);
    if (found === undefined) throw new Error(`method ${id} not listed`);
    return found;
  };

  describe('given no session or a forged one', () => {
    const routes = [
      ['GET', '/config'],
      ['GET', '/methods?action=deposit'],
      ['GET', '/methods/visa/fields?action=deposit'],
      ['GET', '/conversion-methods'],
      ['GET', '/balances'],
      ['GET', '/transactions'],
      ['DELETE', '/profiles/anything'],
      // A bad query is not looked at before the session: still 401.
      ['GET', '/methods?action=steal'],
    ] as const;

    it.each(routes)('should answer %s %s with 401 UNAUTHORIZED and no-store', async (method, url) => {
      const forged: Record<string, string>[] = [
        {},
        { pf_session: 'A'.repeat(43) },
        { pf_session: 'not a token' },
      ];
      for (const cookies of forged) {
        const response = await app.inject({
          method,
          url: `${API}${url}`,
          cookies,
          headers: { origin: INJECT_ORIGIN },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });
  });

  describe('given a German player with EUR', () => {
    let player: TestPlayer;

    beforeAll(async () => {
      player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    });

    it('should give the cashier config with the catalogue version, currencies and balances', async () => {
      await credit(testApp.app.database.db, player.id, 'BTC', 150_000);
      await credit(testApp.app.database.db, player.id, 'EUR', 12_345);
      const response = await get(player, '/config');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<unknown>();
      expect(Value.Check(CashierConfigSchema, body)).toBe(true);
      expect(body).toEqual({
        catalogueVersion: catalogue.catalogueVersion,
        onRampMode: 'development',
        player: {
          id: player.id,
          country: 'DE',
          currency: 'EUR',
          kycStatus: 'not_started',
          emailVerified: true,
        },
        currencies: [
          { code: 'EUR', exponent: 2 },
          { code: 'BTC', exponent: 8 },
        ],
        balances: [
          { currency: 'BTC', amount: 150_000 },
          { currency: 'EUR', amount: 12_345 },
        ],
        actions: ['deposit', 'cashout'],
        websocketPath: '/api/v1/payments/ws',
        paymentOrigins: [],
        kycCashoutThresholds: [
          { currency: 'EUR', amount: 200_000 },
          { currency: 'BTC', amount: 3_000_000 },
        ],
      });

      await app.players.setKycStatus(player.id, 'verified');
      const verified = (await get(player, '/config')).json<Record<string, unknown>>();
      expect(verified).toMatchObject({ player: { kycStatus: 'verified' } });
      expect(verified).not.toHaveProperty('kycCashoutThresholds');
    });

    it('should list the balances in minor units', async () => {
      const response = await get(player, '/balances');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Value.Check(BalancesResponseSchema, response.json())).toBe(true);
      expect(response.json()).toEqual({
        balances: [
          { currency: 'BTC', amount: 150_000 },
          { currency: 'EUR', amount: 12_345 },
        ],
      });
    });
  });

  describe('given getMethods', () => {
    let de: TestPlayer;

    beforeAll(async () => {
      de = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    });

    it("should list every deposit method, the country's popular ones first, then available ones in catalogue order, in the player currency", async () => {
      const body = await methodsOf(de, 'action=deposit');
      expect(body.action).toBe('deposit');
      expect(body.currency).toBe('EUR');
      const expectedIds = catalogue.listMethods({ action: 'deposit' }).map((m) => m.id);
      expect(body.methods.map((m) => m.id).sort()).toEqual([...expectedIds].sort());

      const firstUnavailable = body.methods.findIndex((m) => !m.available);
      expect(firstUnavailable).toBeGreaterThan(0);
      expect(body.methods.slice(firstUnavailable).every((m) => !m.available)).toBe(true);
      const order = (ids: string[]) => ids.map((id) => expectedIds.indexOf(id));
      // The country's popular methods lead, flagged (decision 038); the other available ones follow.
      const firstOther = body.methods.findIndex((m) => m.popular !== true);
      expect(firstOther).toBeGreaterThan(0);
      expect(body.methods.slice(firstOther).some((m) => m.popular === true)).toBe(false);
      const availableIds = body.methods.slice(firstOther, firstUnavailable).map((m) => m.id);
      expect(order(availableIds)).toEqual([...order(availableIds)].sort((a, b) => a - b));
      const unavailableIds = body.methods.slice(firstUnavailable).map((m) => m.id);
      expect(order(unavailableIds)).toEqual([...order(unavailableIds)].sort((a, b) => a - b));

      const visa = catalogue.method('visa')!;
      expect(byId(body.methods, 'visa')).toEqual({
        id: 'visa',
        brand: 'Visa',
        type: 'cards',
        providerId: visa.providerId,
        logoKey: visa.logoKey,
        fieldsVersion: visa.fieldsVersion,
        available: true,
        limits: visa.terms.deposit!.limits.find((l) => l.currency === 'EUR'),
        processingTime: visa.terms.deposit!.processingTime,
        commission: visa.terms.deposit!.commission,
      });
    });

    it('should mark methods the player cannot use with the reason, never hide them', async () => {
      const body = await methodsOf(de, 'action=deposit&currency=EUR');
      // iDEAL is a Dutch method: EUR, but not offered in Germany.
      expect(byId(body.methods, 'ideal')).toMatchObject({
        available: false,
        reason: 'country_not_supported',
        limits: { currency: 'EUR' },
      });
      // PIX takes only BRL.
      const pix = byId(body.methods, 'pix');
      expect(pix).toMatchObject({ available: false, reason: 'currency_not_supported' });
      expect(pix).not.toHaveProperty('limits');
      // On-ramp methods have their own route.
      expect(body.methods.some((m) => m.id.startsWith('moonpay'))).toBe(false);
    });

    it('should refuse a cashout below the minimum on a zero balance', async () => {
      const body = await methodsOf(de, 'action=cashout');
      expect(body.methods.every((m) => catalogue.method(m.id)!.terms.cashout !== undefined)).toBe(true);
      expect(byId(body.methods, 'visa')).toMatchObject({
        available: false,
        reason: 'balance_below_minimum',
        processingTime: catalogue.method('visa')!.terms.cashout!.processingTime,
      });
      expect(body.methods.some((m) => m.available)).toBe(false);
    });

    it('should make a cashout available once the balance reaches the minimum', async () => {
      const rich = await registerPlayer(app);
      const min = catalogue.method('visa')!.terms.cashout!.limits.find((l) => l.currency === 'EUR')!.min;
      await credit(app.database.db, rich.id, 'EUR', min);
      const body = await methodsOf(rich, 'action=cashout&currency=EUR');
      expect(byId(body.methods, 'visa')).toMatchObject({ available: true });
      expect(byId(body.methods, 'visa')).not.toHaveProperty('reason');
    });

    it('should require KYC for a crypto cashout and allow it once verified', async () => {
      const holder = await registerPlayer(app);
      await credit(app.database.db, holder.id, 'BTC', 10_000_000);
      const before = await methodsOf(holder, 'action=cashout&currency=BTC');
      expect(byId(before.methods, 'bitcoin')).toMatchObject({ available: false, reason: 'kyc_required' });

      await app.players.setKycStatus(holder.id, 'verified');
      const after = await methodsOf(holder, 'action=cashout&currency=BTC');
      expect(byId(after.methods, 'bitcoin')).toMatchObject({ available: true, limits: { currency: 'BTC' } });
      expect(after.methods[0]!.available).toBe(true);

      await app.players.setKycStatus(holder.id, 'rejected');
      const rejected = await methodsOf(holder, 'action=cashout&currency=BTC');
      expect(byId(rejected.methods, 'bitcoin')).toMatchObject({ available: false, reason: 'kyc_rejected' });
    });

    it('should list saved profiles of available methods only, most recently used first, never the token', async () => {
      const owner = await registerPlayer(app);
      const other = await registerPlayer(app);
      const db = app.database.db;
      const details = { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 };
      const old = await savedProfiles.create(
        db,
        {
          playerId: owner.id,
          methodId: 'visa',
          kind: 'card',
          display: 'Visa •••• 4242',
          details,
          token: 'tok_1',
        },
        1_000,
      );
      const recent = await savedProfiles.create(
        db,
        {
          playerId: owner.id,
          methodId: 'mastercard',
          kind: 'card',
          display: 'Mastercard •••• 4444',
          details: { ...details, brand: 'mastercard', last4: '4444' },
          token: 'tok_2',
        },
        2_000,
      );
      await savedProfiles.create(db, {
        playerId: owner.id,
        methodId: 'pix',
        kind: 'bank_account',
        display: 'PIX •••• 1234',
        details: { key: '•••• 1234' },
        token: 'tok_3',
      });
      await savedProfiles.create(db, {
        playerId: other.id,
        methodId: 'visa',
        kind: 'card',
        display: 'Visa •••• 1111',
        details,
        token: 'tok_other',
      });

      const response = await get(owner, '/methods?action=deposit');
      expect(response.body).not.toMatch(/tok_/);
      const body = response.json<GetMethodsResponse>();
      expect(body.savedProfiles).toEqual([
        { ...recent, lastUsedAt: new Date(2_000).toISOString() },
        { ...old, lastUsedAt: new Date(1_000).toISOString() },
      ]);
      expect(body.savedProfiles[1]).toEqual({
        id: old.id,
        methodId: 'visa',
        kind: 'card',
        display: 'Visa •••• 4242',
        details,
        lastUsedAt: '1970-01-01T00:00:01.000Z',
      });

      // Using the older one brings it to the top.
      await savedProfiles.touch(db, owner.id, old.id, 3_000);
      const touched = await methodsOf(owner, 'action=deposit');
      expect(touched.savedProfiles.map((p) => p.id)).toEqual([old.id, recent.id]);

      // Cashouts with no balance: no method is available, so no profile is offered.
      const cashout = await methodsOf(owner, 'action=cashout');
      expect(cashout.savedProfiles).toEqual([]);
      const others = await methodsOf(other, 'action=deposit');
      expect(others.savedProfiles.map((p) => p.display)).toEqual(['Visa •••• 1111']);
    });

    it.each([
      ['no action', ''],
      ['an unknown action', 'action=refund'],
      ['an unknown currency', 'action=deposit&currency=XAU'],
      ['a lower-case currency', 'action=deposit&currency=eur'],
      ['an unknown parameter', 'action=deposit&curency=EUR'],
    ])('should refuse %s with 400', async (_name, query) => {
      const response = await get(de, `/methods?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    });
  });

  describe('given getMethodFields', () => {
    let player: TestPlayer;

    beforeAll(async () => {
      player = await registerPlayer(app);
    });

    it('should give the fields of the action only', async () => {
      const visa = catalogue.method('visa')!;
      for (const action of ['deposit', 'cashout'] as const) {
        const response = await get(player, `/methods/visa/fields?action=${action}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.json<GetMethodFieldsResponse>();
        expect(Value.Check(GetMethodFieldsResponseSchema, body)).toBe(true);
        expect(body).toEqual({
          methodId: 'visa',
          action,
          fieldsVersion: visa.fieldsVersion,
          fields: visa.fields.filter((f) => f.actions === undefined || f.actions.includes(action)),
        });
        expect(body.fields.every((f) => f.actions === undefined || f.actions.includes(action))).toBe(true);
      }
      const deposit = (
        await get(player, '/methods/visa/fields?action=deposit')
      ).json<GetMethodFieldsResponse>();
      const cashout = (
        await get(player, '/methods/visa/fields?action=cashout')
      ).json<GetMethodFieldsResponse>();
      expect(deposit.fields.map((f) => f.name)).toContain('card_number');
      expect(cashout.fields.map((f) => f.name)).not.toContain('card_number');
    });

    it('should give the form of an on-ramp method', async () => {
      const response = await get(player, '/methods/moonpay-fiat/fields?action=deposit');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ methodId: 'moonpay-fiat', action: 'deposit' });
    });

    it('should answer 404 METHOD_NOT_FOUND for an unknown method', async () => {
      const response = await get(player, '/methods/no-such-method/fields?action=deposit');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'METHOD_NOT_FOUND' });
    });

    it('should answer 404 ACTION_NOT_SUPPORTED for an action the method does not have', async () => {
      const response = await get(player, '/methods/ideal/fields?action=cashout');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ACTION_NOT_SUPPORTED' });
    });

    it.each([
      ['no action', '/methods/visa/fields'],
      ['a bad action', '/methods/visa/fields?action=withdraw'],
      ['a method id that is not a slug', '/methods/Visa_Card/fields?action=deposit'],
    ])('should refuse %s with 400', async (_name, url) => {
      const response = await get(player, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });

  describe('given getConversionMethods', () => {
    it('should list the two complementary on-ramp methods, judged in the player currency', async () => {
      const player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
      const response = await get(player, '/conversion-methods');
      expect(response.statusCode).toBe(200);
      const body = response.json<GetConversionMethodsResponse>();
      expect(Value.Check(GetConversionMethodsResponseSchema, body)).toBe(true);
      expect(body.mode).toBe('development');
      expect(body.currency).toBe('EUR');
      expect(body.methods.map((m) => m.side).sort()).toEqual(['crypto', 'fiat']);
      const fiat = body.methods.find((m) => m.side === 'fiat')!;
      const crypto = body.methods.find((m) => m.side === 'crypto')!;
      expect(fiat).toMatchObject({
        id: 'moonpay-fiat',
        available: true,
        limits: { currency: 'EUR' },
        complementaryMethodId: 'moonpay-crypto',
        counterCurrencies: ['BTC', 'ETH', 'USDT'],
      });
      expect(crypto).toMatchObject({
        id: 'moonpay-crypto',
        available: false,
        reason: 'currency_not_supported',
        complementaryMethodId: 'moonpay-fiat',
      });

      const btc = (
        await get(player, '/conversion-methods?currency=BTC')
      ).json<GetConversionMethodsResponse>();
      expect(btc.methods.find((m) => m.side === 'crypto')).toMatchObject({
        available: true,
        limits: { currency: 'BTC' },
      });
    });

    it('should mark them unavailable outside the provider countries', async () => {
      const player = await registerPlayer(app, { country: 'BR', currency: 'EUR' });
      const body = (await get(player, '/conversion-methods')).json<GetConversionMethodsResponse>();
      expect(body.methods.find((m) => m.side === 'fiat')).toMatchObject({
        available: false,
        reason: 'country_not_supported',
      });
    });

    it('should refuse an unknown currency with 400', async () => {
      const player = await registerPlayer(app);
      const response = await get(player, '/conversion-methods?currency=DOLLARS');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('given deleteSavedProfile', () => {
    const remove = (player: TestPlayer, id: string, origin = INJECT_ORIGIN) =>
      app.inject({
        method: 'DELETE',
        url: `${API}/profiles/${id}`,
        cookies: player.cookies,
        headers: { origin },
      });

    it("should delete one's own profile with 204, and answer 404 for another player's or an unknown one", async () => {
      const owner = await registerPlayer(app);
      const intruder = await registerPlayer(app);
      const db = app.database.db;
      const profile = await savedProfiles.create(db, {
        playerId: owner.id,
        methodId: 'visa',
        kind: 'card',
        display: 'Visa •••• 4242',
        details: { last4: '4242' },
        token: 'tok_owner',
      });
      const updates: unknown[] = [];
      const stop = app.liveUpdates.subscribe(owner.id, (update) => updates.push(update));

      const stolen = await remove(intruder, profile.id);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' });
      const unknown = await remove(intruder, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      // The two 404s read the same: nothing says the first id exists.
      expect(stolen.body).toBe(unknown.body);
      expect(await savedProfiles.findForPlayer(db, owner.id, profile.id)).toMatchObject({
        token: 'tok_owner',
      });
      expect(await savedProfiles.findForPlayer(db, intruder.id, profile.id)).toBeUndefined();

      const crossSite = await remove(owner, profile.id, 'https://evil.example');
      expect(crossSite.statusCode).toBe(403);

      const deleted = await remove(owner, profile.id);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect(await savedProfiles.list(db, owner.id)).toEqual([]);
      expect((await remove(owner, profile.id)).statusCode).toBe(404);
      stop();
      expect(updates).toEqual([]);
    });
  });

  describe('given transaction history', () => {
    let player: TestPlayer;
    let other: TestPlayer;
    const base = Date.UTC(2026, 0, 1);
    /** As the submit flow stores them; the API shows them as pending, completed, failed, cancelled. */
    const STORED = ['pending', 'action_required', 'approved', 'declined', 'cancelled', 'failed'] as const;
    /** Ids newest first, as the API must list them. */
    let expected: string[];

    beforeAll(async () => {
      player = await registerPlayer(app);
      other = await registerPlayer(app);
      const db = app.database.db;
      const rows: { id: string; createdAt: number }[] = [];
      for (let i = 0; i < 45; i += 1) {
        // Rows come in pairs of the same time: the id breaks the tie.
        const createdAt = base + Math.floor(i / 2) * 1000;
        const id = `tx-${String(i).padStart(3, '0')}`;
        await insertTransaction(db, {
          id,
          playerId: player.id,
          action: i % 2 === 0 ? 'deposit' : 'cashout',
          currency: i % 5 === 0 ? 'USD' : 'EUR',
          status: STORED[Math.floor(i / 2) % STORED.length],
          errorCode: STORED[Math.floor(i / 2) % STORED.length] === 'declined' ? 'CARD_DECLINED' : null,
          amount: 1000 + i,
          fee: i,
          createdAt,
        });
        rows.push({ id, createdAt });
      }
      await insertTransaction(db, { id: 'tx-other', playerId: other.id, createdAt: base });
      expected = rows
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((row) => row.id);
    });

    const page = async (query: string) => {
      const response = await get(player, `/transactions?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<TransactionsResponse>();
      expect(Value.Check(TransactionsResponseSchema, body)).toBe(true);
      return body;
    };

    it('should page through everything newest first with the opaque cursor', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const body: TransactionsResponse = await page(cursor === null ? '' : `cursor=${cursor}`);
        sizes.push(body.items.length);
        seen.push(...body.items.map((item) => item.id));
        cursor = body.nextCursor;
      } while (cursor !== null);
      expect(sizes).toEqual([20, 20, 5]);
      expect(seen).toEqual(expected);
      expect(seen).not.toContain('tx-other');
    });

    it('should honour limit and give items their full shape', async () => {
      const body = await page('limit=3');
      expect(body.items.map((item) => item.id)).toEqual(expected.slice(0, 3));
      expect(body.nextCursor).toEqual(expect.any(String));
      const full = await page('limit=100');
      expect(full.items).toHaveLength(45);
      expect(full.nextCursor).toBeNull();
      const declined = full.items.find((item) => item.id === 'tx-006')!;
      expect(declined).toEqual({
        id: 'tx-006',
        action: 'deposit',
        methodId: 'visa',
        brand: 'Visa',
        currency: 'EUR',
        amount: 1006,
        fee: 6,
        status: 'failed',
        errorCode: 'CARD_DECLINED',
        createdAt: '2026-01-01T00:00:03.000Z',
        updatedAt: '2026-01-01T00:00:03.000Z',
        cancellable: false,
        // Its code's text for the player (English: no Accept-Language).
        reason: 'Your card was declined. Please use another card or contact your bank.',
      });
    });

    it('should show stored statuses as the four the player knows', async () => {
      const { items } = await page('limit=100');
      const shown = (stored: (typeof STORED)[number]) => {
        const index = STORED.indexOf(stored) * 2;
        return items.find((item) => item.id === `tx-${String(index).padStart(3, '0')}`)!.status;
      };
      expect(STORED.map(shown)).toEqual(['pending', 'pending', 'completed', 'failed', 'cancelled', 'failed']);
      // A cashout stored pending can be cancelled; one waiting on the player at the provider
      // shows as pending too, but the cancel route does not take it.
      expect(items.find((item) => item.id === 'tx-001')).toMatchObject({
        action: 'cashout',
        status: 'pending',
        cancellable: true,
      });
      expect(items.find((item) => item.id === 'tx-003')).toMatchObject({
        action: 'cashout',
        status: 'pending',
        cancellable: false,
      });
    });

    it('should mark only pending cashouts cancellable', async () => {
      const { items } = await page('limit=100');
      for (const item of items) {
        const stored = STORED[Math.floor(Number(item.id.slice(3)) / 2) % STORED.length];
        expect(item.cancellable).toBe(item.action === 'cashout' && stored === 'pending');
        if (item.cancellable) expect(item.status).toBe('pending');
      }
      expect(items.some((item) => item.cancellable)).toBe(true);
    });

    it('should filter by action, status and currency, paging within the filter', async () => {
      const all = (await page('limit=100')).items;
      const want = all.filter(
        (i) => i.action === 'cashout' && i.status === 'pending' && i.currency === 'EUR',
      );
      expect(want.length).toBeGreaterThan(3);
      const first = await page('action=cashout&status=pending&currency=EUR&limit=2');
      expect(first.items).toEqual(want.slice(0, 2));
      const second = await page(
        `action=cashout&status=pending&currency=EUR&limit=2&cursor=${first.nextCursor!}`,
      );
      expect(second.items).toEqual(want.slice(2, 4));
      const usd = await page('currency=USD&limit=100');
      expect(usd.items.map((i) => i.id)).toEqual(all.filter((i) => i.currency === 'USD').map((i) => i.id));
      const none = await page('currency=JPY');
      expect(none).toEqual({ items: [], nextCursor: null });
    });

    it('should keep only transactions created from `from` and before `before`, paging within them', async () => {
      const all = (await page('limit=100')).items;
      // Rows are 1 s apart by pairs: seconds 3 to 9 hold tx-006 … tx-019.
      const from = new Date(base + 3000).toISOString();
      const before = new Date(base + 10_000).toISOString();
      const want = all.filter((i) => i.createdAt >= from && i.createdAt < before).map((i) => i.id);
      expect(want).toHaveLength(14);
      const first = await page(`from=${from}&before=${before}&limit=10`);
      const second = await page(`from=${from}&before=${before}&limit=10&cursor=${first.nextCursor!}`);
      expect([...first.items, ...second.items].map((i) => i.id)).toEqual(want);
      expect(second.nextCursor).toBeNull();
      const onlyFrom = await page(`from=${new Date(base + 22_000).toISOString()}&limit=100`);
      expect(onlyFrom.items.map((i) => i.id)).toEqual(['tx-044']);
      const onlyBefore = await page(`before=${new Date(base + 1000).toISOString()}&limit=100`);
      expect(onlyBefore.items.map((i) => i.id)).toEqual(['tx-001', 'tx-000']);
    });

    it.each([
      ['a date that is not a date-time', 'from=2026-01-01'],
      ['a malformed before', 'before=yesterday'],
      ['limit 0', 'limit=0'],
      ['limit 101', 'limit=101'],
      ['a fractional limit', 'limit=2.5'],
      ['an unknown status', 'status=lost'],
      ['an unknown action', 'action=refund'],
      ['a cursor with bad characters', 'cursor=abc%2Fdef'],
    ])('should refuse %s with 400 VALIDATION_ERROR', async (_name, query) => {
      const response = await get(player, `/transactions?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('should refuse a cursor it did not give out with 400 INVALID_CURSOR', async () => {
      for (const cursor of ['bm9wZQ', Buffer.from('x.tx-001').toString('base64url')]) {
        const response = await get(player, `/transactions?cursor=${cursor}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_CURSOR' });
      }
    });

    it("should never show another player's transactions, even with their cursor", async () => {
      const theirs = await get(other, '/transactions');
      expect(theirs.json<TransactionsResponse>().items.map((i) => i.id)).toEqual(['tx-other']);
      const mine = await page('limit=1');
      const withMyCursor = await get(other, `/transactions?cursor=${mine.nextCursor!}`);
      expect(withMyCursor.json<TransactionsResponse>().items.map((i) => i.id)).toEqual(['tx-other']);
    });
  });
});
