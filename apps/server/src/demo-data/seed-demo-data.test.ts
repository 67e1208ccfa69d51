import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app.ts';
import { ledger } from '../payments/ledger/ledger.ts';
import { savedProfiles } from '../payments/profiles/saved-profiles-repository.ts';
import { DEMO_CARD, DEMO_DEPOSIT, DEMO_PLAYER, seedDemoData } from './seed-demo-data.ts';

describe('given a fresh SQLite database', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await buildTestApp();
  });
  afterEach(async () => {
    await test.close();
  });

  it('should seed the demo player once, with a balance, its ledger entry and one saved card', async () => {
    const db = test.app.database.db;
    const first = await seedDemoData(db);
    const second = await seedDemoData(db);

    expect(first).toMatchObject({ createdPlayer: true, creditedDeposit: true });
    expect(second).toEqual({ playerId: first.playerId, createdPlayer: false, creditedDeposit: false });
    expect(await ledger.balances(db, first.playerId)).toEqual({ EUR: DEMO_DEPOSIT.amount });
    const entries = await db.selectFrom('ledger_entries').selectAll().execute();
    expect(entries).toMatchObject([
      { player_id: first.playerId, amount: DEMO_DEPOSIT.amount, reason: 'deposit' },
    ]);
    const transactions = await db.selectFrom('transactions').selectAll().execute();
    expect(transactions).toMatchObject([{ id: entries[0]?.transaction_id, status: 'approved' }]);
    const profiles = await savedProfiles.list(db, first.playerId);
    expect(profiles).toMatchObject([{ methodId: 'visa', kind: 'card', display: DEMO_CARD.display }]);
    expect(profiles[0]?.details).toEqual(DEMO_CARD.details);
    expect(await db.selectFrom('players').select('id').execute()).toHaveLength(1);
  });

  it('should let the demo player log in with the README credentials', async () => {
    await seedDemoData(test.app.database.db);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'demo@playfront.test', country: 'DE', currency: 'EUR' });
    const session = /pf_session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
    expect(session).toBeDefined();

    // What the README promises the player sees: the balance and the deposit in the history.
    const cookies = { pf_session: session ?? '' };
    const balances = await test.app.inject({ url: '/api/v1/payments/balances', cookies });
    expect(balances.json()).toEqual({ balances: [{ currency: 'EUR', amount: DEMO_DEPOSIT.amount }] });
    const history = await test.app.inject({ url: '/api/v1/payments/transactions', cookies });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      items: [{ action: 'deposit', methodId: 'visa', amount: DEMO_DEPOSIT.amount, status: 'completed' }],
    });
  });
});
