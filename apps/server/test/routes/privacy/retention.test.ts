import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { EVENTS_PATH, type AnalyticsEvent } from '@playfront/contracts';
import { RETENTION_AUDIT_ACTION, runRetentionPass } from '../../../src/privacy/retention/retention-pass.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardCashout,
  cardFields,
  notifyProvider,
  submitBody,
  submitOk,
} from '../payments/submit-helpers.ts';
import { startExclusion } from '../protection/exclusions-helpers.ts';
import { registerAttributedPlayer, requestErasure } from './privacy-helpers.ts';

const DAY_MS = 86_400_000;

/**
 * The retention job (decision 066) with a fake clock, on both databases: an erased player's kept
 * records are retired after five years and not before, raw events after their 760 days, ended
 * exclusions leave the register; each pass that changes anything is audited; on PostgreSQL one
 * instance at a time.
 */
describe.each(['sqlite', 'postgres'] as const)('given the retention job on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    // The job's own timer off: the test runs each pass at the time it sets.
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { RETENTION_INTERVAL_MINUTES: '0' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const sendEvents = async (events: readonly AnalyticsEvent[]) => {
    const response = await app.inject({
      method: 'POST',
      url: `${EVENTS_PATH}?no-cookie=true`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(events),
    });
    expect(response.json()).toMatchObject({ accepted: events.length });
  };

  const pass = () => runRetentionPass(app.retention, Date.now());

  it('should retire an erased player’s kept records after five years, drop old events and ended exclusions, and audit it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { db } = app.database;
    const player = await registerAttributedPlayer(app);
    const deposit = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', 10_000, cardFields(CARD.approve, { save_card: true })),
    );
    const cashout = await submitOk(app, player, cardCashout(10_000));
    if (!deposit.ok || !cashout.ok || cashout.transactionId === undefined) throw new Error('payments failed');
    await notifyProvider(app, cashout.transactionId, { type: 'payout', outcome: 'paid' });
    await db
      .insertInto('player_notes')
      .values({
        id: crypto.randomUUID(),
        player_id: player.id,
        staff_id: null,
        body: 'called about a refund',
        created_at: start,
      })
      .execute();
    await sendEvents([makeEvent({ user_id: player.id }), makeEvent({ user_id: null })]);
    const excluded = await registerAttributedPlayer(app);
    expect((await startExclusion(app, excluded, { kind: 'cool_off', days: 1 })).statusCode).toBe(201);
    expect((await requestErasure(app, player)).statusCode).toBe(200);
    const ledger = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('player_id', '=', player.id)
      .execute();
    expect(ledger.length).toBeGreaterThan(0);
    const eventsAt = async () =>
      (await db.selectFrom('analytics_events').select('event_id').where('received_at', '>=', start).execute())
        .length;
    expect(await eventsAt()).toBeGreaterThanOrEqual(2);

    // Two years on: the events have had their 760 days... not yet (730); the cool-off has ended.
    vi.setSystemTime(start + 730 * DAY_MS);
    const early = await pass();
    expect(early).toMatchObject({ ran: true, playersRetired: 0, eventsDeleted: 0 });
    expect(early.registerEntriesRemoved).toBeGreaterThanOrEqual(1);
    expect(await eventsAt()).toBeGreaterThanOrEqual(2);

    vi.setSystemTime(start + 761 * DAY_MS);
    expect((await pass()).eventsDeleted).toBeGreaterThanOrEqual(2);
    expect(await eventsAt()).toBe(0);

    // A day short of five years from the erasure: the records stay.
    vi.setSystemTime(start + 5 * 365 * DAY_MS);
    expect((await pass()).playersRetired).toBe(0);
    expect(
      await db.selectFrom('player_notes').select('id').where('player_id', '=', player.id).execute(),
    ).toHaveLength(1);

    vi.setSystemTime(start + 5 * 366 * DAY_MS);
    expect((await pass()).playersRetired).toBe(1);
    const transactions = await db
      .selectFrom('transactions')
      .select(['result', 'provider_data', 'provider_reference', 'request_fingerprint', 'amount', 'status'])
      .where('player_id', '=', player.id)
      .execute();
    expect(transactions).toHaveLength(2);
    for (const transaction of transactions) {
      expect(transaction).toMatchObject({ result: '{}', provider_data: null, provider_reference: null });
      expect(transaction.request_fingerprint).toBe('retired');
      expect(transaction.amount).toBe(10_000);
    }
    expect(
      await db.selectFrom('player_notes').select('id').where('player_id', '=', player.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('payment_destinations')
        .select('transaction_id')
        .where('player_id', '=', player.id)
        .execute(),
    ).toEqual([]);
    // The ledger's amounts stay under the random id: the reports' totals are made of them.
    expect(
      await db.selectFrom('ledger_entries').selectAll().where('player_id', '=', player.id).execute(),
    ).toEqual(ledger);
    const kept = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject', '=', `player:${player.id}`)
      .execute();
    for (const entry of kept) expect(entry).toEqual({ before: null, after: null });

    const audits = await db
      .selectFrom('audit_log')
      .select(['after', 'staff_id', 'reason'])
      .where('action', '=', RETENTION_AUDIT_ACTION)
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits.every((audit) => audit.staff_id === null && audit.reason === 'retention')).toBe(true);

    // Once retired, a player is not taken again; a pass with nothing to do records nothing.
    const before = audits.length;
    expect(await pass()).toMatchObject({ playersRetired: 0, eventsDeleted: 0, registerEntriesRemoved: 0 });
    const after = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', RETENTION_AUDIT_ACTION)
      .execute();
    expect(after).toHaveLength(before);
  });

  it.runIf(dialect === 'postgres')('should leave the pass to the instance that holds the lock', async () => {
    const holder = new pg.Client({ connectionString: cluster?.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(7066000066)');
      expect(await pass()).toMatchObject({ ran: false });
      await holder.query('select pg_advisory_unlock(7066000066)');
      expect(await pass()).toMatchObject({ ran: true });
    } finally {
      await holder.end();
    }
  });
});
