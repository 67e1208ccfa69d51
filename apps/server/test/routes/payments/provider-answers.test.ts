import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue } from '../../../src/payments/catalogue/index.ts';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../src/config.ts';
import { callbackPath } from '../../../src/payments/callbacks/callback-route.ts';
import {
  signNotification,
  SIGNATURE_HEADER,
} from '../../../src/payments/callbacks/notification-signature.ts';
import {
  NotificationUnreadableError,
  type ProviderAdapter,
  type ProviderResult,
} from '../../../src/payments/providers/provider.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  CARD,
  cardFields,
  moneyState,
  notifyProvider,
  registerPlayer,
  submitBody,
  submitOk,
  transactionRow,
} from './submit-helpers.ts';

/** The provider of the card method the suite pays with, here a stand-in for the real acquirer. */
const PROVIDER = catalogue.method('credit-card')?.providerId ?? 'worldpay';
const ACS_ORIGIN = 'https://acs.bank.example';

/** What the stand-in acquirer answers next; a real adapter builds this from the provider's JSON. */
let next: unknown = { type: 'approved' };

/** An outside provider's adapter, given to the server through its config as a real one would be. */
const acquirer: ProviderAdapter = {
  name: 'test-acquirer',
  initiate: () => Promise.resolve(next as ProviderResult),
  handleCallback: ({ event }) =>
    Promise.resolve(
      event.type === 'captured' ? { type: 'approved' } : { type: 'declined', code: 'CARD_DECLINED' },
    ),
  readNotification: (body) => {
    const { id, status } = (body ?? {}) as { id?: unknown; status?: unknown };
    if (typeof id !== 'string' || typeof status !== 'string') {
      throw new NotificationUnreadableError('Not an acquirer notification.');
    }
    return { transactionId: id, event: { type: status } };
  },
};

describe('given a real provider adapter from the config', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { PAYMENT_ORIGINS: ACS_ORIGIN },
      adapters: { [PROVIDER]: acquirer },
    });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const deposit = async () => {
    const player = await registerPlayer(app);
    const answer = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 2500, cardFields(CARD.approve)),
    );
    return { player, answer };
  };

  it.each([
    ['a code outside the closed list', { type: 'declined', code: 'WP_DO_NOT_HONOUR' }],
    ['a failure with no code', { type: 'failed' }],
    ['a result of no known type', { type: 'captured_partially', reference: 'WP-1' }],
  ])(
    'should keep the payment pending and answer FINTEQHUB_SEAMLESS_UNKNOWN_ERROR for %s',
    async (_name, result) => {
      next = result;
      const { player, answer } = await deposit();
      expect(answer).toMatchObject({
        ok: false,
        transactionId: expect.any(String) as unknown,
        error: {
          kind: 'unknown_error',
          code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
          message:
            'Something went wrong with your payment. Please check your transaction history before trying again.',
        },
      });
      // The money may have moved: nothing is credited, nothing is failed; the provider's notification settles it.
      expect(await transactionRow(app, answer.transactionId!)).toMatchObject({
        status: 'pending',
        error_code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
      });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });

      // The sandbox's notification shape is not this provider's: its adapter refuses it.
      const foreign = await notifyProvider(app, answer.transactionId, { type: 'captured' });
      expect(foreign.json()).toMatchObject({ statusCode: 400, code: 'NOTIFICATION_UNREADABLE' });
      // Its own notification, once captured, settles the payment.
      const captured = await signedAcquirerNotice(app, { id: answer.transactionId, status: 'captured' });
      expect(captured.json()).toEqual({ transactionId: answer.transactionId, status: 'approved' });
      expect(await moneyState(app, player.id)).toMatchObject({ balance: 2500, ledgerSum: 2500 });
    },
  );

  it('should settle through the one callback route, read by the provider’s own adapter', async () => {
    next = { type: 'pending', message: 'Waiting for the acquirer.' };
    const { player, answer } = await deposit();
    expect(answer).toMatchObject({ ok: true, outcome: { status: 'notify' } });
    const signed = await signedAcquirerNotice(app, { id: answer.transactionId, status: 'captured' });
    expect(signed.json()).toEqual({ transactionId: answer.transactionId, status: 'approved' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 2500, ledgerSum: 2500 });
  });

  it.each([
    ['an origin the cashier may not open', 'https://acs.elsewhere.example/challenge/1'],
    ['plain http', 'http://acs.bank.example/challenge/1'],
    ['no URL at all', 'javascript:alert(1)'],
  ])('should fail the payment with RENDER_ERROR for a page on %s', async (_name, path) => {
    next = { type: 'challenge', path, reference: 'WP-3DS-1' };
    const { player, answer } = await deposit();
    expect(answer).toMatchObject({
      ok: false,
      error: {
        kind: 'unknown_error',
        code: 'RENDER_ERROR',
        message: 'The payment form could not be displayed. Please reload the page.',
      },
    });
    expect(await transactionRow(app, answer.transactionId!)).toMatchObject({
      status: 'failed',
      error_code: 'RENDER_ERROR',
      provider_reference: 'WP-3DS-1',
    });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('should open a page on a payment origin as it is', async () => {
    next = { type: 'challenge', path: `${ACS_ORIGIN}/challenge/2` };
    const { answer } = await deposit();
    expect(answer).toMatchObject({
      ok: true,
      outcome: { status: 'iframe_opened', url: `${ACS_ORIGIN}/challenge/2` },
    });
  });
});

/** The stand-in acquirer's own notification body, signed as the sandbox signs (the development secret). */
async function signedAcquirerNotice(app: FastifyInstance, body: { id: string | undefined; status: string }) {
  const path = callbackPath(PROVIDER);
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(DEVELOPMENT_WEBHOOK_SECRET, {
        method: 'POST',
        path,
        body: payload,
      }),
    },
    payload,
  });
}
