import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { AffiliateReport, ReportDimension } from '@playfront/contracts';
import { affiliateReportFor } from '../../src/console/reports/affiliate-report-for.ts';
import { FunnelReportSource } from '../../src/console/reports/funnel-report.ts';
import type { AffiliateReportParams } from '../../src/console/reports/affiliate-report-source.ts';
import { POSTGRES_REPORT_DIALECT, SQLITE_REPORT_DIALECT } from '../../src/console/reports/report-dialects.ts';
import { SqlAffiliateReport } from '../../src/console/reports/sql-affiliate-report.ts';
import { summedThrough } from '../../src/console/rollups/first-seen-months.ts';
import { rollupUpdaterOf } from '../../src/console/rollups/rollup-updater.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { migrationProvider } from '../../src/db/migrations/index.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { seededRandom as random } from '../helpers/seeded-random.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every grouping the reports bench times, and a few the rollups do not cover (raw events). */
const GROUPINGS: ReportDimension[][] = [
  [],
  ['stag'],
  ['day'],
  ['month'],
  ['country'],
  ['device'],
  ['interlayer_id'],
  ['stag', 'country'],
  ['stag', 'device'],
  ['stag', 'interlayer_id'],
  ['day', 'stag'],
  ['month', 'country'],
  ['country', 'device'],
];

/**
 * Random traffic of `visitors` visitors over three days from `midnight`: several stags, countries
 * and devices per visitor, gaps around the 30-minute visit boundary, equal timestamps, bots.
 */
function traffic(seed: number, midnight: number, visitors: number, stags: readonly string[]): StoredEvent[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const events: StoredEvent[] = [];
  for (let v = 0; v < visitors; v += 1) {
    const visitor = `visitor-${seed}-${v}`;
    const bot = next() < 0.15 ? 1 : 0;
    let time = midnight + Math.floor(next() * 2.5 * DAY);
    const count = 1 + Math.floor(next() * 12);
    for (let n = 0; n < count; n += 1) {
      const gap = pick([0, 10 * MINUTE, 29 * MINUTE, 30 * MINUTE, 31 * MINUTE, 3 * 60 * MINUTE, DAY]);
      time += gap + (gap === 0 ? 0 : Math.floor(next() * 1000));
      events.push(
        asStored(
          makeEvent({
            temp_player_id: visitor,
            timestamp: time,
            stag: next() < 0.2 ? null : pick(stags),
            interlayer_id: pick([null, null, 'il-1', 'il-2']),
            ip_country: pick(['DE', 'FI', 'TR']),
            device: pick(['web', 'web', 'mobile', null]),
          }),
          // Mostly a bot's every event; now and then one event of a human flagged (a crawler
          // sharing the cookie), so visits with and without bots differ within a visitor.
          next() < 0.05 ? 1 - bot : bot,
        ),
      );
    }
  }
  return events;
}

/**
 * Players of some of the traffic's visitors, registered over the three days, with deposits (some
 * declined, some at the same moment, several currencies) and cash-outs, written straight into the
 * ledger's tables; answers the ids of deposits left pending, to approve later.
 */
async function ledger(
  handle: DatabaseHandle,
  seed: number,
  midnight: number,
  players: number,
  stags: readonly string[],
): Promise<string[]> {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const pending: string[] = [];
  for (let p = 0; p < players; p += 1) {
    const id = randomUUID();
    const created = midnight + Math.floor(next() * 3 * DAY);
    await sql`insert into players (id, email, password_hash, country, currency, kyc_status, created_at, updated_at)
      values (${id}, ${`${id}@rollups.test`}, 'x', ${pick(['DE', 'FI', 'TR'])}, 'EUR', 'verified', ${created}, ${created})`.execute(
      handle.db,
    );
    await sql`insert into player_attribution (player_id, stag, interlayer_id, temp_player_id, created_at)
      values (${id}, ${pick([...stags, null])}, ${pick(['il-1', null])}, ${`visitor-${seed}-${p}`}, ${created})`.execute(
      handle.db,
    );
    let time = created + Math.floor(next() * DAY);
    const payments = Math.floor(next() * 5);
    for (let t = 0; t < payments; t += 1) {
      const status = pick(['approved', 'approved', 'approved', 'declined', 'pending']);
      const tx = randomUUID();
      if (status === 'pending') pending.push(tx);
      await sql`insert into transactions (id, player_id, idempotency_key, request_fingerprint, action, method_id,
          provider_id, currency, amount, fee, status, result, created_at, updated_at)
        values (${tx}, ${id}, ${tx}, 'f', ${pick(['deposit', 'deposit', 'cashout'])}, 'credit-card', 'sandbox',
          ${pick(['EUR', 'USD', 'GBP'])}, ${1_000 + Math.floor(next() * 5_000)}, 0, ${status}, '{}', ${time}, ${time})`.execute(
        handle.db,
      );
      time += pick([0, 60 * MINUTE, DAY]);
    }
  }
  return pending;
}

