import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../src/config.ts';
import {
  signNotification,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_S,
} from '../../../src/payments/callbacks/notification-signature.ts';
import { callbackPath } from '../../../src/payments/callbacks/callback-route.ts';
import { catalogue } from '../../../src/payments/catalogue/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  fundByCard,
  moneyState,
  ORIGIN,
  pageToken,
  registerPlayer,
  notifyProvider,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

const STAGING_SECRET = 'a staging webhook secret of 32+ chars';
/** The provider of the cash coupon method the suites pay with. */
const COUPON_PROVIDER = catalogue.method('cashtocode')?.providerId ?? 'cashtocode';

/** A provider notification as a player's browser could send it: any signature it likes. */
function post(app: FastifyInstance, player: TestPlayer, url: string, signature?: string, body = '') {
  return app.inject({
    method: 'POST',
    url,
    cookies: player.cookies,
    headers: {
      origin: ORIGIN,
      ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }),
      ...(body === '' ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === '' ? {} : { payload: body }),
  });
}

/** The body of a coupon's settlement notification. */
const settled = (transactionId: string, outcome: 'paid' | 'expired') =>
  JSON.stringify({ transactionId, event: { type: 'deposit_settled', outcome } });

describe.each([
  ['development', {}, DEVELOPMENT_WEBHOOK_SECRET],
  // The documented staging set-up, where a player once minted money by approving their own coupon.
  [
    'production with the sandbox on',
    { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', PAYMENTS_WEBHOOK_SECRET: STAGING_SECRET },
    STAGING_SECRET,
  ],
] as const)('given sandbox provider notifications in %s', (_name, env, secret) => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await buildTestApp({ env });
    app = test.app;
  });
  afterAll(() => test.close());

  async function pendingCoupon(player: TestPlayer): Promise<string> {
    const answer = await submitOk(app, player, submitBody('cashtocode', 'deposit', 'EUR', 100_000));
    expect(answer.transactionId).toBeDefined();
    return answer.transactionId!;
  }

  it('should refuse a player approving their own coupon deposit, unsigned or signed by a guess, and credit nothing', async () => {
    const player = await registerPlayer(app);
    const id = await pendingCoupon(player);
    const url = callbackPath(COUPON_PROVIDER);
    const body = settled(id, 'paid');
    const attempts = [
      undefined,
      'nonsense',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      signNotification('a secret the attacker chose, 32 chars+', { method: 'POST', path: url, body }),
    ];
    for (const signature of attempts) {
      const answer = await post(app, player, url, signature, body);
      expect(answer.statusCode, String(signature)).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'NOTIFICATION_SIGNATURE_INVALID' });
    }
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('should refuse a signature replayed for another decision, another payment, another provider, or after the tolerance', async () => {
    const player = await registerPlayer(app);
    const id = await pendingCoupon(player);
    const other = await pendingCoupon(player);
    const url = callbackPath(COUPON_PROVIDER);
    const approve = settled(id, 'paid');
    const sign = (body: string, path = url, now = Date.now()) =>
      signNotification(secret, { method: 'POST', path, body }, now);
    expect((await post(app, player, url, sign(settled(id, 'expired')), approve)).statusCode).toBe(401);
    expect((await post(app, player, url, sign(settled(other, 'paid')), approve)).statusCode).toBe(401);
    expect((await post(app, player, url, sign(approve, callbackPath('worldpay')), approve)).statusCode).toBe(
      401,
    );
    const old = sign(approve, url, Date.now() - (SIGNATURE_TOLERANCE_S + 5) * 1000);
    expect((await post(app, player, url, old, approve)).json()).toMatchObject({
      message: expect.stringContaining('expired') as unknown,
    });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('should apply a notification signed with the webhook secret, once', async () => {
    const player = await registerPlayer(app);
    const id = await pendingCoupon(player);
    const url = callbackPath(COUPON_PROVIDER);
    const body = settled(id, 'paid');
    const signature = signNotification(secret, { method: 'POST', path: url, body });
    const answer = await post(app, player, url, signature, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ transactionId: id, status: 'approved' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 100_000, ledgerSum: 100_000 });
    // The same notification again changes nothing.
    const again = await post(app, player, url, signature, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CALLBACK_REJECTED',
      reference: expect.any(String) as unknown,
    });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 100_000, ledgerSum: 100_000 });
  });

  it('should take a notification only from the transaction’s own provider', async () => {
    const player = await registerPlayer(app);
    const id = await pendingCoupon(player);
    const wrong = await notifyProvider(
      app,
      id,
      { type: 'deposit_settled', outcome: 'paid' },
      { providerId: 'worldpay', secret },
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    const unknown = await notifyProvider(
      app,
      id,
      { type: 'deposit_settled', outcome: 'paid' },
      { providerId: 'no-such-provider', secret },
    );
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'PROVIDER_NOT_FOUND' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('should answer 400 for a body the provider cannot read, and 409 for an event that does not fit', async () => {
    const player = await registerPlayer(app);
    const id = await pendingCoupon(player);
    const url = callbackPath(COUPON_PROVIDER);
    for (const body of [
      '{"event":{"type":"deposit_settled"}}',
      '[1]',
      '{not json',
      `{"transactionId":"${id}"}`,
    ]) {
      const answer = await post(
        app,
        player,
        url,
        signNotification(secret, { method: 'POST', path: url, body }),
        body,
      );
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'NOTIFICATION_UNREADABLE' });
    }
    // Unsigned, a body is not even read.
    expect((await post(app, player, url, undefined, '{not json')).json()).toMatchObject({
      statusCode: 401,
      code: 'NOTIFICATION_SIGNATURE_INVALID',
    });
    const payout = await notifyProvider(app, id, { type: 'payout', outcome: 'paid' }, { secret });
    expect(payout.json()).toMatchObject({ statusCode: 409, code: 'CALLBACK_REJECTED' });
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending' });
  });

  it('should refuse a player approving their own cashout or faking a chain transfer without the secret', async () => {
    const player = await registerPlayer(app);
    await fundByCard(app, player, 50_000);
    const cashout = await submitOk(app, player, cardCashout(10_000));
    const cashoutId = cashout.transactionId!;
    const row = await transactionRow(app, cashoutId);
    const url = callbackPath(row.provider_id);
    const payout = JSON.stringify({ transactionId: cashoutId, event: { type: 'payout', outcome: 'paid' } });
    expect((await post(app, player, url, undefined, payout)).statusCode).toBe(401);
    const transfer = JSON.stringify({
      transactionId: cashoutId,
      event: { type: 'crypto_transfer', amount: 1 },
    });
    expect((await post(app, player, url, undefined, transfer)).statusCode).toBe(401);
    expect(await transactionRow(app, cashoutId)).toMatchObject({ status: 'pending' });
  });
});

