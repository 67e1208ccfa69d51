import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EXCLUSION_PATH, type ExclusionState, type SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  fundByCard,
  newKey,
  registerPlayer,
  submit,
  submitBody,
  submitOk,
  type TestPlayer,
} from '../payments/submit-helpers.ts';
import { deposit, errorOf } from './deposit-limits-helpers.ts';
import { emailOf, logIn, startExclusion } from './exclusions-helpers.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Cool-off and self-exclusion (decision 060) through the HTTP API with a fake clock, on both
 * databases: the bounds, the password, sessions ended, log-in refused until the end (with a
 * cashout-only session), deposits refused in the player's language, never shortened, audited.
 */
describe.each(['sqlite', 'postgres'] as const)('given cool-off and self-exclusion on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({
      databaseUrl: cluster?.url,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const newPlayer = async (): Promise<TestPlayer & { email: string }> => {
    const player = await registerPlayer(app);
    return { ...player, email: await emailOf(app, player) };
  };

  const readExclusion = async (player: TestPlayer): Promise<ExclusionState> => {
    const response = await app.inject({ method: 'GET', url: EXCLUSION_PATH, cookies: player.cookies });
    expect(response.statusCode).toBe(200);
    return response.json<ExclusionState>();
  };

  it('should refuse a cool-off without the right password or outside 24 hours to 6 weeks', async () => {
    const player = await newPlayer();
    const wrong = await startExclusion(app, player, { kind: 'cool_off', days: 1, currentPassword: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    for (const days of [0, 43]) {
      expect((await startExclusion(app, player, { kind: 'cool_off', days })).statusCode).toBe(400);
    }
    expect((await startExclusion(app, player, { kind: 'cool_off', months: 6 })).statusCode).toBe(400);
    expect(await readExclusion(player)).toEqual({ exclusion: null });
  });

  it('should end every session, refuse log-in and deposits until the end of the cool-off, and keep cashouts open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const player = await newPlayer();
    await fundByCard(app, player, 10_000);
    const other = await logIn(app, player);
    expect(other.response.statusCode).toBe(200);

    const started = await startExclusion(app, player, { kind: 'cool_off', days: 7 });
    expect(started.statusCode).toBe(201);
    expect(started.json<ExclusionState>()).toEqual({
      exclusion: { kind: 'cool_off', startsAt: start, endsAt: start + 7 * DAY_MS },
    });
    // This session's cookie is cleared, and every session of the player is over.
    expect(started.cookies.find((cookie) => cookie.name === 'pf_session')?.value).toBe('');
    for (const session of [player, other.session]) {
      const read = await app.inject({
        method: 'GET',
        url: '/api/v1/player',
        cookies: session?.cookies ?? {},
      });
      expect(read.statusCode).toBe(401);
    }

    // Log-in to play is refused, saying until when, in the player's language.
    vi.setSystemTime(start + 3 * DAY_MS);
    const refused = await logIn(app, player, 'de');
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'PLAYER_EXCLUDED',
      kind: 'cool_off',
      until: start + 7 * DAY_MS,
      message: expect.stringMatching(
        /^Du machst eine Pause bis .+ UTC\. Bis dahin kannst du weder einzahlen/,
      ) as string,
    });
    // The session it opens serves the balance and a cashout, never a deposit.
    const restricted = refused.session;
    expect(restricted).toBeDefined();
    const session = restricted ?? player;
    const body = submitBody('credit-card', 'deposit', 'EUR', 1_000, cardFields(CARD.approve));
    const arabic = (
      await submit(app, session, body, newKey(), { headers: { 'accept-language': 'ar' } })
    ).json<SubmitResponse>();
    expect(errorOf(arabic)).toMatchObject({ code: 'PLAYER_EXCLUDED', kind: 'request_error' });
    expect(errorOf(arabic).message).toContain('أنت في استراحة حتى');
    expect(arabic.transactionId).toBeUndefined();
    expect((await submitOk(app, session, cardCashout(4_000))).ok).toBe(true);
    expect((await readExclusion(session)).exclusion).toMatchObject({ kind: 'cool_off' });

    // At its end, log-in and deposits are back.
    vi.setSystemTime(start + 7 * DAY_MS - 1_000);
    expect((await logIn(app, player)).response.statusCode).toBe(403);
    vi.setSystemTime(start + 7 * DAY_MS);
    const back = await logIn(app, player);
    expect(back.response.statusCode).toBe(200);
    expect((await deposit(app, back.session ?? player, 1_000)).ok).toBe(true);
    expect(await readExclusion(back.session ?? player)).toEqual({ exclusion: null });
  });

  it('should never shorten a self-exclusion, let a longer one supersede it, and audit each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 31, 12));
    const start = Date.now();
    const player = await newPlayer();
    expect((await startExclusion(app, player, { kind: 'self_exclusion', months: 5 })).statusCode).toBe(400);
    expect((await startExclusion(app, player, { kind: 'self_exclusion', months: 61 })).statusCode).toBe(400);
    const year = await startExclusion(app, player, { kind: 'self_exclusion', months: 12 });
    expect(year.json<ExclusionState>().exclusion).toEqual({
      kind: 'self_exclusion',
      startsAt: start,
      endsAt: Date.UTC(2027, 0, 31, 12),
    });

    // The restricted session a log-in opens may ask for a longer one, never a shorter one.
    const { session } = await logIn(app, player);
    const restricted = session ?? player;
    for (const body of [
      { kind: 'cool_off', days: 42 },
      { kind: 'self_exclusion', months: 6 },
      { kind: 'self_exclusion', months: 12 },
    ]) {
      const shorter = await startExclusion(app, restricted, body);
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json()).toMatchObject({ code: 'EXCLUSION_NOT_LONGER' });
      expect(shorter.json<{ message: string }>().message).toMatch(/^Your break already lasts until .+ UTC\./);
    }
    const longer = await startExclusion(app, restricted, { kind: 'self_exclusion', months: 24 });
    expect(longer.statusCode).toBe(201);

    // Six months after the first one would have ended, the longer one still holds (30 Feb is 28 Feb).
    vi.setSystemTime(Date.UTC(2027, 6, 31, 12));
    const later = await logIn(app, player);
    expect(later.response.json()).toMatchObject({
      code: 'PLAYER_EXCLUDED',
      until: Date.UTC(2028, 0, 31, 12),
    });

    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'reason', 'before', 'after'])
      .where('subject', '=', `player:${player.id}`)
      .where('action', '=', 'player.exclusion')
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => [row.staff_id, row.reason, row.before === null])).toEqual([
      [null, 'player', true],
      [null, 'player', false],
    ]);
    expect(JSON.parse(audit[1]?.after ?? 'null')).toMatchObject({ endsAt: Date.UTC(2028, 0, 31, 12) });
  });
});
