import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEPOSIT_LIMITS_PATH, type SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  newKey,
  ORIGIN,
  registerPlayer,
  submit,
  submitBody,
  submitOk,
} from '../payments/submit-helpers.ts';
import { deposit, errorOf, readLimits, setLimits } from './deposit-limits-helpers.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The player's own deposit limits (decision 055) through the HTTP API, on both databases: the
 * periods, the lowest allowance winning, the cooling-off of increases and removals, and deposits
 * sent at once never passing a limit together.
 */
describe.each(['sqlite', 'postgres'] as const)('given deposit limits on %s', (dialect) => {
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

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should refuse the deposit above the daily limit with the amount left and when it grows, and write nothing', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 10_000 });
    expect((await deposit(app, player, 6_000)).ok).toBe(true);

    const refused = await deposit(app, player, 5_000);
    const error = errorOf(refused);
    expect(error).toMatchObject({ kind: 'params_error', code: 'DEPOSIT_LIMIT_REACHED' });
    expect(error.message).toMatch(
      /^This deposit is above your deposit limit\. You can deposit up to €40\.00 now; more from .+ UTC\.$/,
    );
    expect(error.kind === 'params_error' ? error.fields : []).toEqual([
      { name: 'amount', message: error.message },
    ]);
    expect(refused.transactionId).toBeUndefined();
    const rows = await app.database.db
      .selectFrom('transactions')
      .select('amount')
      .where('player_id', '=', player.id)
      .execute();
    expect(rows.map((row) => row.amount)).toEqual([6_000]);

    // Exactly the allowance passes; then nothing is left.
    expect((await deposit(app, player, 4_000)).ok).toBe(true);
    expect(errorOf(await deposit(app, player, 1_000)).message).toMatch(
      /^You have reached your deposit limit\. You can deposit again from .+ UTC\.$/,
    );
  });

  it('should tell the refusal in the player’s language', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 5_000 });
    const body = submitBody('credit-card', 'deposit', 'EUR', 6_000, cardFields(CARD.approve));
    const german = (
      await submit(app, player, body, newKey(), { headers: { 'accept-language': 'de' } })
    ).json<SubmitResponse>();
    expect(errorOf(german).message).toBe(
      'Diese Einzahlung liegt über deinem Einzahlungslimit. Du kannst bis zu 50,00\u00a0€ einzahlen.',
    );
    const arabic = (
      await submit(app, player, body, newKey(), { headers: { 'accept-language': 'ar' } })
    ).json<SubmitResponse>();
    expect(errorOf(arabic).message).toContain('هذا الإيداع يتجاوز حد الإيداع الذي وضعته');
  });

  it('should apply the lowest remaining allowance of the three periods', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 50_000, week: 20_000, month: 100_000 });
    expect((await deposit(app, player, 15_000)).ok).toBe(true);
    const limits = await readLimits(app, player);
    expect(limits.limits.map((limit) => [limit.period, limit.used, limit.remaining])).toEqual([
      ['day', 15_000, 35_000],
      ['week', 15_000, 5_000],
      ['month', 15_000, 85_000],
    ]);
    expect(limits.allowance).toMatchObject({ currency: 'EUR', amount: 5_000, period: 'week' });
    expect(errorOf(await deposit(app, player, 5_001)).code).toBe('DEPOSIT_LIMIT_REACHED');
    expect((await deposit(app, player, 5_000)).ok).toBe(true);
  });

  it('should count each period over its own rolling window', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 10_000, week: 30_000, month: 50_000 });
    const first = await deposit(app, player, 10_000);
    const age = async (id: string | undefined, ms: number) => {
      await app.database.db
        .updateTable('transactions')
        .set({ created_at: Date.now() - ms })
        .where('id', '=', id ?? '')
        .execute();
    };
    expect(errorOf(await deposit(app, player, 1_000)).code).toBe('DEPOSIT_LIMIT_REACHED');
    // 25 hours old: out of the day's window, still in the week's.
    await age(first.transactionId, 25 * HOUR_MS);
    const second = await deposit(app, player, 10_000);
    expect(second.ok).toBe(true);
    await age(second.transactionId, 2 * DAY_MS);
    expect((await deposit(app, player, 10_000)).ok).toBe(true);
    expect(errorOf(await deposit(app, player, 1_000)).code).toBe('DEPOSIT_LIMIT_REACHED');
    // 8 days old: out of the week's window, still in the month's (50,000 minus 30,000 counted).
    await age(first.transactionId, 8 * DAY_MS);
    await age(second.transactionId, 8 * DAY_MS);
    const limits = await readLimits(app, player);
    expect(limits.limits.map((limit) => [limit.period, limit.used])).toEqual([
      ['day', 10_000],
      ['week', 10_000],
      ['month', 30_000],
    ]);
    expect(limits.allowance).toMatchObject({ amount: 0, period: 'day' });
  });

  it('should count pending deposits and give back declined ones', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 10_000 });
    // A 3-D Secure deposit waits for the player: it counts while it may still be approved.
    const challenged = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 8_000, cardFields(CARD.challenge)),
    );
    expect(challenged.ok).toBe(true);
    expect(errorOf(await deposit(app, player, 3_000)).code).toBe('DEPOSIT_LIMIT_REACHED');
    const declined = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 2_000, cardFields(CARD.decline)),
    );
    expect(declined.ok).toBe(false);
    expect((await deposit(app, player, 2_000)).ok).toBe(true);
  });

  it('should let two deposits sent at once pass the limit together never', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 10_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => deposit(app, player, 6_000)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => errorOf(answer).code)).toEqual([
      'DEPOSIT_LIMIT_REACHED',
      'DEPOSIT_LIMIT_REACHED',
      'DEPOSIT_LIMIT_REACHED',
    ]);
    expect((await readLimits(app, player)).limits[0]).toMatchObject({ used: 6_000, remaining: 4_000 });
  });

  it('should lower a limit at once, and raise or remove it only after 24 hours of cooling-off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 20_000 });
    const lowered = await setLimits(app, player, { day: 10_000 });
    expect(lowered.limits[0]).toMatchObject({ amount: 10_000, pending: null });

    const raised = await setLimits(app, player, { day: 30_000, week: 50_000 });
    expect(raised.limits[0]).toMatchObject({
      period: 'day',
      amount: 10_000,
      pending: { amount: 30_000, effectiveAt: start + DAY_MS },
    });
    // A new limit (none before) applies at once.
    expect(raised.limits[1]).toMatchObject({ period: 'week', amount: 50_000, pending: null });
    expect(errorOf(await deposit(app, player, 15_000)).code).toBe('DEPOSIT_LIMIT_REACHED');

    // Asking again does not restart the clock.
    vi.setSystemTime(start + 12 * HOUR_MS);
    const again = await setLimits(app, player, { day: 30_000 });
    expect(again.limits[0]?.pending).toEqual({ amount: 30_000, effectiveAt: start + DAY_MS });

    vi.setSystemTime(start + DAY_MS - 1_000);
    expect((await readLimits(app, player)).limits[0]?.amount).toBe(10_000);
    vi.setSystemTime(start + DAY_MS);
    expect((await readLimits(app, player)).limits[0]).toMatchObject({ amount: 30_000, pending: null });
    expect((await deposit(app, player, 15_000)).ok).toBe(true);

    // A removal waits too, and shows as a pending null.
    const removing = await setLimits(app, player, { day: null });
    expect(removing.limits[0]).toMatchObject({
      amount: 30_000,
      pending: { amount: null, effectiveAt: start + 2 * DAY_MS },
    });
    vi.setSystemTime(start + 2 * DAY_MS + 1);
    expect((await readLimits(app, player)).limits[0]).toMatchObject({ amount: null, remaining: null });
  });

  it('should carry the allowance in the cashier config, absent without limits', async () => {
    const player = await registerPlayer(app);
    const config = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/payments/config', cookies: player.cookies })).json<{
        depositAllowance?: unknown;
      }>();
    expect(await config()).not.toHaveProperty('depositAllowance');
    await setLimits(app, player, { month: 25_000 });
    await deposit(app, player, 5_000);
    expect((await config()).depositAllowance).toMatchObject({
      currency: 'EUR',
      amount: 20_000,
      period: 'month',
    });
  });

  it('should audit every change the player makes', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 10_000 });
    await setLimits(app, player, { day: 20_000 });
    const entries = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'after'])
      .where('subject', '=', `player:${player.id}`)
      .orderBy('created_at')
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.action, entry.staff_id])).toEqual([
      ['player.deposit_limit', null],
      ['player.deposit_limit', null],
    ]);
    expect(JSON.parse(entries[1]?.after ?? 'null')).toMatchObject({
      amount: 10_000,
      pending: { amount: 20_000 },
    });
  });

  it('should refuse a change without a session, from another origin, or with a bad amount', async () => {
    const player = await registerPlayer(app);
    const put = (
      payload: unknown,
      headers: Record<string, string> = { origin: ORIGIN },
      cookies = player.cookies,
    ) =>
      app.inject({
        method: 'PUT',
        url: DEPOSIT_LIMITS_PATH,
        cookies,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
    expect((await put({ limits: [{ period: 'day', amount: 100 }] }, { origin: ORIGIN }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await put({ limits: [{ period: 'day', amount: 100 }] }, { origin: 'https://evil.example' }))
        .statusCode,
    ).toBe(403);
    expect((await put({ limits: [{ period: 'day', amount: 0 }] })).statusCode).toBe(400);
    expect((await put({ limits: [{ period: 'year', amount: 100 }] })).statusCode).toBe(400);
    expect((await readLimits(app, player)).limits).toEqual([]);
  });
});