describe('given the test helper', () => {
  it('should sign as the sandbox provider does, so the suites exercise the signed path', async () => {
    const test = await buildTestApp();
    try {
      const player = await registerPlayer(test.app);
      const answer = await submitOk(test.app, player, submitBody('cashtocode', 'deposit', 'EUR', 3000));
      const paid = await notifyProvider(test.app, answer.transactionId, {
        type: 'deposit_settled',
        outcome: 'paid',
      });
      expect(paid.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe('given the 3-D Secure page in the cashier’s sandboxed frame (Origin: null)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ env: { PAYMENT_ORIGINS: 'https://acs.bank.example' } });
  });
  afterAll(() => test.close());

  async function challenge(): Promise<{ id: string; token: string }> {
    const player = await registerPlayer(test.app);
    const answer = await submitOk(
      test.app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 4000, cardFields(CARD.challenge)),
    );
    const id = answer.transactionId!;
    const token = pageToken((await test.app.inject({ method: 'GET', url: `/sandbox/3ds/${id}` })).body);
    expect(token).toBeDefined();
    return { id, token: token! };
  }

  const postForm = (id: string, body: string, origin: string) =>
    test.app.inject({
      method: 'POST',
      url: `/sandbox/3ds/${id}`,
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('should take the form with its token from an opaque origin, and refuse it without one', async () => {
    const { id, token } = await challenge();
    expect((await postForm(id, 'decision=approve&token=', 'null')).statusCode).toBe(403);
    expect((await postForm(id, `decision=approve&token=${'0'.repeat(64)}`, 'null')).statusCode).toBe(403);
    expect(await transactionRow(test.app, id)).toMatchObject({ status: 'action_required' });
    const passed = await postForm(id, `decision=approve&token=${token}`, 'null');
    expect(passed.statusCode).toBe(200);
    expect(await transactionRow(test.app, id)).toMatchObject({ status: 'approved' });
  });

  it('should still refuse a foreign origin, token or not', async () => {
    const { id, token } = await challenge();
    expect((await postForm(id, `decision=approve&token=${token}`, 'https://evil.example')).statusCode).toBe(
      403,
    );
    expect(await transactionRow(test.app, id)).toMatchObject({ status: 'action_required' });
  });

  it('should tell the cashier which provider origins it may open', async () => {
    const player = await registerPlayer(test.app);
    const config = await test.app.inject({
      method: 'GET',
      url: '/api/v1/payments/config',
      cookies: player.cookies,
    });
    expect(config.json()).toMatchObject({ paymentOrigins: ['https://acs.bank.example'] });
  });
});
