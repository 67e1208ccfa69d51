import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubmitRequest, SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  cardCashout,
  fundByCard,
  moneyState,
  newKey,
  registerPlayer,
  sandboxPost,
  submit,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

const skrillCashout = (email: string, amount = 5_000) =>
  submitBody('skrill', 'cashout', 'EUR', amount, { skrill_email: email });

function errorOf(answer: SubmitResponse) {
  if (answer.ok) throw new Error(`expected an error, got ${JSON.stringify(answer.outcome)}`);
  return answer.error;
}

/**
 * Cashouts go back where the player's money came from (docs/decisions/018-closed-loop-cashouts.md):
 * a wallet cashout to an account that deposited, a card cashout to a card that deposited, PayPal
 * only after a PayPal deposit. A stolen session cannot send the balance to the thief's account.
 */
describe.each(['sqlite', 'postgres'] as const)('given closed-loop cashouts on %s', (dialect) => {
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

  /** A wallet deposit, decided on the sandbox wallet page as the player would. */
  async function walletDeposit(
    player: TestPlayer,
    body: SubmitRequest,
    decision: 'approve' | 'cancel',
  ): Promise<string> {
    const answer = await submitOk(app, player, body);
    const id = answer.transactionId!;
    const back = await sandboxPost(app, `/sandbox/bank/${id}`, { decision }, true);
    expect(back.statusCode).toBe(303);
    return id;
  }

  async function cardFundedPlayer(): Promise<TestPlayer> {
    const player = await registerPlayer(app);
    await fundByCard(app, player, 100_000);
    return player;
  }

  it('should refuse a wallet cashout to an account that never deposited, in the player language, holding nothing', async () => {
    const player = await cardFundedPlayer();
    const before = await moneyState(app, player.id);
    const response = await submit(app, player, skrillCashout('thief@example.com'), newKey(), {
      headers: { 'accept-language': 'de' },
    });
    const message =
      'Auszahlungen sind nur auf ein Zahlungskonto möglich, mit dem du eingezahlt hast. Bitte wähle eines davon.';
    expect(errorOf(response.json<SubmitResponse>())).toMatchObject({
      kind: 'params_error',
      code: 'CASHOUT_DESTINATION_NOT_ALLOWED',
      message,
      fields: [{ name: 'skrill_email', message }],
    });
    expect(await moneyState(app, player.id)).toEqual(before);
  });

  it('should pay a wallet cashout to the account of an approved deposit, and to no other', async () => {
    const player = await cardFundedPlayer();
    const approved = await walletDeposit(
      player,
      submitBody('skrill', 'deposit', 'EUR', 5_000, { skrill_email: ' Ada@Example.com' }),
      'approve',
    );
    expect(await transactionRow(app, approved)).toMatchObject({ status: 'approved' });
    await walletDeposit(
      player,
      submitBody('skrill', 'deposit', 'EUR', 5_000, { skrill_email: 'cancelled@example.com' }),
      'cancel',
    );
    // Left pending: the wallet never said yes.
    await submitOk(
      app,
      player,
      submitBody('skrill', 'deposit', 'EUR', 5_000, { skrill_email: 'open@example.com' }),
    );

    expect((await submitOk(app, player, skrillCashout('ada@example.com'))).ok).toBe(true);
    for (const email of ['cancelled@example.com', 'open@example.com', 'mallory@example.com']) {
      expect(errorOf(await submitOk(app, player, skrillCashout(email))).code, email).toBe(
        'CASHOUT_DESTINATION_NOT_ALLOWED',
      );
    }
    // The same e-mail deposited with Skrill does not open Neteller.
    const neteller = submitBody('neteller', 'cashout', 'EUR', 5_000, { neteller_email: 'ada@example.com' });
    expect(errorOf(await submitOk(app, player, neteller)).code).toBe('CASHOUT_DESTINATION_NOT_ALLOWED');
  });

  it('should keep the deposit account as a key, not as the e-mail', async () => {
    const player = await cardFundedPlayer();
    const id = await walletDeposit(
      player,
      submitBody('skrill', 'deposit', 'EUR', 5_000, { skrill_email: 'private@example.com' }),
      'approve',
    );
    const rows = await app.database.db
      .selectFrom('payment_destinations')
      .selectAll()
      .where('transaction_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.destination_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('private');
  });

  it('should pay a card cashout only with a card method the player deposited with', async () => {
    const player = await cardFundedPlayer();
    const visa = submitBody('visa', 'cashout', 'EUR', 5_000);
    expect(errorOf(await submitOk(app, player, visa))).toMatchObject({
      code: 'CASHOUT_DESTINATION_NOT_ALLOWED',
      fields: [],
    });
    expect((await submitOk(app, player, cardCashout(5_000))).ok).toBe(true);
  });

  it('should pay a PayPal cashout only after an approved PayPal deposit', async () => {
    const player = await cardFundedPlayer();
    const paypal = () => submitBody('paypal', 'cashout', 'EUR', 5_000, { paypal_email: 'ada@example.com' });
    expect(errorOf(await submitOk(app, player, paypal())).code).toBe('CASHOUT_DESTINATION_NOT_ALLOWED');
    await walletDeposit(player, submitBody('paypal', 'deposit', 'EUR', 5_000), 'approve');
    expect((await submitOk(app, player, paypal())).ok).toBe(true);
  });
});
