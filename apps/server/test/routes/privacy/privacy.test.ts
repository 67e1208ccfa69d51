import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Value } from 'typebox/value';
import {
  CONSENT_COOKIE,
  CONSENT_POLICY_VERSION,
  AUDIT_PATH,
  EVENTS_PATH,
  playerViewPath,
  PLAYER_DATA_EXPORT_FORMAT,
  PLAYER_DATA_EXPORTS_PER_HOUR,
  PLAYER_ERASED_AUDIT_ACTION,
  serializeConsent,
  type AnalyticsEvent,
  type AuditPage,
  type PlayerDataExport,
} from '@playfront/contracts';
import { PlayerDataExportSchema } from '@playfront/contracts/schemas';
import { seedDemoStaff } from '../../../src/demo-data/seed-demo-staff.ts';
import { EVENTS_SETTLE_MS, finishEventsErasure } from '../../../src/privacy/finish-events-erasure.ts';
import { SqlPlayerEvents } from '../../../src/privacy/sql-player-events.ts';
import { rollupUpdaterOf } from '../../../src/console/rollups/rollup-updater.ts';
import type { Database } from '../../../src/db/schema.ts';
import { demoStaffSession } from '../../console/console-fixtures.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { asStored, makeEvent } from '../../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { setLimits } from '../protection/deposit-limits-helpers.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  notifyProvider,
  submitBody,
  submitOk,
} from '../payments/submit-helpers.ts';
import {
  exportOf,
  logIn,
  PASSWORD,
  registerAttributedPlayer,
  requestErasure,
  requestExport,
  type PrivacyPlayer,
} from './privacy-helpers.ts';

/** A security code that stands out, and the card number in the spellings that might leak. */
const CVV = '739';
const PAN_SPELLINGS = ['4242424242424242', '4242 4242 4242 4242', '424242424242'];

/**
 * A player's data export and erasure (decision 061) through the HTTP API, on both databases:
 * what the export holds (and never: a card number, a security code, another player's data), the
 * erasure of each personal field and identifier, the ledger kept, and every refusal.
 */
/** The visitor ids the report rollups' dictionary holds under this name (decision 059). */
const dictionaryNamesIn = async (db: Kysely<Database>, name: string) =>
  (await sql<{ id: number }>`select id from visitor_ids where temp_player_id = ${name}`.execute(db)).rows;

