import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PATH,
  CASHOUT_DECISIONS_PATH,
  CASHOUT_QUEUE_PATH,
  playerKycPath,
  playerNotesPath,
  playerViewPath,
  PROVIDER_RATES_PATH,
  TRANSACTION_SEARCH_PATH,
  type AuditPage,
  type CashoutDecisionResponse,
  type CashoutQueuePage,
  type PlayerView,
  type ProviderRates,
  type TransactionSearchPage,
} from '@playfront/contracts';
import { seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import type { LiveUpdate } from '../../src/payments/live/live-updates.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import {
  cardCashout,
  fundByCard,
  moneyState,
  notifyProvider,
  ORIGIN,
  registerPlayer,
  submitOk,
  transactionRow,
  type TestPlayer,
} from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

/**
 * The defaults in EUR (scaled from the 2,000.00 KYC threshold): the rule releases up to 1,000.00,
 * a second approver is needed above 1,500.00, an agent approves up to 2,000.00.
 */
const QUEUED = 120_000;
const TWO_APPROVERS = 180_000;
const OVER_AGENT_LIMIT = 250_000;

describe.each(['sqlite', 'postgres'] as const)('given the payments back office on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  const staff: Record<string, string> = {};

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    for (const role of ['admin', 'marketing', 'payments_agent', 'payments_approver', 'risk', 'support']) {
      staff[role] = await demoStaffSession(app, role);
    }
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const as = (role: string) => ({ pf_staff_session: staff[role] ?? '' });

  const queue = async (role = 'payments_agent') =>
    (
      await app.inject({ method: 'GET', url: CASHOUT_QUEUE_PATH, cookies: as(role) })
    ).json<CashoutQueuePage>();

  const decide = (
    role: string,
    ids: string[],
    decision: 'approve' | 'reject',
    reason: string,
    note?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: CASHOUT_DECISIONS_PATH,
      cookies: as(role),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({
        transactionIds: ids,
        decision,
        reason,
        ...(note === undefined ? {} : { note }),
      }),
    });

  const decideOk = async (...args: Parameters<typeof decide>) => {
    const response = await decide(...args);
    expect(response.statusCode).toBe(200);
    return response.json<CashoutDecisionResponse>().results;
  };

  async function fundedPlayer(amount = 300_000, kyc?: 'verified'): Promise<TestPlayer> {
    const player = await registerPlayer(app);
    await fundByCard(app, player, amount);
    if (kyc !== undefined) {
      await app.database.db
        .updateTable('players')
        .set({ kyc_status: kyc })
        .where('id', '=', player.id)
        .execute();
    }
    return player;
  }

  async function cashOut(player: TestPlayer, amount: number): Promise<string> {
    const answer = await submitOk(app, player, cardCashout(amount));
    if (!answer.ok || answer.transactionId === undefined) throw new Error(JSON.stringify(answer));
    return answer.transactionId;
  }

  const reviewState = async (id: string) =>
    (
      await app.database.db
        .selectFrom('cashout_reviews')
        .select('state')
        .where('transaction_id', '=', id)
        .executeTakeFirst()
    )?.state;

  it('should send a cashout the rule releases to its provider and queue one above the maximum', async () => {
    // Verified: the two cashouts together pass the KYC window's threshold.
    const player = await fundedPlayer(300_000, 'verified');
    const released = await cashOut(player, 100_000);
    expect(await reviewState(released)).toBeUndefined();
    expect((await notifyProvider(app, released, { type: 'payout', outcome: 'paid' })).statusCode).toBe(200);

    const answer = await submitOk(app, player, cardCashout(QUEUED));
    expect(answer).toMatchObject({
      ok: true,
      outcome: { status: 'notify', message: 'Your withdrawal of €1,200.00 is being processed.' },
    });
    const queued = answer.transactionId ?? '';
    expect(await reviewState(queued)).toBe('queued');
    expect(await transactionRow(app, queued)).toMatchObject({ status: 'pending', provider_reference: null });
    // Never sent to the provider: nothing of it can be settled there.
    const early = await notifyProvider(app, queued, { type: 'payout', outcome: 'paid' });
    expect(early.json()).toMatchObject({ statusCode: 409, code: 'CALLBACK_REJECTED' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 300_000 - 100_000 - QUEUED });
  });

  it('should list the queue oldest first, then largest, with KYC, deposits and risk flags inline', async () => {
    const one = await fundedPlayer(400_000);
    const two = await fundedPlayer(300_000, 'verified');
    const ids = [await cashOut(one, QUEUED), await cashOut(two, QUEUED), await cashOut(two, TWO_APPROVERS)];
    const [oldest = '', smaller = '', larger = ''] = ids;
    const db = app.database.db;
    // Made in that order, the last two in the same millisecond: the larger goes first.
    await db.updateTable('transactions').set({ created_at: 1_000 }).where('id', '=', oldest).execute();
    await db
      .updateTable('transactions')
      .set({ created_at: 2_000 })
      .where('id', 'in', [smaller, larger])
      .execute();

    const page = await queue();
    const ours = page.items.filter((item) => ids.includes(item.transactionId));
    expect(ours.map((item) => item.transactionId)).toEqual([oldest, larger, smaller]);
    expect(page.items[0]?.transactionId).toBe(oldest);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(ours[0]).toMatchObject({
      playerId: one.id,
      amount: QUEUED,
      currency: 'EUR',
      // Staff read the method by its name, not its id.
      methodId: 'credit-card',
      methodName: 'Credit or debit card',
      reviewState: 'queued',
      needsSecondApproval: false,
      kycStatus: 'not_started',
      deposits: { count: 1, amount: 400_000 },
      previousCashouts: 0,
    });
    expect(ours[0]?.riskFlags).toEqual(
      expect.arrayContaining(['first_cashout', 'kyc_not_verified', 'deposit_within_24h', 'new_account']),
    );
    expect(ours[1]).toMatchObject({ kycStatus: 'verified', needsSecondApproval: true });
    expect(ours[1]?.riskFlags).not.toContain('kyc_not_verified');
    // Clean up for the tests after: a decided cashout leaves the queue.
    await decideOk('payments_approver', [oldest, smaller], 'reject', 'duplicate_request');
    await decideOk('payments_approver', [larger], 'reject', 'duplicate_request');
    expect((await queue()).items.map((item) => item.transactionId)).not.toContain(oldest);
  });

  it('should let an agent approve within the limit and tell the player live, audited', async () => {
    const player = await fundedPlayer();
    const id = await cashOut(player, QUEUED);
    const updates: LiveUpdate[] = [];
    const stop = app.liveUpdates.subscribe(player.id, (update) => updates.push(update));
    const results = await decideOk('payments_agent', [id], 'approve', 'checks_passed', 'ID seen');
    stop();
    expect(results).toEqual([{ transactionId: id, outcome: 'approved' }]);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'approved' });
    expect(updates).toContainEqual(
      expect.objectContaining({ type: 'transaction_status', transactionId: id, status: 'completed' }),
    );
    // A double click answers the same and writes nothing more.
    expect(await decideOk('payments_agent', [id], 'approve', 'checks_passed')).toEqual([
      { transactionId: id, outcome: 'approved' },
    ]);
    const audit = (
      await app.inject({ method: 'GET', url: `${AUDIT_PATH}?action=cashout.approve`, cookies: as('admin') })
    ).json<AuditPage>();
    const entries = audit.entries.filter((entry) => entry.subject === `transaction:${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffEmail: 'payments-agent@playfront.test',
      before: { status: 'pending', review: 'queued' },
      after: { status: 'approved', review: 'approved' },
      reason: 'checks_passed: ID seen',
    });
    expect(entries[0]?.requestId).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('should need a second, different approver above the threshold (maker–checker)', async () => {
    const player = await fundedPlayer();
    const id = await cashOut(player, TWO_APPROVERS);
    expect(await decideOk('payments_agent', [id], 'approve', 'checks_passed')).toEqual([
      { transactionId: id, outcome: 'awaiting_second_approval' },
    ]);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'pending' });
    const item = (await queue()).items.find((entry) => entry.transactionId === id);
    expect(item).toMatchObject({
      reviewState: 'awaiting_second_approval',
      firstApprover: 'payments-agent@playfront.test',
    });
    // An agent may not give the second approval, not even another agent.
    expect(await decideOk('payments_agent', [id], 'approve', 'checks_passed')).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'SECOND_APPROVER_REQUIRED' }),
    ]);
    expect(await decideOk('payments_approver', [id], 'approve', 'documents_verified')).toEqual([
      { transactionId: id, outcome: 'approved' },
    ]);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'approved' });
  });

  it('should refuse an agent above the limit and the same approver twice', async () => {
    const player = await fundedPlayer(500_000, 'verified');
    const id = await cashOut(player, OVER_AGENT_LIMIT);
    expect(await decideOk('payments_agent', [id], 'approve', 'checks_passed')).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'OVER_AGENT_LIMIT' }),
    ]);
    expect(await decideOk('payments_approver', [id], 'approve', 'checks_passed')).toEqual([
      { transactionId: id, outcome: 'awaiting_second_approval' },
    ]);
    expect(await decideOk('payments_approver', [id], 'approve', 'checks_passed')).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'SAME_APPROVER' }),
    ]);
    expect(await decideOk('admin', [id], 'approve', 'known_player')).toEqual([
      { transactionId: id, outcome: 'approved' },
    ]);
  });

  it('should give a rejected cashout back through the ledger once, even when clicked twice at once', async () => {
    const player = await fundedPlayer();
    const id = await cashOut(player, QUEUED);
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 300_000 - QUEUED });
    const updates: LiveUpdate[] = [];
    const stop = app.liveUpdates.subscribe(player.id, (update) => updates.push(update));
    const both = await Promise.all([
      decideOk('payments_agent', [id], 'reject', 'suspected_fraud'),
      decideOk('payments_approver', [id], 'reject', 'suspected_fraud'),
    ]);
    stop();
    expect(both.flat().map((result) => result.outcome)).toEqual(['rejected', 'rejected']);
    expect(await transactionRow(app, id)).toMatchObject({ status: 'declined' });
    expect(await moneyState(app, player.id)).toMatchObject({ balance: 300_000, ledgerSum: 300_000 });
    const entries = await app.database.db
      .selectFrom('ledger_entries')
      .select(['reason', 'amount'])
      .where('transaction_id', '=', id)
      .orderBy('amount')
      .execute();
    expect(entries).toEqual([
      { reason: 'cashout', amount: -QUEUED },
      { reason: 'cashout_reversal', amount: QUEUED },
    ]);
    expect(updates).toContainEqual(expect.objectContaining({ type: 'transaction_status', status: 'failed' }));
    expect(updates).toContainEqual({
      type: 'accounts_updated',
      playerId: player.id,
      balances: { EUR: 300_000 },
    });
    const audit = (
      await app.inject({ method: 'GET', url: `${AUDIT_PATH}?action=cashout.reject`, cookies: as('admin') })
    ).json<AuditPage>();
    expect(audit.entries.filter((entry) => entry.subject === `transaction:${id}`)).toHaveLength(1);
  });

  it('should refuse a reason of the other decision, a cashout cancelled by the player, and bulk each on its own', async () => {
    const player = await fundedPlayer(300_000, 'verified');
    const first = await cashOut(player, QUEUED);
    const second = await cashOut(player, QUEUED);
    expect(await decideOk('payments_agent', [first], 'approve', 'suspected_fraud')).toEqual([
      expect.objectContaining({ outcome: 'refused', code: 'REASON_NOT_FOR_DECISION' }),
    ]);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/transactions/${second}/cancel`,
      cookies: player.cookies,
      headers: { origin: ORIGIN },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      await decideOk('payments_agent', [first, second, 'no-such-id'], 'approve', 'checks_passed'),
    ).toEqual([
      { transactionId: first, outcome: 'approved' },
      expect.objectContaining({ transactionId: second, outcome: 'refused', code: 'CASHOUT_NOT_IN_QUEUE' }),
      expect.objectContaining({ transactionId: 'no-such-id', outcome: 'refused', code: 'CASHOUT_NOT_FOUND' }),
    ]);
  });

  it('should refuse staff without the role, visitors without a session and other origins', async () => {
    expect((await app.inject({ method: 'GET', url: CASHOUT_QUEUE_PATH })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: CASHOUT_QUEUE_PATH, cookies: as('marketing') })).statusCode,
    ).toBe(403);
    expect((await decide('support', ['x'], 'approve', 'checks_passed')).statusCode).toBe(403);
    expect((await decide('risk', ['x'], 'approve', 'checks_passed')).statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: CASHOUT_DECISIONS_PATH,
      cookies: as('payments_agent'),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ transactionIds: ['x'], decision: 'approve', reason: 'checks_passed' }),
    });
    expect(crossSite.statusCode).toBe(403);
    const player = await registerPlayer(app);
    // A player's session is never a staff one.
    expect(
      (await app.inject({ method: 'GET', url: CASHOUT_QUEUE_PATH, cookies: player.cookies })).statusCode,
    ).toBe(401);
  });

  it('should find transactions by every filter, page them on the server and export CSV', async () => {
    const player = await fundedPlayer(200_000);
    const id = await cashOut(player, QUEUED);
    const row = await transactionRow(app, id);
    const email = (
      await app.database.db
        .selectFrom('players')
        .select('email')
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow()
    ).email;
    const search = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${TRANSACTION_SEARCH_PATH}?${query}`,
        cookies: as('payments_agent'),
      });
      expect(response.statusCode).toBe(200);
      return response.json<TransactionSearchPage>();
    };
    const byPlayer = await search(`player=${player.id}`);
    expect(byPlayer.items.map((item) => [item.action, item.status, item.reviewState])).toEqual([
      ['cashout', 'pending', 'queued'],
      ['deposit', 'approved', null],
    ]);
    expect(byPlayer.items[1]?.card).toBeNull();
    expect((await search(`email=${encodeURIComponent(email.toUpperCase())}`)).total).toBe(2);
    expect((await search(`reference=${id}`)).items.map((item) => item.id)).toEqual([id]);
    const deposit = byPlayer.items[1];
    expect((await search(`providerReference=${deposit?.providerReference ?? ''}`)).items).toHaveLength(1);
    expect(
      (await search(`player=${player.id}&status=approved&method=credit-card&action=deposit`)).total,
    ).toBe(1);
    const today = new Date(row.created_at).toISOString().slice(0, 10);
    expect((await search(`player=${player.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await search(`player=${player.id}&to=2000-01-01`)).total).toBe(0);
    const everything = await search('page=1');
    expect(everything.pageSize).toBe(25);
    expect(everything.items.length).toBeLessThanOrEqual(25);
    if (everything.total > 25)
      expect((await search('page=2')).items[0]?.id).not.toBe(everything.items[0]?.id);

    const csv = await app.inject({
      method: 'GET',
      url: `${TRANSACTION_SEARCH_PATH}?player=${player.id}&format=csv`,
      cookies: as('payments_agent'),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,playerId,email,action,methodId,providerId,currency,amount,fee,status,errorCode,providerReference,card,reviewState',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain(',cashout,credit-card,');
  });

  it('should count approval and decline rates with decline codes per provider', async () => {
    const player = await fundedPlayer(100_000);
    await submitOk(app, player, {
      ...cardCashout(0),
      action: 'deposit',
      amount: 5_000,
      fields: {
        card_number: '4000 0000 0000 0002',
        card_holder: 'Ada Lovelace',
        expiry_date: '12/40',
        cvv: '123',
      },
    });
    const response = await app.inject({ method: 'GET', url: PROVIDER_RATES_PATH, cookies: as('risk') });
    const rates = response.json<ProviderRates>();
    const provider = rates.rows.find((row) => row.declined > 0);
    expect(provider).toBeDefined();
    expect(provider?.declineCodes[0]?.count).toBeGreaterThan(0);
    const settled = (provider?.approved ?? 0) + (provider?.declined ?? 0) + (provider?.failed ?? 0);
    expect(provider?.approvalRate).toBeCloseTo((provider?.approved ?? 0) / settled);
  });

  it('should show the player view, masked for support, and let risk change KYC with an audited reason', async () => {
    const player = await fundedPlayer(50_000);
    const view = async (role: string) =>
      app.inject({ method: 'GET', url: playerViewPath(player.id), cookies: as(role) });
    const full = (await view('payments_agent')).json<PlayerView>();
    expect(full).toMatchObject({
      masked: false,
      kycStatus: 'not_started',
      balances: [{ currency: 'EUR', amount: 50_000 }],
      profile: { id: player.id, firstName: 'Ada' },
    });
    expect(full.ledger).toEqual([expect.objectContaining({ reason: 'deposit', amount: 50_000 })]);
    expect(full.transactions).toHaveLength(1);
    const masked = (await view('support')).json<PlayerView>();
    expect(masked.masked).toBe(true);
    expect(masked.profile.email).toMatch(/^p•••@example\.com$/);
    expect(masked.profile.firstName).toBe('A•••');
    expect(JSON.stringify(masked)).not.toContain(full.profile.email);
    expect((await view('marketing')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: playerViewPath('nobody'), cookies: as('risk') })).statusCode,
    ).toBe(404);

    const changeKyc = (role: string) =>
      app.inject({
        method: 'PUT',
        url: playerKycPath(player.id),
        cookies: as(role),
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: JSON.stringify({ status: 'verified', reason: 'passport checked' }),
      });
    expect((await changeKyc('support')).statusCode).toBe(403);
    expect((await changeKyc('payments_agent')).statusCode).toBe(403);
    expect((await changeKyc('risk')).statusCode).toBe(204);
    expect((await view('risk')).json<PlayerView>().kycStatus).toBe('verified');
    const audit = (
      await app.inject({ method: 'GET', url: `${AUDIT_PATH}?action=player.kyc_status`, cookies: as('admin') })
    ).json<AuditPage>();
    expect(audit.entries.find((entry) => entry.subject === `player:${player.id}`)).toMatchObject({
      staffEmail: 'risk@playfront.test',
      before: { kycStatus: 'not_started' },
      after: { kycStatus: 'verified' },
      reason: 'passport checked',
    });

    const note = await app.inject({
      method: 'POST',
      url: playerNotesPath(player.id),
      cookies: as('risk'),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ body: 'Called the player about the cashout.' }),
    });
    expect(note.statusCode).toBe(204);
    expect((await view('support')).json<PlayerView>().notes).toEqual([
      expect.objectContaining({
        staffEmail: 'risk@playfront.test',
        body: 'Called the player about the cashout.',
      }),
    ]);
  });
});
