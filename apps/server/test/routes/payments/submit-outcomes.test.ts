import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SubmitResponse } from '@playfront/contracts';
import type { LiveUpdate } from '../../../src/payments/live/live-updates.ts';
import { CRYPTO_ADDRESS_PATTERNS } from '../../../src/payments/catalogue/fields.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  moneyState,
  ORIGIN,
  pageToken,
  registerPlayer,
  notifyProvider,
  sandboxPost,
  submit,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

/** The outcome of an `ok: true` answer, failing the test otherwise. */
function outcomeOf(answer: SubmitResponse) {
  if (!answer.ok) throw new Error(`expected an outcome, got ${JSON.stringify(answer.error)}`);
  return answer.outcome;
}

function errorOf(answer: SubmitResponse) {
  if (answer.ok) throw new Error(`expected an error, got ${JSON.stringify(answer.outcome)}`);
  return answer.error;
}

const pathOf = (url: string) => new URL(url).pathname;

describe.each(['sqlite', 'postgres'] as const)('given the payments submit on %s', (dialect) => {
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

  /** Collects a player's live updates until `stop`. */
  function listen(player: TestPlayer) {
    const updates: LiveUpdate[] = [];
    const stop = app.liveUpdates.subscribe(player.id, (update) => updates.push(update));
    return {
      updates,
      stop,
      /** Waits until an update matching `predicate` arrived (PostgreSQL fans out asynchronously). */
      async waitFor(predicate: (update: LiveUpdate) => boolean): Promise<void> {
        const deadline = Date.now() + 3000;
        while (!updates.some(predicate)) {
          if (Date.now() > deadline) throw new Error(`no such update in ${JSON.stringify(updates)}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
  }

  describe('given a card deposit', () => {
    it.each([
      ['a Visa test card', CARD.approve],
      ['a Mastercard test card', CARD.mastercard],
      ['an American Express test card (4-digit CVV)', CARD.amex],
    ])('should approve %s, credit the balance and tell the open cashier', async (_name, number) => {
      const player = await registerPlayer(app);
      const live = listen(player);
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 2500, cardFields(number)),
      );

      const outcome = outcomeOf(answer);
      expect(outcome).toMatchObject({
        status: 'notify',
        message: 'Your deposit of €25.00 was successful.',
      });
      expect(answer.transactionId).toBe(outcome.status === 'notify' ? outcome.transactionId : undefined);
      expect(await moneyState(app, player.id)).toEqual({ balance: 2500, ledgerSum: 2500, transactions: 1 });
      const row = await transactionRow(app, answer.transactionId!);
      expect(row).toMatchObject({ status: 'approved', amount: 2500, fee: 0, error_code: null });
      expect(row.provider_reference).toMatch(/^SBX-CARD-/);

      await live.waitFor((u) => u.type === 'accounts_updated');
      live.stop();
      expect(live.updates).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            type: 'transaction_status',
            transactionId: answer.transactionId,
            status: 'completed',
            action: 'deposit',
            amount: 2500,
            currency: 'EUR',
          }),
          { type: 'accounts_updated', playerId: player.id, balances: { EUR: 2500 } },
        ]),
      );
    });

    it('should answer a declined card as a player-facing error with its reference, and move no money', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('visa', 'deposit', 'EUR', 2500, cardFields(CARD.decline)),
      );

      const error = errorOf(answer);
      expect(error).toMatchObject({ kind: 'request_error', code: 'CARD_DECLINED', retryable: false });
      expect(error.reference).toBe(answer.transactionId);
      expect(await moneyState(app, player.id)).toEqual({ balance: 0, ledgerSum: 0, transactions: 1 });
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({
        status: 'declined',
        error_code: 'CARD_DECLINED',
      });
    });

    it('should decline the insufficient-funds card with its own message', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 2500, cardFields(CARD.insufficient)),
      );
      expect(errorOf(answer)).toMatchObject({
        kind: 'params_error',
        code: 'INSUFFICIENT_FUNDS',
        message: expect.stringMatching(/insufficient funds/) as string,
      });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    });

    it('should open the 3-D Secure challenge, and approve the deposit from the challenge page', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 4000, cardFields(CARD.challenge)),
      );
      const outcome = outcomeOf(answer);
      expect(outcome.status).toBe('iframe_opened');
      const url = outcome.status === 'iframe_opened' ? outcome.url : '';
      expect(url).toBe(`${ORIGIN}/sandbox/3ds/${answer.transactionId}`);
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'action_required' });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0 });

      const challenge = await app.inject({ method: 'GET', url: pathOf(url) });
      expect(challenge.statusCode).toBe(200);
      expect(challenge.headers['content-type']).toMatch(/text\/html/);
      expect(challenge.body).toContain('Visa •••• 3220');
      expect(challenge.body).toContain('€40.00');
      expect(challenge.body).not.toMatch(/<script|style=/);
      expect(challenge.headers['content-security-policy']).toMatch(/script-src 'self'/);

      const approved = await sandboxPost(app, pathOf(url), { decision: 'approve' }, true);
      expect(approved.statusCode).toBe(200);
      expect(approved.body).toContain('Payment approved');
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'approved' });
      expect(await moneyState(app, player.id)).toEqual({ balance: 4000, ledgerSum: 4000, transactions: 1 });

      // A second click (from the same page, with its token) changes nothing.
      const token = pageToken(challenge.body) ?? '';
      const again = await sandboxPost(app, pathOf(url), { decision: 'approve', token }, true);
      expect(again.statusCode).toBe(409);
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 4000, ledgerSum: 4000 });
      const finished = await app.inject({ method: 'GET', url: pathOf(url) });
      expect(finished.body).toContain('finished');
    });

    it('should decline the deposit when the player fails the challenge', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 4000, cardFields(CARD.challenge)),
      );
      const failed = await sandboxPost(
        app,
        `/sandbox/3ds/${answer.transactionId}`,
        { decision: 'fail' },
        true,
      );
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('Check failed');
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({
        status: 'declined',
        error_code: 'CARD_DECLINED',
      });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    });

    it('should save a card masked, and pay with it later without its number', async () => {
      const player = await registerPlayer(app);
      const first = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 1500, cardFields(CARD.approve, { save_card: true })),
      );
      const row = await transactionRow(app, first.transactionId!);
      expect(row.saved_profile_id).not.toBeNull();
      const profile = await app.database.db
        .selectFrom('saved_profiles')
        .selectAll()
        .where('id', '=', row.saved_profile_id!)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ player_id: player.id, method_id: 'credit-card', kind: 'card' });
      expect(profile.display).toBe('Visa •••• 4242');
      expect(JSON.parse(profile.details)).toEqual({
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 2,
        holder: 'Ada Lovelace',
      });
      expect(profile.token).toMatch(/^sandbox_card_/);

      const second = await submitOk(
        app,
        player,
        // The security code is never stored: a saved card asks it again.
        submitBody('credit-card', 'deposit', 'EUR', 1000, { cvv: '123' }, { savedProfileId: profile.id }),
      );
      expect(outcomeOf(second).status).toBe('notify');
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 2500, ledgerSum: 2500 });
      expect((await transactionRow(app, second.transactionId!)).saved_profile_id).toBe(profile.id);
    });

    it('should save a card only once its 3-D Secure challenge passes', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('credit-card', 'deposit', 'EUR', 1500, cardFields(CARD.challenge, { save_card: true })),
      );
      const count = () =>
        app.database.db
          .selectFrom('saved_profiles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('player_id', '=', player.id)
          .executeTakeFirstOrThrow();
      expect((await count()).n).toBe(0);
      await sandboxPost(app, `/sandbox/3ds/${answer.transactionId}`, { decision: 'approve' }, true);
      expect((await count()).n).toBe(1);
    });

    it('should charge the method commission in integer minor units', async () => {
      const player = await registerPlayer(app, { country: 'GB', currency: 'GBP' });
      // American Express carries 2.5 %: 2.5 % of 123.45 GBP is 3.08625, rounded half up to 3.09.
      const answer = await submitOk(
        app,
        player,
        submitBody('amex', 'deposit', 'GBP', 12345, cardFields(CARD.amex)),
      );
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ amount: 12345, fee: 309 });
      // The balance moves by the amount; the fee is charged on top of it.
      expect(await moneyState(app, player.id, 'GBP')).toMatchObject({ balance: 12345 });
    });

    it('should approve a wallet-sheet card (Google Pay) without card fields', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(app, player, submitBody('google-pay', 'deposit', 'EUR', 2000));
      expect(outcomeOf(answer).status).toBe('notify');
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 2000 });
    });
  });

  describe('given a deposit on the provider’s page', () => {
    it('should redirect to the sandbox bank and back to the return path, approved', async () => {
      const player = await registerPlayer(app, { country: 'SE', currency: 'SEK' });
      const answer = await submitOk(
        app,
        player,
        submitBody('trustly', 'deposit', 'SEK', 50000, {}, { client: { returnUrl: '/cashier?tab=deposit' } }),
      );
      const outcome = outcomeOf(answer);
      expect(outcome).toMatchObject({ status: 'user_redirected', method: 'GET', params: {} });
      const url = outcome.status === 'user_redirected' ? outcome.url : '';
      expect(url).toBe(`${ORIGIN}/sandbox/bank/${answer.transactionId}`);

      const bank = await app.inject({ method: 'GET', url: pathOf(url) });
      expect(bank.statusCode).toBe(200);
      expect(bank.body).toContain('Trustly');
      expect(bank.body).toMatch(/SEK\s500\.00/);
      expect(bank.body).not.toMatch(/<script|style=/);

      const back = await sandboxPost(app, pathOf(url), { decision: 'approve' }, true);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(
        `/cashier?tab=deposit&transactionId=${answer.transactionId}&status=completed`,
      );
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'approved' });
      expect(await moneyState(app, player.id, 'SEK')).toEqual({
        balance: 50000,
        ledgerSum: 50000,
        transactions: 1,
      });
    });

    it('should cancel at the bank without moving money', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('skrill', 'deposit', 'EUR', 5000, { skrill_email: 'ada@example.com' }),
      );
      const back = await sandboxPost(
        app,
        `/sandbox/bank/${answer.transactionId}`,
        { decision: 'cancel' },
        true,
      );
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/?transactionId=${answer.transactionId}&status=cancelled`);
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'cancelled' });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    });

    it('should refuse a return path that leaves the site', async () => {
      const player = await registerPlayer(app);
      for (const returnUrl of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const response = await submit(
          app,
          player,
          submitBody('sofort', 'deposit', 'EUR', 5000, {}, { client: { returnUrl } }),
        );
        expect(response.statusCode, returnUrl).toBe(400);
      }
      expect(await moneyState(app, player.id)).toMatchObject({ transactions: 0 });
    });

    it('should refuse a page decision posted from another site', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(app, player, submitBody('sofort', 'deposit', 'EUR', 5000));
      const forged = await app.inject({
        method: 'POST',
        url: `/sandbox/bank/${answer.transactionId}`,
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(forged.statusCode).toBe(403);
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'action_required' });
    });

    it('should send the on-ramp widget (a conversion method) to the provider page', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody('moonpay-fiat', 'deposit', 'EUR', 5000, { accept_onramp_terms: true }),
      );
      expect(outcomeOf(answer).status).toBe('user_redirected');
      // 4.5 % plus 1.99 EUR.
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ fee: 225 + 199 });
    });
  });

  describe('given a voucher or a coupon', () => {
    it.each([
      ['an approved code', '0000ABCDEF', 'approved', 2000],
      ['a used code', '9999ABCDEF', 'declined', 0],
      ['an unknown code', 'ABCDEFGHIJ', 'declined', 0],
    ])('should answer %s at once', async (_name, code, status, balance) => {
      const player = await registerPlayer(app, { country: 'BE' });
      const answer = await submitOk(
        app,
        player,
        submitBody('neosurf', 'deposit', 'EUR', 2000, { voucher_code: code }),
      );
      if (status === 'approved') {
        expect(outcomeOf(answer)).toMatchObject({ status: 'notify' });
      } else {
        expect(errorOf(answer)).toMatchObject({
          code: 'PAYMENT_PROCESSING_ERROR',
          reference: answer.transactionId,
        });
      }
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status });
      expect(await moneyState(app, player.id)).toMatchObject({ balance, ledgerSum: balance });
    });

    it('should issue a cash coupon and credit it when paid', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(app, player, submitBody('cashtocode', 'deposit', 'EUR', 3000));
      const outcome = outcomeOf(answer);
      expect(outcome.status).toBe('notify');
      expect(outcome.status === 'notify' ? outcome.message : '').toMatch(/Your coupon is CTC-[0-9A-F-]+\./);
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({ status: 'pending' });

      const paid = await notifyProvider(app, answer.transactionId, {
        type: 'deposit_settled',
        outcome: 'paid',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ transactionId: answer.transactionId, status: 'approved' });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 3000, ledgerSum: 3000 });
    });

    it('should take a SEPA transfer after its reference is quoted, and check the IBAN', async () => {
      const player = await registerPlayer(app);
      const bad = await submitOk(
        app,
        player,
        submitBody('bank-iban', 'deposit', 'EUR', 5000, { bankiban: 'DE89 3704 0044 0532 0130 01' }),
      );
      expect(errorOf(bad)).toMatchObject({ kind: 'params_error', fields: [{ name: 'bankiban' }] });

      const answer = await submitOk(
        app,
        player,
        submitBody('bank-iban', 'deposit', 'EUR', 5000, { bankiban: 'de89 3704 0044 0532 0130 00' }),
      );
      expect(outcomeOf(answer)).toMatchObject({ status: 'notify' });
      const expired = await notifyProvider(app, answer.transactionId, {
        type: 'deposit_settled',
        outcome: 'expired',
      });
      expect(expired.json()).toMatchObject({ status: 'declined' });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    });
  });

  describe('given a crypto deposit', () => {
    it('should issue an invoice and approve after the transfer and its confirmations', async () => {
      const player = await registerPlayer(app);
      const live = listen(player);
      const answer = await submitOk(app, player, submitBody('bitcoin', 'deposit', 'BTC', 100_000));
      expect(outcomeOf(answer)).toMatchObject({ status: 'notify' });
      const invoice = answer.ok ? answer.invoice : undefined;
      expect(invoice).toMatchObject({
        currency: 'BTC',
        network: 'bitcoin',
        amount: 100_000,
        amountDecimal: '0.00100000',
        requiredConfirmations: 2,
      });
      expect(invoice!.address).toMatch(new RegExp(CRYPTO_ADDRESS_PATTERNS.bitcoin));
      const id = answer.transactionId!;

      const transfer = await notifyProvider(app, id, { type: 'crypto_transfer' });
      expect(transfer.json()).toEqual({
        transactionId: id,
        status: 'pending',
        confirmations: 0,
        requiredConfirmations: 2,
      });
      const first = await notifyProvider(app, id, { type: 'crypto_confirmation' });
      expect(first.json()).toMatchObject({ status: 'pending', confirmations: 1 });
      expect(await moneyState(app, player.id, 'BTC')).toMatchObject({ balance: 0 });
      const second = await notifyProvider(app, id, { type: 'crypto_confirmation' });
      expect(second.json()).toMatchObject({ status: 'approved', confirmations: 2 });
      expect(await moneyState(app, player.id, 'BTC')).toEqual({
        balance: 100_000,
        ledgerSum: 100_000,
        transactions: 1,
      });

      const late = await notifyProvider(app, id, { type: 'crypto_confirmation' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'CALLBACK_REJECTED' });

      await live.waitFor((u) => u.type === 'transaction_status' && u.status === 'completed');
      live.stop();
    });

    it('should decline a transfer of another amount than the invoice', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(app, player, submitBody('tron', 'deposit', 'TRX', 100_000_000));
      const transfer = await notifyProvider(app, answer.transactionId, {
        type: 'crypto_transfer',
        ...{
          amount: 99,
        },
      });
      expect(transfer.json()).toMatchObject({ status: 'declined' });
      expect(await moneyState(app, player.id, 'TRX')).toMatchObject({ balance: 0, ledgerSum: 0 });
    });

    it('should ask for MetaMask without the extension, making no transaction', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(app, player, submitBody('metamask', 'deposit', 'ETH', 10_000_000));
      expect(answer).toEqual({
        ok: true,
        outcome: { status: 'install_metamask', installUrl: 'https://metamask.io/download/' },
      });
      expect(await moneyState(app, player.id, 'ETH')).toMatchObject({ transactions: 0 });
    });

    it('should pay from MetaMask with the extension', async () => {
      const player = await registerPlayer(app);
      const answer = await submitOk(
        app,
        player,
        submitBody(
          'metamask',
          'deposit',
          'ETH',
          10_000_000,
          { metamask_wallet: `0x${'ab'.repeat(20)}` },
          { client: { hasWallet: true } },
        ),
      );
      expect(answer.ok && answer.invoice).toMatchObject({
        network: 'ethereum',
        chainId: '0x1',
        requiredConfirmations: 3,
      });
      await notifyProvider(app, answer.transactionId, { type: 'crypto_transfer' });
      const done = await notifyProvider(app, answer.transactionId, { type: 'crypto_confirmation', count: 3 });
      expect(done.json()).toMatchObject({ status: 'approved' });
      expect(await moneyState(app, player.id, 'ETH')).toMatchObject({ balance: 10_000_000 });
    });
  });

  describe('given a form built from old fields', () => {
    it('should answer outdated_method_fields with the current version and make no transaction', async () => {
      const player = await registerPlayer(app);
      const body = {
        ...submitBody('credit-card', 'deposit', 'EUR', 2500, cardFields(CARD.approve)),
        fieldsVersion: '0badf00d',
      };
      const answer = await submitOk(app, player, body);
      expect(answer).toEqual({
        ok: true,
        outcome: {
          status: 'outdated_method_fields',
          methodId: 'credit-card',
          fieldsVersion: submitBody('credit-card', 'deposit', 'EUR', 1).fieldsVersion,
        },
      });
      expect(await moneyState(app, player.id)).toEqual({ balance: 0, ledgerSum: 0, transactions: 0 });
    });
  });
});
