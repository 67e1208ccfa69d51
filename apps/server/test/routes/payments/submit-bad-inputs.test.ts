import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SUBMIT_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  fundByCard,
  moneyState,
  newKey,
  ORIGIN,
  registerPlayer,
  submit,
  submitBody,
  submitOk,
  type TestPlayer,
} from './submit-helpers.ts';

const valid = () => submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.approve));
const cashout = (amount: unknown) => ({
  ...submitBody('skrill', 'cashout', 'EUR', 1, { skrill_email: 'ada@example.com' }),
  amount,
});
const withAmount = (amount: unknown) => ({ ...valid(), amount });
const withFields = (fields: Record<string, unknown>) => ({
  ...valid(),
  fields: { ...valid().fields, ...fields },
});

interface BadInput {
  readonly name: string;
  /** The JSON body, or the raw text. */
  readonly body: unknown;
  readonly status: number;
  /** The code: of the error body for a non-200, of the payment error for a 200. */
  readonly code: string;
  /** For a params_error, the field named. */
  readonly field?: string;
}

/** Bad amounts, methods, fields and profiles: each a clear answer, none a change. */
const CORPUS: readonly BadInput[] = [
  { name: 'a negative amount', body: withAmount(-2000), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a zero amount', body: withAmount(0), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a fractional amount', body: withAmount(20.5), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'an amount as a string', body: withAmount('2000'), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a decimal string amount', body: withAmount('20.00'), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a non-numeric amount', body: withAmount('lots'), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a null amount', body: withAmount(null), status: 400, code: 'VALIDATION_ERROR' },
  { name: 'an amount past 2^53', body: withAmount(1e20), status: 400, code: 'VALIDATION_ERROR' },
  {
    name: 'the largest safe amount',
    body: withAmount(Number.MAX_SAFE_INTEGER),
    status: 200,
    code: 'LIMIT_EXCEEDED',
    field: 'amount',
  },
  {
    name: 'an amount over the limit',
    body: withAmount(500_001),
    status: 200,
    code: 'LIMIT_EXCEEDED',
    field: 'amount',
  },
  {
    name: 'an amount under the limit',
    body: withAmount(999),
    status: 200,
    code: 'LIMIT_EXCEEDED',
    field: 'amount',
  },
  {
    name: 'a cashout larger than the balance',
    body: cashout(9_000),
    status: 200,
    code: 'INSUFFICIENT_FUNDS',
    field: 'amount',
  },
  {
    name: 'a huge cashout',
    body: cashout(900_000_000),
    status: 200,
    code: 'LIMIT_EXCEEDED',
    field: 'amount',
  },
  {
    name: 'an unknown method',
    body: { ...valid(), methodId: 'no-such-method' },
    status: 200,
    code: 'METHOD_UNAVAILABLE',
  },
  {
    name: 'a malformed method id',
    body: { ...valid(), methodId: 'Visa!' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'an unknown currency',
    body: { ...valid(), currency: 'XXX' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a currency the method does not take',
    body: { ...valid(), currency: 'JPY' },
    status: 200,
    code: 'METHOD_UNAVAILABLE',
  },
  {
    name: 'a method not offered in the country',
    body: submitBody('pix', 'deposit', 'BRL', 2000, { cpf: '12345678901' }),
    status: 200,
    code: 'METHOD_UNAVAILABLE',
  },
  {
    name: 'a cashout with a deposit-only method',
    body: submitBody('neosurf', 'cashout', 'EUR', 2000, {}),
    status: 200,
    code: 'METHOD_UNAVAILABLE',
  },
  {
    name: 'an unknown action',
    body: { ...valid(), action: 'withdraw' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'an unknown top-level field',
    body: { ...valid(), role: 'admin' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a missing fields object',
    body: { ...valid(), fields: undefined },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'an object as a field value',
    body: withFields({ card_holder: { x: 1 } }),
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a number as a field value',
    body: withFields({ cvv: 123 }),
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a field name that is not one',
    body: withFields({ 'bad name': 'x' }),
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a __proto__ field',
    body: '{"methodId":"credit-card","action":"deposit","currency":"EUR","amount":2000,"fieldsVersion":"x","fields":{"__proto__":{"admin":true}}}',
    status: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  },
  {
    name: 'a field value past 1 KB',
    body: withFields({ card_holder: 'a'.repeat(1025) }),
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'too many fields',
    body: withFields(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 'x']))),
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'an empty fields version',
    body: { ...valid(), fieldsVersion: '' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    name: 'a field that is not in the form',
    body: withFields({ pin: '1234' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'pin',
  },
  {
    name: 'a card number failing Luhn',
    body: withFields({ card_number: '4242424242424241' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'card_number',
  },
  {
    name: 'a Visa number of 17 digits',
    body: withFields({ card_number: '42424242424242426' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'card_number',
  },
  {
    name: 'an expired card',
    body: withFields({ expiry_date: '01/20' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'expiry_date',
  },
  {
    name: 'a 3-digit CVV on American Express',
    body: withFields({ card_number: CARD.amex, cvv: '123' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'cvv',
  },
  {
    name: 'a missing CVV',
    body: withFields({ cvv: '' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'cvv',
  },
  {
    name: 'a card holder of digits',
    body: withFields({ card_holder: '12345' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'card_holder',
  },
  {
    name: 'a checkbox sent as text',
    body: withFields({ save_card: 'yes' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'save_card',
  },
  {
    name: 'a bad e-mail',
    body: submitBody('skrill', 'deposit', 'EUR', 2000, { skrill_email: 'not an e-mail' }),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'skrill_email',
  },
  {
    name: 'an unknown saved profile',
    body: submitBody(
      'credit-card',
      'deposit',
      'EUR',
      2000,
      {},
      { savedProfileId: 'b6f9c9a8-0000-4000-8000-000000000000' },
    ),
    status: 200,
    code: 'VALIDATE_PROFILE_ERROR',
    field: 'savedProfileId',
  },
];

describe.each(['sqlite', 'postgres'] as const)('given bad submit inputs on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;
  let player: TestPlayer;
  let otherProfileId: string;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
    player = await registerPlayer(app);
    await fundByCard(app, player, 5_000);
    // Another player's saved card, for the profile case.
    const other = await registerPlayer(app);
    const saved = await submitOk(
      app,
      other,
      submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.approve, { save_card: true })),
    );
    const row = await app.database.db
      .selectFrom('transactions')
      .select('saved_profile_id')
      .where('id', '=', saved.transactionId!)
      .executeTakeFirstOrThrow();
    otherProfileId = row.saved_profile_id!;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  async function expectNoChange<T>(run: () => Promise<T>): Promise<T> {
    const before = await moneyState(app, player.id);
    const result = await run();
    expect(await moneyState(app, player.id)).toEqual(before);
    return result;
  }

  it.each(CORPUS.map((input) => [input.name, input] as const))(
    'should answer %s clearly and change nothing',
    async (_name, input) => {
      const response = await expectNoChange(() => submit(app, player, input.body));
      expect(response.statusCode).toBe(input.status);
      const body = response.json<Record<string, unknown>>();
      if (input.status === 200) {
        expect(body).toMatchObject({ ok: false, error: { code: input.code } });
        const error = body.error as { reference?: string; message: string; fields?: { name: string }[] };
        expect(error.reference).toMatch(/^req_[0-9a-f]{32}$/);
        expect(error.message).toMatch(/^[A-Z].+\.$/);
        if (input.field !== undefined) expect(error.fields?.map((f) => f.name)).toContain(input.field);
      } else {
        expect(body).toMatchObject({ statusCode: input.status, code: input.code });
        expect(body.reference).toMatch(/^req_[0-9a-f]{32}$/);
      }
    },
  );

  it("should refuse another player's saved profile without saying it exists", async () => {
    const body = submitBody('credit-card', 'deposit', 'EUR', 2000, {}, { savedProfileId: otherProfileId });
    const response = await expectNoChange(() => submit(app, player, body));
    expect(response.json()).toMatchObject({
      ok: false,
      error: {
        kind: 'params_error',
        code: 'VALIDATE_PROFILE_ERROR',
        fields: [{ name: 'savedProfileId', message: expect.stringMatching(/cannot be used/) as string }],
      },
    });
  });

  it.each([
    ['missing', {}],
    ['forged', { pf_session: 'A'.repeat(43) }],
    ['malformed', { pf_session: "' or 1=1 --" }],
  ])('should answer 401 for a %s session', async (_name, cookies) => {
    const response = await expectNoChange(() =>
      app.inject({
        method: 'POST',
        url: SUBMIT_PATH,
        cookies,
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'idempotency-key': newKey() },
        payload: JSON.stringify(valid()),
      }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', reference: expect.any(String) as string });
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }, 403, 'CROSS_SITE_REQUEST'],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403, 'CROSS_SITE_REQUEST'],
    [
      'a text body (read as text, not JSON)',
      { origin: ORIGIN, 'content-type': 'text/plain' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a form body',
      { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    ],
  ] as const)('should refuse a request from %s', async (_name, headers, status, code) => {
    const response = await expectNoChange(() =>
      app.inject({
        method: 'POST',
        url: SUBMIT_PATH,
        cookies: player.cookies,
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...headers },
        payload: JSON.stringify(valid()),
      }),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, reference: expect.any(String) as string });
  });

  it.each([
    ['an oversized body', JSON.stringify({ ...valid(), fields: { card_holder: 'x'.repeat(20_000) } }), 413],
    ['malformed JSON', '{"methodId": "credit-card", ', 400],
    ['an empty body', '', 400],
    ['a JSON array', '[]', 400],
  ])('should refuse %s', async (_name, payload, status) => {
    const response = await expectNoChange(() => submit(app, player, payload));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, reference: expect.any(String) as string });
  });
});
