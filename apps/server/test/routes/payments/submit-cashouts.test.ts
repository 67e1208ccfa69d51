import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cancelCashoutPath, type SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  cardCashout,
  fundByCard,
  moneyState,
  ORIGIN,
  registerPlayer,
  notifyProvider,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

function errorOf(answer: SubmitResponse) {
  if (answer.ok) throw new Error(`expected an error, got ${JSON.stringify(answer.outcome)}`);
  return answer.error;
}

async function ledgerReasons(app: FastifyInstance, transactionId: string) {
  const rows = await app.database.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reason'])
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => [row.reason, row.amount]);
}

describe.each(['sqlite', 'postgres'] as const)('given cashouts on %s', (dialect) => {
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

  async function fundedPlayer(amount = 500_000): Promise<TestPlayer> {
    const player = await registerPlayer(app);
    await fundByCard(app, player, amount);
    return player;
  }

  const cancel = (player: TestPlayer, id: string, origin = ORIGIN) =>
    app.inject({ method: 'POST', url: cancelCashoutPath(id), cookies: player.cookies, headers: { origin } });

  it('should hold the amount at submit and keep it when the payout is approved', async () => {
    const player = await fundedPlayer();
    const answer = await submitOk(app, player, cardCashout(10_000));
    expect(answer).toMatchObject({
      ok: true,
      outcome: { status: 'notify', message: 'Your withdrawal of €100.00 is being processed.' },
    });
    const id = answer.transactionId!;
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending', action: 'cashout' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 490_000, ledgerSum: 490_000 });

    const approved = await notifyProvider(app, id, { type: 'payout', outcome: 'paid' });
    expect(approved.json()).toEqual({ transactionId: id, status: 'approved' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 490_000, ledgerSum: 490_000 });
    expect(await ledgerReasons(app, id)).toEqual([['cashout', -10_000]]);
    expect((await cancel(player, id)).statusCode).toBe(409);
  });

  it('should credit the amount back when the payout is rejected', async () => {
    const player = await fundedPlayer();
    const answer = await submitOk(app, player, cardCashout(25_000));
    const id = answer.transactionId!;
    const rejected = await notifyProvider(app, id, { type: 'payout', outcome: 'rejected' });
    expect(rejected.json()).toEqual({ transactionId: id, status: 'declined' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 500_000, ledgerSum: 500_000 });
    expect(await ledgerReasons(app, id)).toEqual([
      ['cashout', -25_000],
      ['cashout_reversal', 25_000],
    ]);
    expect((await notifyProvider(app, id, { type: 'payout', outcome: 'rejected' })).statusCode).toBe(409);
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 500_000 });
  });

  it('should let the player cancel a pending cashout, once', async () => {
    const player = await fundedPlayer();
    const updates: unknown[] = [];
    const stop = app.liveUpdates.subscribe(player.id, (update) => updates.push(update));
    const answer = await submitOk(app, player, cardCashout(30_000));
    const id = answer.transactionId!;

    const cancelled = await cancel(player, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      transactionId: id,
      status: 'cancelled',
      currency: 'EUR',
      balance: 500_000,
    });
    expect(await transactionRow(app, id)).toMatchObject({ status: 'cancelled' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 500_000, ledgerSum: 500_000 });

    const again = await cancel(player, id);
    expect(again.statusCode).toBe(200);
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 500_000, ledgerSum: 500_000 });
    expect((await notifyProvider(app, id, { type: 'payout', outcome: 'paid' })).statusCode).toBe(409);

    const deadline = Date.now() + 3000;
    while (!updates.some((u) => (u as { status?: string }).status === 'cancelled') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stop();
    expect(updates).toContainEqual(
      expect.objectContaining({ type: 'transaction_status', status: 'cancelled' }),
    );
  });

  it('should not cancel for another player, a deposit, an unknown id, or another site', async () => {
    const owner = await fundedPlayer();
    const stranger = await registerPlayer(app);
    const answer = await submitOk(app, owner, cardCashout(10_000));
    const id = answer.transactionId!;

    const foreign = await cancel(stranger, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'TRANSACTION_NOT_FOUND',
      reference: expect.any(String) as string,
    });
    expect((await cancel(owner, 'no-such-transaction')).statusCode).toBe(404);
    expect((await cancel(owner, id, 'https://evil.example')).statusCode).toBe(403);
    const unauthenticated = await app.inject({
      method: 'POST',
      url: cancelCashoutPath(id),
      headers: { origin: ORIGIN },
    });
    expect(unauthenticated.statusCode).toBe(401);

    const deposit = await app.database.db
      .selectFrom('transactions')
      .select('id')
      .where('player_id', '=', owner.id)
      .where('action', '=', 'deposit')
      .executeTakeFirstOrThrow();
    const refused = await cancel(owner, deposit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRANSACTION_NOT_CANCELLABLE' });
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending' });
    expect(await moneyState(app, owner.id)).toMatchObject({ balance: 490_000 });
  });

  it('should ask for identity checks above the KYC threshold, changing nothing, and go on once verified', async () => {
    const player = await fundedPlayer();
    const before = await moneyState(app, player.id);
    const answer = await submitOk(app, player, cardCashout(250_000));
    expect(errorOf(answer)).toMatchObject({
      kind: 'verification_required',
      code: 'KYC_REQUIRED_ERROR',
      message:
        'Please verify your identity to withdraw more than €2,000.00. Upload your identity documents on the Verification page of your account; most checks take a few minutes.',
      reference: expect.stringMatching(/^req_/) as string,
    });
    expect(answer.transactionId).toBeUndefined();
    expect(await moneyState(app, player.id)).toEqual(before);

    // At the threshold itself no check is needed.
    const atThreshold = await submitOk(app, player, cardCashout(200_000));
    expect(atThreshold.ok).toBe(true);

    await app.players.setKycStatus(player.id, 'verified');
    const verified = await submitOk(app, player, cardCashout(250_000));
    expect(verified.ok).toBe(true);
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 50_000, ledgerSum: 50_000 });
  });

  it('should ask for identity checks before any crypto cashout', async () => {
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('bitcoin', 'cashout', 'BTC', 100_000, {
        cashout_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    );
    expect(errorOf(answer)).toMatchObject({ kind: 'verification_required', code: 'KYC_REQUIRED_ERROR' });
  });

  it('should refuse a cashout above the balance with the amount field', async () => {
    const player = await fundedPlayer(10_000);
    const answer = await submitOk(app, player, cardCashout(10_001));
    expect(errorOf(answer)).toMatchObject({
      kind: 'params_error',
      code: 'INSUFFICIENT_FUNDS',
      fields: [{ name: 'amount' }],
    });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 10_000, transactions: 1 });
  });

  it('should never overdraw with 100 concurrent cashouts against one balance', async () => {
    const player = await fundedPlayer(100_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => submitOk(app, player, cardCashout(3_000))),
    );
    const accepted = answers.filter((answer) => answer.ok);
    const refused = answers.filter((answer) => !answer.ok);
    expect(accepted).toHaveLength(33);
    for (const answer of refused) expect(errorOf(answer).code).toBe('INSUFFICIENT_FUNDS');

    const state = await moneyState(app, player.id);
    expect(state.balance).toBe(100_000 - 33 * 3_000);
    expect(state.ledgerSum).toBe(state.balance);
    expect(state.transactions).toBe(1 + 33);
  });
});
