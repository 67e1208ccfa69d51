import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  fundByCard,
  moneyState,
  registerPlayer,
  notifyProvider,
  submitBody,
  submitOk,
  type TestPlayer,
} from './submit-helpers.ts';

/** The EUR threshold (2,000.00 EUR) in cents; a cashout above it needs a verified player. */
const THRESHOLD = 200_000;
const DAY_MS = 86_400_000;

function errorOf(answer: SubmitResponse) {
  if (answer.ok) throw new Error(`expected an error, got ${JSON.stringify(answer.outcome)}`);
  return answer.error;
}

/**
 * An unverified player's cashouts add up over KYC_CASHOUT_WINDOW_DAYS against the KYC threshold
 * (docs/sandbox.md, KYC threshold): splitting a large cashout does not pass, not even when the
 * parts are sent at once.
 */
describe.each(['sqlite', 'postgres'] as const)('given cashouts within the KYC window on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { KYC_CASHOUT_WINDOW_DAYS: '7' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  async function fundedPlayer(amount: number): Promise<TestPlayer> {
    const player = await registerPlayer(app);
    await fundByCard(app, player, amount);
    return player;
  }

  it('should refuse the cashout that takes the window past the threshold, and hold nothing for it', async () => {
    const player = await fundedPlayer(700_000);
    expect((await submitOk(app, player, cardCashout(150_000))).ok).toBe(true);
    const before = await moneyState(app, player.id);

    const second = await submitOk(app, player, cardCashout(150_000));
    expect(errorOf(second)).toMatchObject({
      kind: 'verification_required',
      code: 'KYC_REQUIRED_ERROR',
      message:
        'Please verify your identity to withdraw more than €2,000.00 within 7 days. Upload your identity documents on the Verification page of your account; most checks take a few minutes.',
    });
    expect(second.transactionId).toBeUndefined();
    expect(await moneyState(app, player.id)).toEqual(before);

    // Up to the threshold itself the window still passes.
    expect((await submitOk(app, player, cardCashout(50_000))).ok).toBe(true);
    expect(errorOf(await submitOk(app, player, cardCashout(2_000))).code).toBe('KYC_REQUIRED_ERROR');
  });

  it('should count pending and approved cashouts, not rejected or cancelled ones', async () => {
    const player = await fundedPlayer(700_000);
    const approved = await submitOk(app, player, cardCashout(100_000));
    await notifyProvider(app, approved.transactionId, { type: 'payout', outcome: 'paid' });
    const rejected = await submitOk(app, player, cardCashout(100_000));
    await notifyProvider(app, rejected.transactionId, { type: 'payout', outcome: 'rejected' });
    const cancelled = await submitOk(app, player, cardCashout(100_000));
    await app.inject({
      method: 'POST',
      url: `/api/v1/payments/transactions/${cancelled.transactionId!}/cancel`,
      cookies: player.cookies,
      headers: { origin: 'http://localhost:80' },
    });
    // 100,000 approved: 100,000 more reach the threshold, one cent more passes it.
    expect(errorOf(await submitOk(app, player, cardCashout(100_001))).code).toBe('KYC_REQUIRED_ERROR');
    expect((await submitOk(app, player, cardCashout(100_000))).ok).toBe(true);
    expect(errorOf(await submitOk(app, player, cardCashout(2_000))).code).toBe('KYC_REQUIRED_ERROR');
  });

  it('should forget cashouts older than the window', async () => {
    const player = await fundedPlayer(700_000);
    const old = await submitOk(app, player, cardCashout(THRESHOLD));
    expect(errorOf(await submitOk(app, player, cardCashout(2_000))).code).toBe('KYC_REQUIRED_ERROR');
    await app.database.db
      .updateTable('transactions')
      .set({ created_at: Date.now() - 7 * DAY_MS - 60_000 })
      .where('id', '=', old.transactionId!)
      .execute();
    expect((await submitOk(app, player, cardCashout(THRESHOLD))).ok).toBe(true);
  });

  it('should count each currency against its own threshold', async () => {
    const player = await fundedPlayer(300_000);
    const usdDeposit = submitBody('credit-card', 'deposit', 'USD', 300_000, cardFields(CARD.approve));
    expect((await submitOk(app, player, usdDeposit)).ok).toBe(true);
    expect((await submitOk(app, player, cardCashout(THRESHOLD))).ok).toBe(true);
    // USD's threshold is 2,200.00: the EUR cashout does not count against it.
    const usd = (amount: number) => submitBody('credit-card', 'cashout', 'USD', amount);
    expect((await submitOk(app, player, usd(220_000))).ok).toBe(true);
    expect(errorOf(await submitOk(app, player, usd(2_000))).code).toBe('KYC_REQUIRED_ERROR');
  });

  it('should not count for a verified player', async () => {
    const player = await fundedPlayer(700_000);
    expect((await submitOk(app, player, cardCashout(THRESHOLD))).ok).toBe(true);
    await app.players.setKycStatus(player.id, 'verified');
    expect((await submitOk(app, player, cardCashout(THRESHOLD))).ok).toBe(true);
    expect((await submitOk(app, player, cardCashout(THRESHOLD))).ok).toBe(true);
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 100_000, ledgerSum: 100_000 });
  });

  it('should let no two of 20 concurrent cashouts slip under the threshold together', async () => {
    const player = await fundedPlayer(1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitOk(app, player, cardCashout(30_000))),
    );
    const accepted = answers.filter((answer) => answer.ok);
    // 6 × 30,000 = 180,000 fit under 200,000; a seventh would pass it.
    expect(accepted).toHaveLength(6);
    for (const answer of answers.filter((a) => !a.ok))
      expect(errorOf(answer).code).toBe('KYC_REQUIRED_ERROR');
    const state = await moneyState(app, player.id);
    expect(state).toMatchObject({ balance: 1_000_000 - 6 * 30_000, ledgerSum: 1_000_000 - 6 * 30_000 });
  });
});