function shuffled<T>(values: readonly T[], next: () => number): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The report rollups (decision 059) against the raw definition: the same affiliate report with
 * and without them must answer the same, every metric, for every grouping, stag filter and bot
 * scope, after traffic written through the collector's real sink (SQLite's worker thread) in
 * shuffled batches, with reports read between them. The same suite runs on SQLite and PostgreSQL.
 */
describe.each(['sqlite', 'postgres'] as const)('given the report rollups on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  const dataDirs: string[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await cluster?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A database of its own: a fresh SQLite file, or a new database on the cluster. */
  async function freshDatabase(): Promise<DatabaseHandle> {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfront-rollups-'));
    dataDirs.push(dataDir);
    const databaseUrl =
      cluster === undefined
        ? undefined
        : await cluster.createDatabase(`rollups_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
    const handle = openDatabase({ databaseUrl, dataDir });
    handles.push(handle);
    return handle;
  }

  const rawReport = (handle: DatabaseHandle) =>
    new SqlAffiliateReport(
      handle.db,
      dialect === 'postgres' ? POSTGRES_REPORT_DIALECT : SQLITE_REPORT_DIALECT,
    );

  /** Every grouping × stag filter × bot scope × range: the rollups' report equals the raw one. */
  async function expectSameAsRaw(
    handle: DatabaseHandle,
    midnight: number,
    stags: readonly string[],
    ranges: readonly (readonly [string, string])[] = [
      [isoDay(midnight), isoDay(midnight + 3 * DAY)],
      [isoDay(midnight + DAY), isoDay(midnight + DAY)],
    ],
  ) {
    const rolled = affiliateReportFor(handle);
    const raw = rawReport(handle);
    let compared = 0;
    for (const groupBy of GROUPINGS) {
      for (const filter of [null, [stags[0] ?? ''], stags.slice(1)]) {
        for (const includeBots of [false, true]) {
          for (const [from, to] of ranges) {
            const params: AffiliateReportParams = {
              from,
              to,
              groupBy,
              currency: 'EUR',
              stags: filter,
              includeBots,
            };
            const expected: AffiliateReport = await raw.run(params);
            expect({ params, report: await rolled.run(params) }).toEqual({ params, report: expected });
            compared += expected.rows.length;
          }
        }
      }
    }
    // The funnel reads the same source, its second deposits from the money rollups.
    for (const filter of [null, [stags[0] ?? ''], stags.slice(1)]) {
      for (const [from, to] of ranges) {
        const params = { from, to, stags: filter };
        expect(await new FunnelReportSource(handle.db, rolled).run(params)).toEqual(
          await new FunnelReportSource(handle.db, raw).run(params),
        );
      }
    }
    // The comparison compared something: groups with traffic in them.
    expect(compared).toBeGreaterThan(100);
  }

  it('should answer as the raw events do, for random traffic written in shuffled late batches with duplicates', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = new KyselyEventsSink({ db: handle.db, dialect, writer: openEventsWriter(handle) });
    try {
      const midnight = Date.now() - (Date.now() % DAY) - 5 * DAY;
      const stags = ['aff-a', 'aff-b', 'aff-c', 'aff-d'];
      const next = random(7);
      const events = shuffled(traffic(11, midnight, 80, stags), next);
      const report = affiliateReportFor(handle);
      let pending: string[] = [];
      for (let start = 0; start < events.length;) {
        // Players register half way, while their visitors' (late) events still arrive.
        if (pending.length === 0 && start > events.length / 2) {
          pending = await ledger(handle, 11, midnight, 40, stags);
        }
        const size = 1 + Math.floor(next() * 60);
        const batch = events.slice(start, start + size);
        // Now and then an event sent again, in the same write or a later one.
        const again = events[Math.floor(next() * (start + batch.length))];
        await sink.write(again === undefined || next() < 0.5 ? batch : [...batch, again]);
        start += size;
        // Reports read between writes: the rollups catch up on part of the traffic, then later
        // events arrive for visits they already counted.
        if (next() < 0.3) {
          await report.run({
            from: isoDay(midnight),
            to: isoDay(midnight + 3 * DAY),
            groupBy: ['stag'],
            currency: 'EUR',
            stags: null,
          });
        }
      }
      // Pending deposits approved after the reports counted them as nothing.
      for (const id of pending) {
        await sql`update transactions set status = 'approved' where id = ${id}`.execute(handle.db);
      }
      expect(pending.length).toBeGreaterThan(0);
      await expectSameAsRaw(handle, midnight, stags);
    } finally {
      await sink.close();
    }
    // On a loaded PostgreSQL the writes and the comparison pass the default 20 s.
  }, 60_000);

  it('should backfill the rollups from the events stored before the migration', async () => {
    const handle = await freshDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
    const before = await migrator.migrateTo('0020-player-protection');
    expect(before.error).toBeUndefined();
    const midnight = Date.now() - (Date.now() % DAY) - 10 * DAY;
    const stags = ['aff-e', 'aff-f', 'aff-g'];
    const sink = new KyselyEventsSink({ db: handle.db, dialect });
    await sink.write(traffic(23, midnight, 60, stags));
    await sink.close();
    await ledger(handle, 23, midnight, 30, stags);
    await migrateToLatest(handle.db);
    // Migration 0028 leaves the first-seen counts to the updater (decision 068): the reports read
    // the visitor sets until they are filled, and events that arrive half way count once.
    const updater = rollupUpdaterOf(handle.db, dialect);
    expect(await updater.firstSeenReady()).toBe(false);
    await expectSameAsRaw(handle, midnight, stags);
    expect(await updater.fillFirstSeen(5)).toBe(false);
    const later = new KyselyEventsSink({ db: handle.db, dialect });
    await later.write(traffic(23, midnight + DAY, 60, stags));
    await later.close();
    await updater.catchUp();
    expect(await updater.fillFirstSeen()).toBe(true);
    await expectSameAsRaw(handle, midnight, stags);
    // Two full comparisons: on a loaded PostgreSQL that is more than the default 20 s.
  }, 60_000);

  it('should answer as the raw events do over whole months and their edges, before, during and after the fill (month sums)', async () => {
    const handle = await freshDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0020-player-protection')).error).toBeUndefined();
    const stags = ['aff-m', 'aff-n', 'aff-o'];
    // A past calendar: the same visitors (one seed) come back across four month boundaries; each
    // burst spans 2.5 days (Jan 30-Feb 1, Feb 27-Mar 1, Mar 30-Apr 1, Apr 28-30).
    const bursts = [
      Date.UTC(2026, 0, 30),
      Date.UTC(2026, 1, 13),
      Date.UTC(2026, 1, 27),
      Date.UTC(2026, 2, 30),
    ];
    const next = random(41);
    const events = shuffled(
      bursts.flatMap((midnight) => traffic(41, midnight, 40, stags)),
      next,
    );
    const early = new KyselyEventsSink({ db: handle.db, dialect });
    await early.write(events.slice(0, events.length / 2));
    await early.close();
    await ledger(handle, 41, Date.UTC(2026, 1, 27), 20, stags);
    await migrateToLatest(handle.db);
    // Leading days, whole months, a last month read from its days or as its sum less the days after.
    const ranges = [
      ['2026-01-29', '2026-04-30'],
      ['2026-02-10', '2026-03-30'],
      ['2026-01-31', '2026-04-29'],
      ['2026-03-01', '2026-04-02'],
    ] as const;
    const updater = rollupUpdaterOf(handle.db, dialect);
    expect(await updater.fillFirstSeen(5)).toBe(false);
    // Half the traffic arrives late, part of it during the fill, visits of earlier months among it.
    const sink = new KyselyEventsSink({ db: handle.db, dialect, writer: openEventsWriter(handle) });
    try {
      await sink.write(events.slice(events.length / 2, (events.length * 3) / 4));
      await updater.catchUp();
      expect(await updater.fillFirstSeen()).toBe(true);
      await sink.write([
        ...events.slice((events.length * 3) / 4),
        ...traffic(41, Date.UTC(2026, 3, 28), 40, stags),
      ]);
      await expectSameAsRaw(handle, bursts[0] ?? 0, stags, ranges);
    } finally {
      await sink.close();
    }
    // Migration 0030 summed the days through yesterday; the late traffic added to them.
    const monthRows = async () => ({
      visitors: (
        await sql`select scope, subset, month, prev, key, visitors from first_seen_months where visitors <> 0
          order by scope, subset, month, prev, key`.execute(handle.db)
      ).rows,
      visits: (
        await sql`select scope, subset, month, key, visits from visit_count_months where visits <> 0
          order by scope, subset, month, key`.execute(handle.db)
      ).rows,
    });
    const kept = await monthRows();
    expect(kept.visitors.length).toBeGreaterThan(100);
    expect(await summedThrough(handle.db)).toBeGreaterThanOrEqual(Date.UTC(2026, 3, 30) / DAY);
    // Days not summed yet (as today is) read from their daily rows: back to February 13th, inside
    // a burst (February's sums then hold its first 13 days, March's and April's nothing).
    const summed = Date.UTC(2026, 1, 13) / DAY;
    await sql`delete from first_seen_months where month >= ${Date.UTC(2026, 1, 1) / DAY}`.execute(handle.db);
    await sql`delete from visit_count_months where month >= ${Date.UTC(2026, 1, 1) / DAY}`.execute(handle.db);
    await sql`update first_seen_months_progress set summed_through = ${Date.UTC(2026, 0, 31) / DAY}`.execute(
      handle.db,
    );
    await updater.sumDays((summed + 1) * DAY);
    expect(await summedThrough(handle.db)).toBe(summed);
    await expectSameAsRaw(handle, bursts[0] ?? 0, stags, ranges);
    // The updater's sums of the days since give the sums the migration and the writes kept.
    await updater.sumDays();
    expect(await monthRows()).toEqual(kept);
    // Raw reports over three months on a loaded PostgreSQL: well past the default 20 s.
  }, 240_000);

  it('should join two visits when a late event fills the gap, and split them again by none', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = new KyselyEventsSink({ db: handle.db, dialect, writer: openEventsWriter(handle) });
    try {
      const midnight = Date.now() - (Date.now() % DAY) - 2 * DAY;
      const day = isoDay(midnight);
      const visitor = randomUUID();
      const at = (minutes: number) =>
        asStored(
          makeEvent({ temp_player_id: visitor, timestamp: midnight + minutes * MINUTE, stag: 'aff-x' }),
        );
      const visits = async () =>
        (
          await affiliateReportFor(handle).run({
            from: day,
            to: day,
            groupBy: ['stag'],
            currency: 'EUR',
            stags: ['aff-x'],
          })
        ).totals;
      await sink.write([at(600), at(650)]);
      expect(await visits()).toMatchObject({ visits: 2, unique_visitors: 1 });
      await sink.write([at(625)]);
      expect(await visits()).toMatchObject({ visits: 1, unique_visitors: 1 });
      await sink.write([at(560)]);
      expect(await visits()).toMatchObject({ visits: 2, unique_visitors: 1 });
    } finally {
      await sink.close();
    }
  });
});
