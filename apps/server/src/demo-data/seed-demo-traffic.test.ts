import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app.ts';
import { loadConfig } from '../config.ts';
import { affiliateReportFor } from '../console/reports/affiliate-report-for.ts';
import { catalogue } from '../payments/catalogue/index.ts';
import { ledger } from '../payments/ledger/ledger.ts';
import { DEMO_METHODS } from './demo-methods.ts';
import { DEMO_AFFILIATE } from './seed-demo-staff.ts';
import {
  DEMO_TRAFFIC,
  seedDemoTraffic,
  type DemoTrafficDeps,
  type DemoTrafficOutcome,
} from './seed-demo-traffic.ts';

const DAY = 24 * 60 * 60 * 1000;
// The collector's clock is the real one (it refuses events older than 30 days): seed up to now.
const NOW = Date.now();
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('given demo traffic seeded into a fresh SQLite database', () => {
  let test: TestApp;
  let deps: DemoTrafficDeps;
  let first: DemoTrafficOutcome;
  beforeAll(async () => {
    test = await buildTestApp();
    deps = {
      app: test.app,
      db: test.app.database.db,
      hostname: 'play.example.com',
      cashoutApproval: loadConfig({ NODE_ENV: 'test' }).cashoutApproval,
      passwordHash: () => Promise.resolve('scrypt$demo'),
    };
    first = await seedDemoTraffic(deps, NOW);
  });
  afterAll(async () => {
    await test.close();
  });

  it('should store every event it sent, through the collector, and seed nothing twice', async () => {
    const db = test.app.database.db;
    expect(first.seeded).toBe(true);
    expect(first.events).toBeGreaterThan(DEMO_TRAFFIC.visitors * 3);
    const stored = await db.selectFrom('analytics_events').select('event_id').execute();
    expect(stored).toHaveLength(first.events);

    const second = await seedDemoTraffic(deps, NOW);
    expect(second).toEqual({ seeded: false, events: 0, players: 0, deposits: 0, cashouts: 0 });
    expect(await db.selectFrom('analytics_events').select('event_id').execute()).toHaveLength(first.events);
    expect(await db.selectFrom('players').select('id').execute()).toHaveLength(first.players);
  });

  it('should let the collector name browsers and devices from the User-Agent and flag the bots', async () => {
    const rows = await test.app.database.db
      .selectFrom('analytics_events')
      .select(['browser', 'device', 'bot', 'timestamp'])
      .execute();
    const browsers = new Set(rows.map((row) => row.browser));
    expect(browsers).toContain('Instagram');
    expect(new Set(rows.map((row) => row.device))).toEqual(new Set(['web', 'mobile']));
    expect(rows.some((row) => row.bot === 1)).toBe(true);
    expect(Math.min(...rows.map((row) => row.timestamp))).toBeGreaterThanOrEqual(
      NOW - DEMO_TRAFFIC.days * DAY,
    );
    expect(Math.max(...rows.map((row) => row.timestamp))).toBeLessThanOrEqual(NOW + DAY);
  });

  it("should give the demo affiliate's stag visits, registrations and first deposits in its report", async () => {
    const report = await affiliateReportFor(test.app.database).run({
      from: isoDay(NOW - DEMO_TRAFFIC.days * DAY),
      to: isoDay(NOW + DAY),
      groupBy: ['stag'],
      currency: 'EUR',
      stags: null,
    });
    const row = report.rows.find((candidate) => candidate.stag === DEMO_AFFILIATE.stags[0]);
    const attributed = await test.app.database.db
      .selectFrom('player_attribution')
      .select('player_id')
      .where('stag', '=', DEMO_AFFILIATE.stags[0])
      .execute();
    expect(attributed.length).toBeGreaterThan(0);
    expect(row).toMatchObject({ registrations: attributed.length });
    expect(row?.visits).toBeGreaterThan(row?.unique_visitors ?? Infinity);
    expect(row?.ftd_count).toBeGreaterThan(0);
    expect(report.totals.registrations).toBe(first.players);
  });

  it('should leave every balance as its ledger says: approved deposits less cashouts held or paid', async () => {
    const db = test.app.database.db;
    const transactions = await db
      .selectFrom('transactions')
      .select(['player_id', 'action', 'status', 'amount', 'currency'])
      .execute();
    expect(transactions.filter((row) => row.action === 'deposit')).toHaveLength(first.deposits);
    expect(transactions.filter((row) => row.action === 'cashout')).toHaveLength(first.cashouts);
    const expected = new Map<string, number>();
    for (const row of transactions) {
      const sign = row.action === 'deposit' ? (row.status === 'approved' ? 1 : 0) : -1;
      expected.set(row.player_id, (expected.get(row.player_id) ?? 0) + sign * row.amount);
    }
    for (const [playerId, balance] of expected) {
      const balances = await ledger.balances(db, playerId);
      expect(Object.values(balances).reduce((sum, amount) => sum + amount, 0)).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
  });

  it("should put the last days' cashouts the rule does not release in the approval queue", async () => {
    const reviews = await test.app.database.db
      .selectFrom('cashout_reviews')
      .innerJoin('transactions', 'transactions.id', 'cashout_reviews.transaction_id')
      .select(['cashout_reviews.state', 'transactions.status', 'transactions.created_at'])
      .execute();
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review).toMatchObject({ state: 'queued', status: 'pending' });
      expect(review.created_at).toBeGreaterThan(NOW - 3 * DAY);
    }
  });

  it('should pay through several methods and providers, each one the catalogue offers for its action and currency', async () => {
    const transactions = await test.app.database.db
      .selectFrom('transactions')
      .select(['action', 'method_id', 'provider_id', 'currency', 'status', 'error_code'])
      .execute();
    for (const row of transactions) {
      const method = catalogue.method(row.method_id);
      expect(method?.providerId).toBe(row.provider_id);
      expect(method?.actions).toContain(row.action);
      expect(method?.currencies).toContain(row.currency);
    }
    expect(new Set(transactions.map((row) => row.provider_id)).size).toBeGreaterThanOrEqual(5);
    const declined = transactions.filter((row) => row.status === 'declined');
    expect(declined.length).toBeGreaterThan(0);
    for (const row of declined) {
      const method = DEMO_METHODS.find((candidate) => candidate.methodId === row.method_id);
      expect(method?.declineCodes).toContain(row.error_code);
    }
  });
});