describe.each(['sqlite', 'postgres'] as const)('given player data on %s', (dialect) => {
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

  const sendEvents = async (events: readonly AnalyticsEvent[]) => {
    const response = await app.inject({
      method: 'POST',
      url: `${EVENTS_PATH}?no-cookie=true`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(events),
    });
    expect(response.json()).toMatchObject({ accepted: events.length });
  };

  /** `count` events stored straight into the table (the collector's limits are not under test). */
  const storeEvents = async (count: number, overrides: Partial<Record<keyof AnalyticsEvent, unknown>>) => {
    const rows = Array.from({ length: count }, (_, index) => {
      return asStored(makeEvent({ ...overrides, timestamp: Date.now() - index }));
    });
    for (let start = 0; start < rows.length; start += 50) {
      await app.database.db
        .insertInto('analytics_events')
        .values(rows.slice(start, start + 50))
        .execute();
    }
  };

  /** A player with a saved card, a completed deposit and a completed cashout: balance 0 again. */
  const playerWithHistory = async (): Promise<PrivacyPlayer & { depositId: string; cashoutId: string }> => {
    const player = await registerAttributedPlayer(app);
    const deposit = await submitOk(
      app,
      player,
      submitBody(
        'credit-card',
        'deposit',
        'EUR',
        10_000,
        cardFields(CARD.approve, { cvv: CVV, save_card: true }),
      ),
    );
    if (!deposit.ok || deposit.transactionId === undefined) throw new Error('deposit failed');
    const cashout = await submitOk(app, player, cardCashout(10_000));
    if (!cashout.ok || cashout.transactionId === undefined) throw new Error('cashout failed');
    await notifyProvider(app, cashout.transactionId, { type: 'payout', outcome: 'paid' });
    return { ...player, depositId: deposit.transactionId, cashoutId: cashout.transactionId };
  };

  describe('when the player downloads their data', () => {
    it('should answer one JSON attachment with profile, attribution, consent, money, limits and their events only', async () => {
      const player = await playerWithHistory();
      const other = await registerAttributedPlayer(app);
      await setLimits(app, player, { day: 50_000 });
      await app.database.db
        .insertInto('reality_checks')
        .values({ player_id: player.id, interval_minutes: 30, updated_at: Date.now() })
        .execute();
      await sendEvents([
        makeEvent({ user_id: player.id, temp_player_id: player.visitorId, event: 'page_view' }),
        makeEvent({ user_id: null, temp_player_id: player.visitorId, event: 'landing' }),
        makeEvent({ user_id: player.id, temp_player_id: 'another-browser', event: 'login' }),
        makeEvent({ user_id: other.id, temp_player_id: other.visitorId }),
        makeEvent({ user_id: null, temp_player_id: 'a-stranger' }),
      ]);
      const consent = serializeConsent({
        analytics: true,
        attribution: false,
        at: 1_700_000_000_000,
        version: CONSENT_POLICY_VERSION,
      });

      const response = await requestExport(app, { ...player.cookies, [CONSENT_COOKIE]: consent });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="playfront-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json<PlayerDataExport>();
      expect(Value.Check(PlayerDataExportSchema, data)).toBe(true);
      expect(data.format).toBe(PLAYER_DATA_EXPORT_FORMAT);
      expect(data.profile).toMatchObject({
        id: player.id,
        email: player.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 'f',
        birthDate: '1990-12-10',
        address: '12 St James Square',
        city: 'London',
        postalCode: 'SW1Y 4JH',
        phone: '+447700900123',
        country: 'DE',
        currency: 'EUR',
        emailVerifiedAt: expect.any(Number) as number,
      });
      expect(data.attribution).toMatchObject({
        stag: 'aff_privacy',
        interlayerId: 'landing-7',
        tempPlayerId: player.visitorId,
        clickId: expect.stringMatching(/^click-\d+$/) as string,
      });
      expect(data.consent).toEqual({
        analytics: true,
        attribution: false,
        at: 1_700_000_000_000,
        version: 1,
      });
      expect(data.balances).toEqual([
        { currency: 'EUR', balance: 0, updatedAt: expect.any(Number) as number },
      ]);
      expect(data.transactions.map((t) => [t.id, t.action, t.amount, t.status])).toEqual([
        [player.depositId, 'deposit', 10_000, 'approved'],
        [player.cashoutId, 'cashout', 10_000, 'approved'],
      ]);
      expect(data.transactions[0]?.instrument).toMatch(/4242$/);
      expect(data.ledger.map((e) => [e.transactionId, e.amount])).toEqual([
        [player.depositId, 10_000],
        [player.cashoutId, -10_000],
      ]);
      expect(data.savedInstruments).toEqual([
        expect.objectContaining({
          methodId: 'credit-card',
          display: expect.stringMatching(/4242$/) as string,
        }),
      ]);
      expect(data.realityCheck).toEqual({ intervalMinutes: 30, updatedAt: expect.any(Number) as number });
      expect(data.depositLimits).toEqual([
        expect.objectContaining({ period: 'day', amount: 50_000, currency: 'EUR' }),
      ]);
      expect(data.events.map((e) => e.event).sort()).toEqual(['landing', 'login', 'page_view']);
      expect(new Set(data.events.map((e) => e.event_id)).size).toBe(3);
      // Nothing of the other player or of a stranger.
      expect(response.body).not.toContain(other.id);
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain(other.visitorId);
      expect(response.body).not.toContain('a-stranger');
    });

    it('should hold no card number, no security code and no provider token', async () => {
      const player = await playerWithHistory();
      const body = (await requestExport(app, player.cookies)).body;
      for (const spelling of PAN_SPELLINGS) expect(body).not.toContain(spelling);
      for (const leak of [`"${CVV}"`, `:${CVV},`, `:${CVV}}`, '"cvv"', 'cvv='])
        expect(body).not.toContain(leak);
      const tokens = await app.database.db
        .selectFrom('saved_profiles')
        .select('token')
        .where('player_id', '=', player.id)
        .execute();
      expect(tokens).toHaveLength(1);
      for (const { token } of tokens) expect(body).not.toContain(token);
    });

    it('should page through many events and return each once, in time order', async () => {
      const player = await registerAttributedPlayer(app);
      await storeEvents(700, { user_id: player.id, temp_player_id: player.visitorId });
      await storeEvents(600, { user_id: null, temp_player_id: player.visitorId });
      await storeEvents(30, { user_id: `${player.id}-not`, temp_player_id: 'someone-else' });

      const data = await exportOf(app, player);

      expect(data.events).toHaveLength(1_300);
      expect(new Set(data.events.map((e) => e.event_id)).size).toBe(1_300);
      const byUser = data.events.slice(0, 700).map((e) => e.timestamp);
      expect(byUser).toEqual([...byUser].sort((a, b) => a - b));
    });

    it('should refuse without a session, and never take a player id from the request', async () => {
      expect((await requestExport(app, {})).statusCode).toBe(401);
      const player = await registerAttributedPlayer(app);
      const other = await registerAttributedPlayer(app);
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/player/data-export?playerId=${other.id}&player_id=${other.id}`,
        cookies: player.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<PlayerDataExport>().profile.id).toBe(player.id);
      expect(response.body).not.toContain(other.id);
    });

    it('should limit exports per player, whichever session asks', async () => {
      const player = await registerAttributedPlayer(app);
      for (let index = 0; index < PLAYER_DATA_EXPORTS_PER_HOUR; index += 1) {
        expect((await requestExport(app, player.cookies)).statusCode).toBe(200);
      }
      const second = await logIn(app, player.email);
      const secondCookie = second.cookies.find((c) => c.name === 'pf_session')?.value ?? '';
      const refused = await requestExport(app, { pf_session: secondCookie });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another player keeps their own budget.
      expect((await requestExport(app, (await registerAttributedPlayer(app)).cookies)).statusCode).toBe(200);
    });
  });

  describe('when the player asks for erasure', () => {
    it('should refuse a wrong password and change nothing', async () => {
      const player = await registerAttributedPlayer(app);
      const refused = await requestErasure(app, player, 'not my password at all');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
      expect((await exportOf(app, player)).profile.email).toBe(player.email);
    });

    it('should refuse while money is in the account, in the player’s language', async () => {
      const player = await registerAttributedPlayer(app);
      await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 5_000, cardFields(CARD.approve)),
      );
      const refused = await requestErasure(app, player);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'ERASURE_BALANCE_REMAINS',
        message:
          'Your account still holds money. Please withdraw your balance before you ask us to delete your account.',
      });
      const german = await requestErasure(app, player, PASSWORD, { 'accept-language': 'de' });
      expect(german.json<{ message: string }>().message).toMatch(/^Auf deinem Konto ist noch Guthaben\./);
      expect((await exportOf(app, player)).profile.firstName).toBe('Ada');
    });

    it('should refuse while a cashout is pending', async () => {
      const player = await registerAttributedPlayer(app);
      await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 5_000, cardFields(CARD.approve)),
      );
      const cashout = await submitOk(app, player, cardCashout(5_000));
      expect(cashout.ok).toBe(true);
      const refused = await requestErasure(app, player);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ERASURE_PAYMENT_PENDING' });
    });

    it('should refuse while a deposit waits for the player’s 3-D Secure step', async () => {
      const player = await registerAttributedPlayer(app);
      const challenged = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 5_000, cardFields(CARD.challenge)),
      );
      expect(challenged.ok).toBe(true);
      const refused = await requestErasure(app, player);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ERASURE_PAYMENT_PENDING' });
    });

    it('should refuse while a self-exclusion runs', async () => {
      const player = await registerAttributedPlayer(app);
      const now = Date.now();
      await app.database.db
        .insertInto('player_exclusions')
        .values({
          id: randomUUID(),
          player_id: player.id,
          kind: 'self_exclusion',
          starts_at: now - 1_000,
          ends_at: now + 180 * 86_400_000,
          created_at: now - 1_000,
        })
        .execute();
      const refused = await requestErasure(app, player);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ERASURE_EXCLUSION_ACTIVE' });
    });

    it('should refuse without a session', async () => {
      const refused = await requestErasure(app, { id: 'nobody', cookies: {} });
      expect(refused.statusCode).toBe(401);
    });

    it('should close the account, erase every personal field and identifier, and keep the ledger', async () => {
      const player = await playerWithHistory();
      const other = await registerAttributedPlayer(app);
      await sendEvents([
        makeEvent({ user_id: player.id, temp_player_id: player.visitorId }),
        makeEvent({ user_id: null, temp_player_id: player.visitorId }),
        makeEvent({ user_id: other.id, temp_player_id: other.visitorId }),
      ]);
      const second = await logIn(app, player.email);
      expect(second.statusCode).toBe(200);
      const secondCookie = second.cookies.find((c) => c.name === 'pf_session')?.value ?? '';
      const { db } = app.database;
      const dictionaryNames = (name: string) => dictionaryNamesIn(db, name);
      const ledgerBefore = await db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('player_id', '=', player.id)
        .execute();
      const transactionsBefore = await db
        .selectFrom('transactions')
        .selectAll()
        .where('player_id', '=', player.id)
        .execute();

      // The report rollups have counted the player's visits before they ask.
      await rollupUpdaterOf(db, dialect).catchUp();
      const erased = await requestErasure(app, player);

      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toEqual({ erasedAt: expect.any(Number) as number });
      expect(erased.cookies.find((c) => c.name === 'pf_session')?.value).toBe('');
      // Closed at once: both sessions end, the log-in is refused, the export too.
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/player', cookies: player.cookies })).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/player', cookies: { pf_session: secondCookie } }))
          .statusCode,
      ).toBe(401);
      expect((await requestExport(app, { pf_session: secondCookie })).statusCode).toBe(401);
      const login = await logIn(app, player.email);
      expect(login.statusCode).toBe(401);
      expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

      const row = await db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: `erased-${player.id}@erased.invalid`,
        first_name: null,
        last_name: null,
        gender: null,
        birth_date: null,
        address: null,
        city: null,
        postal_code: null,
        phone: null,
        erased_at: expect.any(Number) as number,
      });
      expect(row.password_hash).not.toMatch(/^scrypt\$/);
      const leftovers = async (
        table: 'sessions' | 'account_tokens' | 'email_verifications' | 'saved_profiles',
      ) => db.selectFrom(table).select('player_id').where('player_id', '=', player.id).execute();
      expect(await leftovers('sessions')).toEqual([]);
      expect(await leftovers('account_tokens')).toEqual([]);
      expect(await leftovers('email_verifications')).toEqual([]);
      expect(await leftovers('saved_profiles')).toEqual([]);
      expect(
        await db.selectFrom('mail_outbox').select('id').where('to_address', '=', player.email).execute(),
      ).toEqual([]);

      // Attribution keeps the affiliate only; the visitor id is the erasure's pseudonym.
      const erasure = await db
        .selectFrom('player_erasures')
        .selectAll()
        .where('player_id', '=', player.id)
        .executeTakeFirstOrThrow();
      // The events step ran; it runs again until events sent late have come in (EVENTS_SETTLE_MS).
      expect(erasure).toMatchObject({
        events_done_at: null,
        pending_visitor_ids: JSON.stringify([player.visitorId]),
      });
      expect(erasure.pseudonym).toMatch(/^erased-[0-9a-f-]{36}$/);
      expect(
        await db
          .selectFrom('player_attribution')
          .selectAll()
          .where('player_id', '=', player.id)
          .executeTakeFirstOrThrow(),
      ).toMatchObject({
        stag: 'aff_privacy',
        interlayer_id: 'landing-7',
        temp_player_id: erasure.pseudonym,
        click_id: null,
      });

      // Events: no row names the player any more; they still count as one visitor; others untouched.
      const naming = () =>
        db
          .selectFrom('analytics_events')
          .select('event_id')
          .where((eb) => eb.or([eb('user_id', '=', player.id), eb('temp_player_id', '=', player.visitorId)]))
          .execute();
      expect(await naming()).toEqual([]);
      // Nor does the report rollups' dictionary of visitors, which counted the player already.
      expect(await dictionaryNames(player.visitorId)).toEqual([]);
      expect(await dictionaryNames(erasure.pseudonym)).toHaveLength(1);
      const pseudonymous = await db
        .selectFrom('analytics_events')
        .select(['user_id', 'temp_player_id'])
        .where('temp_player_id', '=', erasure.pseudonym)
        .execute();
      expect(pseudonymous).toHaveLength(2);
      expect(
        await db.selectFrom('analytics_events').select('event_id').where('user_id', '=', other.id).execute(),
      ).toHaveLength(1);

      // An event the closing page sent late, still with the player's ids, meets the next sweep,
      // even when the rollups counted it under the old id first.
      await sendEvents([makeEvent({ user_id: player.id, temp_player_id: player.visitorId })]);
      await rollupUpdaterOf(db, dialect).catchUp();
      const later = () => erasure.requested_at + EVENTS_SETTLE_MS;
      expect(await finishEventsErasure(db, new SqlPlayerEvents(db), { now: later })).toBe(1);
      expect(await naming()).toEqual([]);
      expect(await dictionaryNames(player.visitorId)).toEqual([]);
      expect(
        await db
          .selectFrom('player_erasures')
          .select(['events_done_at', 'pending_visitor_ids'])
          .where('player_id', '=', player.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ events_done_at: later(), pending_visitor_ids: null });
      expect(await finishEventsErasure(db, new SqlPlayerEvents(db), { now: later })).toBe(0);

      // The ledger and the transactions stay as they were (AML record keeping).
      expect(
        await db.selectFrom('ledger_entries').selectAll().where('player_id', '=', player.id).execute(),
      ).toEqual(ledgerBefore);
      expect(
        await db.selectFrom('transactions').selectAll().where('player_id', '=', player.id).execute(),
      ).toEqual(transactionsBefore);

      // Staff see that it happened, and nothing of what was erased.
      const audit = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('subject', '=', `player:${player.id}`)
        .where('action', '=', PLAYER_ERASED_AUDIT_ACTION)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ staff_id: null, before: null, after: null, reason: 'player' });

      // The other player is untouched, and the freed address may open a new account.
      expect((await exportOf(app, other)).profile.email).toBe(other.email);
      const again = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '10.79.0.1',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
        payload: JSON.stringify({ email: player.email, password: PASSWORD, country: 'DE', currency: 'EUR' }),
      });
      expect(again.statusCode).toBe(201);
      expect(again.json<{ id: string }>().id).not.toBe(player.id);
    });

    it('should show staff that an erasure happened, and nothing of what was erased', async () => {
      const player = await registerAttributedPlayer(app);
      expect((await requestErasure(app, player)).statusCode).toBe(200);
      await seedDemoStaff(app.database.db, 'test');
      const admin = await demoStaffSession(app, 'admin');

      const audit = await app.inject({
        method: 'GET',
        url: `${AUDIT_PATH}?action=${PLAYER_ERASED_AUDIT_ACTION}&limit=200`,
        cookies: { pf_staff_session: admin },
      });
      expect(audit.statusCode).toBe(200);
      const entries = audit.json<AuditPage>().entries.filter((e) => e.subject === `player:${player.id}`);
      expect(entries).toEqual([
        expect.objectContaining({ action: 'player.erased', before: null, after: null, reason: 'player' }),
      ]);

      const view = await app.inject({
        method: 'GET',
        url: playerViewPath(player.id),
        cookies: { pf_staff_session: admin },
      });
      expect(view.statusCode).toBe(200);
      for (const erased of [
        player.email,
        'Lovelace',
        '+447700900123',
        '1990-12-10',
        'SW1Y 4JH',
        player.visitorId,
      ])
        expect(view.body).not.toContain(erased);
      expect(view.body).toContain(`erased-${player.id}@erased.invalid`);
    });

    it('should not erase twice: the closed account has no session left to ask with', async () => {
      const player = await registerAttributedPlayer(app);
      expect((await requestErasure(app, player)).statusCode).toBe(200);
      expect((await requestErasure(app, player)).statusCode).toBe(401);
    });
  });
});
