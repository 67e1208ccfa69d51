import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cancelCashoutPath, type SubmitResponse, type TransactionsResponse } from '@playfront/contracts';
import {
  ABANDONED_PAYMENT_TTL_MS,
  expireAbandonedPayments,
} from '../../../src/payments/transactions/expire-abandoned.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  moneyState,
  ORIGIN,
  registerPlayer,
  sandboxPost,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

function transactionOf(answer: SubmitResponse): string {
  const id = answer.transactionId;
  if (id === undefined) throw new Error(`no transaction in ${JSON.stringify(answer)}`);
  return id;
}

describe.each(['sqlite', 'postgres'] as const)('given deposits left at the provider on %s', (dialect) => {
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

  const cancel = (player: TestPlayer, id: string) =>
    app.inject({
      method: 'POST',
      url: cancelCashoutPath(id),
      cookies: player.cookies,
      headers: { origin: ORIGIN },
    });

  /** A Sofort deposit waiting on the player at the bank's page (its popup). */
  async function depositAtTheBank(player: TestPlayer, amount = 5000): Promise<string> {
    const answer = await submitOk(app, player, submitBody('sofort', 'deposit', 'EUR', amount));
    expect(answer.ok && answer.outcome.status).toBe('user_redirected');
    return transactionOf(answer);
  }

  it('should let the player cancel a deposit whose bank window they closed, with no ledger effect', async () => {
    const player = await registerPlayer(app);
    const id = await depositAtTheBank(player);
    const before = await moneyState(app, player.id);

    const first = await cancel(player, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ transactionId: id, status: 'cancelled', balance: 0 });
    // Cancelling again answers the same (a double click, a retry after a lost answer).
    expect((await cancel(player, id)).statusCode).toBe(200);
    expect((await transactionRow(app, id)).status).toBe('cancelled');
    expect(await moneyState(app, player.id)).toEqual(before);

    // The bank's page no longer takes a decision for it.
    const late = await sandboxPost(app, `/sandbox/bank/${id}`, { decision: 'approve' }, true);
    expect(late.statusCode).not.toBe(303);
    expect(await moneyState(app, player.id)).toEqual(before);
  });

  it('should refuse to cancel a deposit that is already settled, and another player’s', async () => {
    const player = await registerPlayer(app);
    const approved = await submitOk(
      app,
      player,
      submitBody('visa', 'deposit', 'EUR', 2500, cardFields(CARD.approve)),
    );
    const refused = await cancel(player, transactionOf(approved));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRANSACTION_NOT_CANCELLABLE' });

    const stranger = await registerPlayer(app);
    expect((await cancel(stranger, await depositAtTheBank(player))).statusCode).toBe(404);
  });

  it('should close deposits abandoned at the provider once their time is up, and only those', async () => {
    const player = await registerPlayer(app);
    const abandoned = await depositAtTheBank(player, 4000);
    const challenge = await submitOk(
      app,
      player,
      submitBody('visa', 'deposit', 'EUR', 2500, cardFields(CARD.challenge)),
    );
    const before = await moneyState(app, player.id);
    const deps = { db: app.database.db, live: app.liveUpdates };

    // Not yet: a player may still be at the bank.
    await expireAbandonedPayments(deps, ABANDONED_PAYMENT_TTL_MS, Date.now());
    expect((await transactionRow(app, abandoned)).status).toBe('action_required');

    // Later than the limit: both the bank's and the 3-D Secure check's payments close as cancelled.
    const closed = await expireAbandonedPayments(
      deps,
      ABANDONED_PAYMENT_TTL_MS,
      Date.now() + ABANDONED_PAYMENT_TTL_MS + 1,
    );
    expect(closed).toBeGreaterThanOrEqual(2);
    expect((await transactionRow(app, abandoned)).status).toBe('cancelled');
    expect((await transactionRow(app, transactionOf(challenge))).status).toBe('cancelled');
    expect(await moneyState(app, player.id)).toEqual(before);
  });

  it('should give a failed payment’s reason in the player’s language in the history', async () => {
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('visa', 'deposit', 'EUR', 2500, cardFields(CARD.challenge)),
    );
    const id = transactionOf(answer);
    expect((await sandboxPost(app, `/sandbox/3ds/${id}`, { decision: 'fail' }, true)).statusCode).toBe(200);

    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/payments/transactions?limit=5',
      cookies: player.cookies,
      headers: { origin: ORIGIN, 'accept-language': 'de' },
    });
    const item = history.json<TransactionsResponse>().items.find((entry) => entry.id === id);
    expect(item).toMatchObject({ status: 'failed', errorCode: 'CARD_DECLINED' });
    expect(item?.reason).toMatch(/Karte/);
  });
});
