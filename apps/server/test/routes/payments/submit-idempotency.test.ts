import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
  submit,
  submitBody,
} from './submit-helpers.ts';

describe.each(['sqlite', 'postgres'] as const)('given Idempotency-Keys on %s', (dialect) => {
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

  const deposit = (number: string = CARD.approve, amount = 2000) =>
    submitBody('credit-card', 'deposit', 'EUR', amount, cardFields(number));

  it('should replay the first answer for a repeated request, making one transaction and one credit', async () => {
    const player = await registerPlayer(app);
    const key = newKey();
    const first = await submit(app, player, deposit(), key);
    const second = await submit(app, player, deposit(), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await moneyState(app, player.id)).toEqual({ balance: 2000, ledgerSum: 2000, transactions: 1 });
  });

  it('should replay a declined answer as it was', async () => {
    const player = await registerPlayer(app);
    const key = newKey();
    const first = await submit(app, player, deposit(CARD.decline), key);
    const second = await submit(app, player, deposit(CARD.decline), key);
    expect(first.json()).toMatchObject({ ok: false, error: { code: 'CARD_DECLINED' } });
    expect(second.json()).toEqual(first.json());
    expect(await moneyState(app, player.id)).toMatchObject({ transactions: 1, balance: 0 });
  });

  it('should answer 422 for the same key with a different body, changing nothing', async () => {
    const player = await registerPlayer(app);
    const key = newKey();
    await submit(app, player, deposit(CARD.approve, 2000), key);
    for (const other of [deposit(CARD.approve, 2001), deposit(CARD.mastercard, 2000)]) {
      const reused = await submit(app, player, other, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        statusCode: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        reference: expect.any(String) as string,
      });
    }
    expect(await moneyState(app, player.id)).toEqual({ balance: 2000, ledgerSum: 2000, transactions: 1 });
  });

  it('should keep keys per player', async () => {
    const [ada, bo] = [await registerPlayer(app), await registerPlayer(app)];
    const key = newKey();
    expect((await submit(app, ada, deposit(), key)).json()).toMatchObject({ ok: true });
    expect((await submit(app, bo, deposit(), key)).json()).toMatchObject({ ok: true });
    expect(await moneyState(app, ada.id)).toMatchObject({ transactions: 1, balance: 2000 });
    expect(await moneyState(app, bo.id)).toMatchObject({ transactions: 1, balance: 2000 });
  });

  it('should not spend a key on a request refused before any transaction', async () => {
    const player = await registerPlayer(app);
    const key = newKey();
    const refused = await submit(app, player, deposit('4242424242424241'), key);
    expect(refused.json()).toMatchObject({ ok: false, error: { kind: 'params_error' } });
    const accepted = await submit(app, player, deposit(), key);
    expect(accepted.json()).toMatchObject({ ok: true });
    expect(await moneyState(app, player.id)).toMatchObject({ transactions: 1, balance: 2000 });
  });

  it('should make exactly one transaction of 20 concurrent requests with one key', async () => {
    const player = await registerPlayer(app);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(app, player, deposit(), key)),
    );
    const bodies = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<{ ok: boolean; transactionId: string }>();
    });
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ ok: true });
    expect(await moneyState(app, player.id)).toEqual({ balance: 2000, ledgerSum: 2000, transactions: 1 });
  });

  it('should hold one cashout of 20 concurrent requests with one key', async () => {
    const player = await registerPlayer(app);
    await fundByCard(app, player, 100_000);
    const key = newKey();
    const body = cardCashout(5_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(app, player, body, key)));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await moneyState(app, player.id)).toEqual({ balance: 95_000, ledgerSum: 95_000, transactions: 2 });
  });

  it.each([
    ['missing', null],
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(65)],
    ['with other characters', 'key with spaces!'],
  ])('should refuse a %s Idempotency-Key with 400', async (_name, key) => {
    const player = await registerPlayer(app);
    const response = await submit(app, player, deposit(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      reference: expect.stringMatching(/^req_[0-9a-f]{32}$/) as string,
    });
    expect(await moneyState(app, player.id)).toMatchObject({ transactions: 0 });
  });
});
