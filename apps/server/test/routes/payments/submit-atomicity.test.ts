import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ledger } from '../../../src/payments/ledger/ledger.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  fundByCard,
  moneyState,
  newKey,
  registerPlayer,
  notifyProvider,
  sandboxPost,
  submit,
  submitBody,
  submitOk,
  transactionRow,
} from './submit-helpers.ts';

/** Makes the next ledger move of `kind` fail after it has written, as a crash inside the database transaction would. */
function crashAfterNext(kind: 'credit' | 'debit') {
  const real = ledger[kind].bind(ledger);
  return vi.spyOn(ledger, kind).mockImplementationOnce(async (trx, move, now) => {
    await real(trx, move, now);
    throw new Error('simulated crash after the ledger entry');
  });
}

async function ledgerEntries(app: FastifyInstance, transactionId: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return row.n;
}

describe.each(['sqlite', 'postgres'] as const)('given a crash inside a money move on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  it('should leave an approved deposit neither approved nor credited, and say so on a replay', async () => {
    const player = await registerPlayer(app);
    crashAfterNext('credit');
    const key = newKey();
    const body = submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.approve));
    const response = await submit(app, player, body, key);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'INTERNAL_ERROR',
      reference: expect.stringMatching(/^req_/) as string,
    });
    const row = await app.database.db
      .selectFrom('transactions')
      .selectAll()
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', result: '' });
    expect(await ledgerEntries(app, row.id)).toBe(0);
    expect(await moneyState(app, player.id)).toEqual({ balance: 0, ledgerSum: 0, transactions: 1 });

    // The key stays taken: a repeat never charges twice; while young, the claim reads as in progress.
    const replay = await submit(app, player, body, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS', reference: row.id });
    expect(await moneyState(app, player.id)).toEqual({ balance: 0, ledgerSum: 0, transactions: 1 });
  });

  it('should leave a 3-D Secure approval undone, and let it be approved again once', async () => {
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.challenge)),
    );
    const id = answer.transactionId!;

    crashAfterNext('credit');
    const crashed = await sandboxPost(app, `/sandbox/3ds/${id}`, { decision: 'approve' }, true);
    expect(crashed.statusCode).toBe(500);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'action_required' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });

    const retried = await sandboxPost(app, `/sandbox/3ds/${id}`, { decision: 'approve' }, true);
    expect(retried.statusCode).toBe(200);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'approved' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 2000, ledgerSum: 2000 });
    expect(await ledgerEntries(app, id)).toBe(1);
  });

  it('should make neither the cashout nor its hold when the hold crashes', async () => {
    const player = await registerPlayer(app);
    await fundByCard(app, player, 10_000);
    const before = await moneyState(app, player.id);
    crashAfterNext('debit');
    const response = await submit(app, player, cardCashout(5_000));
    expect(response.statusCode).toBe(500);
    expect(await moneyState(app, player.id)).toEqual(before);
  });

  it('should keep a rejected payout pending and held when crediting it back crashes', async () => {
    const player = await registerPlayer(app);
    await fundByCard(app, player, 10_000);
    const answer = await submitOk(app, player, cardCashout(5_000));
    const id = answer.transactionId!;
    crashAfterNext('credit');
    expect((await notifyProvider(app, id, { type: 'payout', outcome: 'rejected' })).statusCode).toBe(500);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });

    expect((await notifyProvider(app, id, { type: 'payout', outcome: 'rejected' })).json()).toMatchObject({
      status: 'declined',
    });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 10_000, ledgerSum: 10_000 });
  });
});
