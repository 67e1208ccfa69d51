import {
  PAYMENTS_API_PREFIX,
  type CashierConfig,
  type GetConversionMethodsResponse,
  type GetMethodFieldsResponse,
  type PaymentAction,
  type SubmitResponse,
  type TransactionsResponse,
} from '@playfront/contracts';
import { createCashierClient, type CashierClient } from '@playfront/cashier';
import { WORKSHOP_CONFIG } from './fixtures/config.ts';
import { CARD_FORM } from './fixtures/fields.ts';
import { HISTORY } from './fixtures/history.ts';
import { methodsFor } from './fixtures/methods.ts';

/** What the stand-in payments API answers; every answer is a contract type. */
export interface FakePayments {
  config?: CashierConfig;
  history?: TransactionsResponse;
  /** The submit answer; default a card deposit the provider approved at once. */
  submit?: SubmitResponse;
}

const APPROVED: SubmitResponse = {
  ok: true,
  outcome: { status: 'notify', transactionId: 'tx-workshop-1', message: 'Deposit received' },
  transactionId: 'tx-workshop-1',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function actionOf(url: URL): PaymentAction {
  return url.searchParams.get('action') === 'cashout' ? 'cashout' : 'deposit';
}

/**
 * The payments API the widget would call, answered in memory: the provider and the server lie
 * outside the workshop, the cashier's client, session and components are the real ones.
 */
function answer(fake: FakePayments, url: URL, method: string): Response {
  const path = url.pathname.slice(PAYMENTS_API_PREFIX.length);
  if (method === 'POST' && path === '/submit') return json(fake.submit ?? APPROVED);
  if (path === '/config') return json(fake.config ?? WORKSHOP_CONFIG);
  if (path === '/methods') return json(methodsFor(actionOf(url)));
  const form = /^\/methods\/([a-z0-9-]+)\/fields$/.exec(path);
  if (form?.[1] !== undefined) {
    const fields: GetMethodFieldsResponse = { ...CARD_FORM, methodId: form[1], action: actionOf(url) };
    return json(fields);
  }
  if (path === '/conversion-methods') {
    const none: GetConversionMethodsResponse = { mode: 'development', currency: 'EUR', methods: [] };
    return json(none);
  }
  if (path === '/transactions') return json(fake.history ?? HISTORY);
  return json({ code: 'NOT_FOUND', message: `The workshop has no ${method} ${path}` }, 404);
}

/** A cashier client whose requests the fake payments API answers. */
export function fakeCashierClient(fake: FakePayments, language: string): CashierClient {
  return createCashierClient({
    language,
    fetch: (input, init) =>
      Promise.resolve(answer(fake, new URL(input, 'http://workshop.invalid'), init.method ?? 'GET')),
  });
}
