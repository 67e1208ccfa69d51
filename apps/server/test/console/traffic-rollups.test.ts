import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { TRAFFIC_NONE, type TrafficInterval } from '@playfront/contracts';
import { keepRollupsUpdatedInWorker } from '../../src/console/rollup-thread/rollup-step-thread.ts';
import { rollupUpdaterOf } from '../../src/console/rollups/rollup-updater.ts';
import { keepRollupsUpdated } from '../../src/console/rollups/rollup-updates.ts';
import { NO_PREVIOUS } from '../../src/console/rollups/first-seen.ts';
import { readChainDays } from '../../src/console/rollups/traffic-chain-days.ts';
import { seqOf } from '../../src/console/rollups/traffic-contributions.ts';
import {
  readTrafficChanges,
  readTrafficChangesFromHistory,
  type TrafficChanges,
} from '../../src/console/rollups/traffic-rollup-changes.ts';
import { FoldThreads } from '../../src/console/traffic/fold-threads.ts';
import { SqlTrafficReport } from '../../src/console/traffic/sql-traffic-report.ts';
import { stagsOf } from '../../src/console/traffic/stag-timing.ts';
import type { TrafficReportParams } from '../../src/console/traffic/traffic-report-source.ts';
import { RollupTrafficReport, rollupsCover } from '../../src/console/traffic/rollup-traffic-report.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { migrationProvider } from '../../src/db/migrations/index.ts';
import type { StoredEvent } from '../../src/events/events-sink.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { SqlPlayerEvents } from '../../src/privacy/sql-player-events.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { seededRandom, shuffled } from '../helpers/seeded-random.ts';
import { traffic } from '../helpers/random-traffic.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The seq of the last stored event (0 when none). */
async function lastSeqOf(handle: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ seq: number | string | null }>`
    select max(${seqOf(handle.dialect)}) as seq from analytics_events`.execute(handle.db);
  return Number(rows[0]?.seq ?? 0);
}

/**
 * Later events of the visitors of `events` (decision 108): every fourth event again seven minutes
 * on, half of them with its stag (a visitor the rows already count for it), half with the next
 * stag (a visitor the rows may not count for that one), a third flagged the other way (a bot's
 * event of a human, a human one of a bot's).
 */
function echoes(events: readonly StoredEvent[]): StoredEvent[] {
  const stags = ['aff-a', 'aff-b', 'aff-c', '', null];
  return events
    .filter((event, i) => i % 4 === 0 && event.temp_player_id !== null)
    .map((event, i) => ({
      ...event,
      event_id: makeEvent().event_id,
      timestamp: event.timestamp + 7 * MINUTE,
      stag:
        i % 2 === 0 ? (stags[(stags.indexOf(event.stag ?? null) + 1) % stags.length] ?? null) : event.stag,
      bot: i % 3 === 0 ? 1 - event.bot : event.bot,
    }));
}

/** The dashboard questions the rollups answer: ranges of one day, several, weeks; both scopes. */
function questions(midnight: number): TrafficReportParams[] {
  const shapes: { from: number; days: number; interval: TrafficInterval }[] = [
    { from: midnight, days: 1, interval: 'hour' },
    { from: midnight + DAY, days: 1, interval: 'hour' },
    { from: midnight + DAY, days: 2, interval: 'day' },
    { from: midnight, days: 4, interval: 'hour' },
    { from: midnight - DAY, days: 6, interval: 'day' },
    { from: midnight + 2 * DAY, days: 9, interval: 'week' },
    { from: midnight - 3 * DAY, days: 12, interval: 'week' },
  ];
  return shapes.flatMap(({ from, days, interval }) =>
    [false, true].flatMap((includeBots) =>
      [3, 100].map((top) => ({
        from: isoDay(from),
        to: isoDay(from + (days - 1) * DAY),
        interval,
        filters: {},
        top,
        stags: null,
        includeBots,
      })),
    ),
  );
}

/**
 * Dashboards scoped by stag alone (decision 104: their timing card from the stag rollups): a
 * filter on each stag, on '' and on none; restrictions to one stag, a list, a list with a stag
 * repeated, a list holding ''; a filter on a restriction's stag and one outside it; each over the
 * shapes of `questions` (hour, day, week), the bot scopes and card sizes taken in turn.
 */
function stagQuestions(midnight: number): TrafficReportParams[] {
  const scopes: Pick<TrafficReportParams, 'filters' | 'stags'>[] = [
    ...['aff-a', 'aff-b', '', TRAFFIC_NONE, 'late-stag'].map((stag) => ({ filters: { stag }, stags: null })),
    { filters: {}, stags: ['aff-c'] },
    { filters: {}, stags: ['aff-a', 'aff-b'] },
    { filters: {}, stags: ['aff-b', 'aff-a', 'aff-b'] },
    { filters: {}, stags: ['aff-a', '', 'aff-c', 'late-stag'] },
    { filters: { stag: 'aff-b' }, stags: ['aff-a', 'aff-b'] },
    { filters: { stag: 'aff-c' }, stags: ['aff-a', 'aff-b'] },
  ];
  const shapes = questions(midnight).filter((_, i) => i % 4 === 0);
  return scopes.flatMap((scope, s) =>
    shapes.map((shape, i) => ({
      ...shape,
      ...scope,
      includeBots: (i + s) % 2 === 1,
      top: (i + s) % 3 === 0 ? 3 : 100,
    })),
  );
}

/** Changes as comparable text: each table's rows, numbers as numbers, in one order. */
function comparable(changes: TrafficChanges): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  // The additive rows too: summed in JavaScript by the batch, in SQL by the reference.
  const tables: [string, readonly Record<string, unknown>[]][] = [
    ...changes.rows,
    ...(Object.entries(changes.additive) as [string, readonly Record<string, unknown>[]][]),
  ];
  for (const [name, rows] of tables) {
    out[name] = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((column) => [
              column,
              column === 'value' || column === 'stag' ? row[column] : Number(row[column]),
            ]),
        ),
      )
      .sort();
  }
  return out;
}

/**
 * A visitor whose late events exercise what the batch's shortcuts skip: seen on days 1 and 3, then
 * on day 2 (day 3's previous day moves to 2), then on day 0 (day 1's previous day is now 0); a
 * visit of one page view joined to the next by a late event between them (two visits become one,
 * no longer a bounce); a late event before a visit's first (the visit starts earlier).
 */
function lateChain(visitor: string, midnight: number): StoredEvent[][] {
  const at = (ms: number, extra: Record<string, unknown> = {}) =>
    asStored(
      makeEvent({ temp_player_id: visitor, timestamp: ms, event: 'page_view', pathname: '/late', ...extra }),
    );
  return [
    [
      at(midnight + DAY + 10 * HOUR),
      at(midnight + 3 * DAY + 10 * HOUR),
      at(midnight + 3 * DAY + 10 * HOUR + 50 * MINUTE),
    ],
    [at(midnight + 2 * DAY + 9 * HOUR), at(midnight + 3 * DAY + 10 * HOUR + 25 * MINUTE, { event: 'click' })],
    [at(midnight + 10 * HOUR), at(midnight + 3 * DAY + 9 * HOUR + 40 * MINUTE, { stag: 'late-stag' })],
  ];
}

/**
 * The traffic dashboard's rollups (decision 078) against the raw report (`SqlTrafficReport`, the
 * definition): every KPI with its previous period, series, top-N card and timing row must be the
 * same, after traffic written through the collector's real sink in shuffled batches (late events)
 * with reports read between them, before, during and after the background fill of the events
 * stored before the migration, and after a pseudonymisation. The same suite runs on SQLite and
 * PostgreSQL.
 */
describe.each(['sqlite', 'postgres'] as const)('given the traffic rollups on %s', (dialect) => {
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

  async function freshDatabase(): Promise<DatabaseHandle> {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfront-traffic-rollups-'));
    dataDirs.push(dataDir);
    const databaseUrl =
      cluster === undefined
        ? undefined
        : await cluster.createDatabase(`traffic_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
    const handle = openDatabase({ databaseUrl, dataDir });
    handles.push(handle);
    return handle;
  }

  const sinkOf = (handle: DatabaseHandle) =>
    new KyselyEventsSink({ db: handle.db, dialect: handle.dialect, writer: openEventsWriter(handle) });

  /**
   * Every stag-scoped question (`stagQuestions`): the answer through the stag rollups is the raw
   * report's whole answer; answers how many were compared and how many timing rows they held.
   */
  async function expectStagScopesSameAsRaw(
    handle: DatabaseHandle,
    midnight: number,
  ): Promise<{ compared: number; timingRows: number }> {
    const rolled = new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db));
    // SQLite's server folds on threads, a one-stag period split between them (decisions 124, 125).
    const threads = handle.dialect === 'sqlite' ? new FoldThreads(handle.connection, 2) : undefined;
    const onThreads =
      threads && new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db, threads));
    const raw = new SqlTrafficReport(handle.db);
    let compared = 0;
    let timingRows = 0;
    for (const params of stagQuestions(midnight)) {
      expect(stagsOf(params)).not.toBeNull();
      const answer = await rolled.report(params);
      const expected = await raw.reportBySql(params);
      expect(answer, JSON.stringify(params)).toEqual(expected);
      if (onThreads) expect(await onThreads.report(params), JSON.stringify(params)).toEqual(expected);
      compared += 1;
      timingRows += answer.timing.by_pathname.length + answer.timing.by_device.length;
    }
    await threads?.close();
    return { compared, timingRows };
  }

  /** The events stored after the ones the traffic rollups count (none: 0). */
  async function notStepped(handle: DatabaseHandle): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from analytics_events
      where ${seqOf(handle.dialect)} > (select traffic_seq from rollup_watermark where id = 1)`.execute(
      handle.db,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Every question: the rollups' answer is the raw one; answers how many were compared. */
  async function expectSameAsRaw(handle: DatabaseHandle, midnight: number): Promise<number> {
    const rolled = new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db));
    const raw = new SqlTrafficReport(handle.db);
    let compared = 0;
    for (const params of questions(midnight)) {
      expect(rollupsCover(params)).toBe(true);
      const answer = await rolled.report(params);
      expect(answer, JSON.stringify(params)).toEqual(await raw.report(params));
      compared += 1;
    }
    return compared;
  }

  it('should answer as the raw report after shuffled late traffic, read between batches', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 10 * DAY;
    try {
      const events = shuffled(traffic(1, midnight, 120), seededRandom(2));
      const rolled = new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db));
      const [first] = questions(midnight);
      for (let i = 0; i < events.length; i += 150) {
        await sink.write(events.slice(i, i + 150));
        // A report between batches catches up: later batches hold events older than these.
        if (first !== undefined) await rolled.report(first);
      }
      const summary = await new SqlTrafficReport(handle.db).report({
        ...(first as TrafficReportParams),
        to: isoDay(midnight + 3 * DAY),
        interval: 'day',
      });
      // The traffic is what the cases need: visits, bounces and visitors on every side.
      expect(summary.totals.visits).toBeGreaterThan(50);
      expect(summary.totals.bounce_rate).toBeGreaterThan(0);
      expect(summary.totals.bounce_rate).toBeLessThan(1);
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      // Stag-scoped dashboards (decision 104) with late events the rollups do not count yet: a
      // stag-scoped report asks no catch-up, so they are read raw after the rollups' seq.
      await sink.write(shuffled(traffic(30, midnight - DAY, 40), seededRandom(31)));
      // And later events of visitors the rows count already (decision 108: counted once).
      await sink.write(echoes(events));
      expect(await notStepped(handle)).toBeGreaterThan(200);
      const unstepped = await expectStagScopesSameAsRaw(handle, midnight);
      expect(unstepped.compared).toBe(77);
      expect(unstepped.timingRows).toBeGreaterThan(200);
      expect(await notStepped(handle)).toBeGreaterThan(100);
      // And once the updater has counted them.
      await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
      expect(await notStepped(handle)).toBe(0);
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
    } finally {
      await sink.close();
    }
  }, 60_000);

  it('should fill the stag timing and visit rollups in migrations 0041 and 0042 up to the rollups seq, the later events read raw', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
    const midnight = Math.floor(Date.now() / DAY) * DAY - 8 * DAY;
    const sink = sinkOf(handle);
    try {
      await sink.write(shuffled(traffic(40, midnight, 80), seededRandom(41)));
      const updater = rollupUpdaterOf(handle.db, handle.dialect);
      await updater.catchUp();
      expect(await notStepped(handle)).toBe(0);
      // Stored after the rollups' seq: the migration leaves them to the step.
      await sink.write(shuffled(traffic(42, midnight - DAY, 30), seededRandom(43)));
      expect(await notStepped(handle)).toBeGreaterThan(50);
      // The tables dropped and filled again by the migration, from the events alone.
      const down = (await migrator.migrateTo('0040-traffic-time-scope-index')).results ?? [];
      expect(down.map((r) => [r.migrationName, r.status])).toEqual(
        expect.arrayContaining([
          ['0042-traffic-stag-visits', 'Success'],
          ['0041-traffic-stag-timing', 'Success'],
        ]),
      );
      expect(down.every((r) => r.status === 'Success')).toBe(true);
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from traffic_stag_timing`.execute(handle.db);
      expect(Number(rows[0]?.n)).toBeGreaterThan(100);
      // Visits per stag, and visitors of one stag and of several (decision 114).
      const { rows: visits } = await sql<{ n: number | string; one: number | string; more: number | string }>`
        select (select count(*) from traffic_stag_visits) as n,
          (select count(*) from traffic_visitor_stags where stag is not null) as one,
          (select count(*) from traffic_visitor_stags where stag is null) as more`.execute(handle.db);
      expect(Number(visits[0]?.n)).toBeGreaterThan(100);
      expect(Number(visits[0]?.one)).toBeGreaterThan(0);
      expect(Number(visits[0]?.more)).toBeGreaterThan(20);
      const filled = await expectStagScopesSameAsRaw(handle, midnight);
      expect(filled.timingRows).toBeGreaterThan(200);
      expect(await notStepped(handle)).toBeGreaterThan(50);
      await updater.catchUp();
      expect(await notStepped(handle)).toBe(0);
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
    } finally {
      await sink.close();
    }
  }, 60_000);

  it("should count a later event's visitor once when their counted event is the one at the rollups' seq", async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
    const sink = sinkOf(handle);
    try {
      await sink.write(shuffled(traffic(50, midnight, 40), seededRandom(51)));
      const updater = rollupUpdaterOf(handle.db, handle.dialect);
      await updater.catchUp();
      // Each boundary visitor's only event is stored alone and counted: it is the event at the seq.
      const seqNow = async () => {
        const { rows } = await sql<{ seq: number | string; traffic: number | string }>`
          select (select max(${seqOf(handle.dialect)}) from analytics_events) as seq, traffic_seq as traffic
          from rollup_watermark where id = 1`.execute(handle.db);
        return { seq: Number(rows[0]?.seq), traffic: Number(rows[0]?.traffic) };
      };
      // One per stag-scoped question's kind: a stag, '' and none; a human and a bot.
      const boundary: [string | null, 0 | 1][] = [
        ['aff-a', 0],
        ['', 0],
        [null, 0],
        ['aff-b', 1],
      ];
      for (const [i, [stag, bot]] of boundary.entries()) {
        const visitor = `boundary-${i}-${randomUUID()}`;
        const at = (ms: number) =>
          asStored(makeEvent({ temp_player_id: visitor, timestamp: ms, event: 'page_view', stag }), bot);
        await sink.write([at(midnight + DAY + (10 + i) * HOUR)]);
        await updater.catchUp();
        const { seq, traffic } = await seqNow();
        expect(traffic).toBe(seq);
        // Its later event, same stag, same day, after the seq and not stepped: the probe must
        // find the event at the seq itself (`<=`), or the visitor is counted twice.
        await sink.write([at(midnight + DAY + (10 + i) * HOUR + 5 * MINUTE)]);
        expect(await notStepped(handle)).toBe(1);
        expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
      }
    } finally {
      await sink.close();
    }
  }, 60_000);

  it("should change the rollups by a batch as its visitors' whole history does", async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 10 * DAY;
    const lastSeq = () => lastSeqOf(handle);
    try {
      const shuffledTraffic = shuffled(traffic(7, midnight, 150), seededRandom(8));
      const batches = [
        ...lateChain(`visitor-late-${randomUUID()}`, midnight),
        ...Array.from({ length: Math.ceil(shuffledTraffic.length / 120) }, (_, i) =>
          shuffledTraffic.slice(i * 120, (i + 1) * 120),
        ),
      ];
      // What the reference's changes held: late events that move a previous day or a visit.
      const seen = { movedDays: 0, movedVisits: 0 };
      let after = await lastSeq();
      for (const batch of batches) {
        await sink.write(batch);
        const end = await lastSeq();
        const reference = await readTrafficChangesFromHistory(handle.db, handle.dialect, after, end);
        expect(comparable(await readTrafficChanges(handle.db, handle.dialect, after, end))).toEqual(
          comparable(reference),
        );
        // The chain days from each visitor's history and from the probes alone are the same.
        const [read, probed] = await Promise.all(
          [Number.MAX_SAFE_INTEGER, 0].map(async (cap) =>
            (await readChainDays(handle.db, handle.dialect, after, end, cap))
              .flat()
              .map((r) => [r.scope, r.dim, r.value, r.v, r.day, r.previous, r.next].map(String).join('|'))
              .sort(),
          ),
        );
        expect(read).toEqual(probed);
        expect(read?.length).toBeGreaterThan(0);
        // The updater writes the batch (and its visitors' latest visits, which the next batch reads).
        await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
        for (const row of reference.rows.get('firstSeen') ?? []) {
          if (Number(row.visitors) < 0 && Number(row.prev) !== NO_PREVIOUS) seen.movedDays += 1;
        }
        for (const row of reference.rows.get('visits') ?? [])
          if (Number(row.visits) < 0) seen.movedVisits += 1;
        after = end;
      }
      expect(seen.movedDays).toBeGreaterThan(0);
      expect(seen.movedVisits).toBeGreaterThan(0);
    } finally {
      await sink.close();
    }
    // Some 40 batches, each read twice and caught up: 5 s on PostgreSQL at load 3, 20 at load 12.
  }, 60_000);

  it("should count a visitor's batches that extend their latest visit from it, and walk for a late event", async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
    const lastSeq = () => lastSeqOf(handle);
    const visitor = `visitor-flood-${randomUUID()}`;
    // The first visit starts at 21:30 and the later ones run over midnight.
    const t0 = midnight + DAY + 21 * HOUR + 30 * MINUTE;
    const at = (minutes: number, event = 'page_view', bot = 0) =>
      asStored(
        makeEvent({ temp_player_id: visitor, timestamp: t0 + minutes * MINUTE, event, pathname: '/f' }),
        bot,
      );
    // Each batch, and whether the visits step must walk the stored events for it.
    const batches: { events: StoredEvent[]; walks: boolean }[] = [
      { events: [at(0, 'click')], walks: false }, // a new visitor: nothing stored
      { events: [at(5)], walks: false }, // one page view
      { events: [at(10), at(12, 'click', 1)], walks: false }, // the second (day 1), a bot's event
      { events: [at(50)], walks: false }, // 38 minutes on: a visit of its own in both scopes
      { events: [at(30, 'click')], walks: true }, // late, before the latest visit: joins the two
      { events: [at(180, 'click')], walks: false }, // a new visit (00:30), no page view
      { events: [at(200, 'click')], walks: false },
      { events: [at(190)], walks: true }, // late, inside the latest visit: its first page view
      { events: [at(205)], walks: false }, // its second, from the walked visit's count
      { events: [at(206, 'click', 1)], walks: false }, // a bot's event: the humans' visit stays
      { events: [at(207, 'click'), at(240)], walks: false }, // 33 minutes on: a bounce opens
      { events: [at(240, 'click')], walks: false }, // the same time as the last stored event
    ];
    try {
      let after = await lastSeq();
      const walked: boolean[] = [];
      for (const { events } of batches) {
        await sink.write(events);
        const end = await lastSeq();
        const changes = await readTrafficChanges(handle.db, handle.dialect, after, end);
        const reference = await readTrafficChangesFromHistory(handle.db, handle.dialect, after, end);
        expect(comparable(changes)).toEqual(comparable(reference));
        walked.push(changes.walked > 0);
        await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
        after = end;
      }
      expect(walked).toEqual(batches.map((batch) => batch.walks));
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
    } finally {
      await sink.close();
    }
  });

  it("should count a visit with two stags per stag, and a one-stag dashboard's visits from its rows and the later events", async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 6 * DAY;
    const lastSeq = () => lastSeqOf(handle);
    const visitor = `visitor-two-stags-${randomUUID()}`;
    // 23:40: the visit runs over midnight.
    const t0 = midnight + DAY + 23 * HOUR + 40 * MINUTE;
    const at = (minutes: number, stag: string | null, event = 'page_view', bot = 0) =>
      asStored(
        makeEvent({ temp_player_id: visitor, timestamp: t0 + minutes * MINUTE, event, stag, pathname: '/s' }),
        bot,
      );
    const oneStag = async () => {
      const { rows } = await sql<{ stag: string | null }>`
        select stag from traffic_visitor_stags where temp_player_id = ${visitor}`.execute(handle.db);
      return rows.map((row) => row.stag);
    };
    // Each batch and the visitor's one stag after it (null: two or more, walked by stag).
    const batches: { events: StoredEvent[]; stag: string | null }[] = [
      { events: [at(0, 'aff-a')], stag: '=aff-a' }, // a new visitor
      { events: [at(10, 'aff-a')], stag: '=aff-a' }, // extends the kept visit, for aff-a too
      { events: [at(20, 'aff-b')], stag: null }, // the same visit site-wide; aff-b's own
      // 00:25, 35 minutes after aff-a's last: a visit of aff-a's own, not the site's; a bot's too.
      { events: [at(45, 'aff-a', 'click'), at(50, 'aff-a', 'click', 1)], stag: null },
      { events: [at(-5, null)], stag: null }, // late, without a stag
    ];
    try {
      let after = await lastSeq();
      for (const { events, stag } of batches) {
        await sink.write(events);
        const end = await lastSeq();
        const changes = await readTrafficChanges(handle.db, handle.dialect, after, end);
        const reference = await readTrafficChangesFromHistory(handle.db, handle.dialect, after, end);
        expect(comparable(changes)).toEqual(comparable(reference));
        await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
        expect(await oneStag()).toEqual([stag]);
        after = end;
      }
      // Not stepped: aff-b's second visit (40 minutes on), and a late aff-a page view that joins
      // aff-a's two visits across the rollups' seq (the rows count two, the answer is one).
      await sink.write([at(60, 'aff-b'), at(30, 'aff-a')]);
      expect(await notStepped(handle)).toBe(2);
      const rolled = new RollupTrafficReport(handle.db, handle.dialect, new SqlTrafficReport(handle.db));
      const day = (stag: string, includeBots: boolean): TrafficReportParams => ({
        from: isoDay(midnight + DAY),
        to: isoDay(midnight + 2 * DAY),
        interval: 'hour',
        filters: { stag },
        top: 10,
        stags: null,
        includeBots,
      });
      for (const includeBots of [false, true]) {
        const a = await rolled.report(day('aff-a', includeBots));
        expect(a.totals).toMatchObject({ visits: 1, bounce_rate: 0 });
        const b = await rolled.report(day('aff-b', includeBots));
        expect(b.totals).toMatchObject({ visits: 2, bounce_rate: 1 });
        const none = await rolled.report(day(TRAFFIC_NONE, includeBots));
        expect(none.totals).toMatchObject({ visits: 1, bounce_rate: 1 });
      }
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
      await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
    } finally {
      await sink.close();
    }
  });

  it('should fill the rollups in the background after the migration, as the raw report before, during and after', async () => {
    const handle = await freshDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
    // Events stored before the traffic rollups: migration 0021 counts them in its watermark, and
    // 0034 leaves the traffic rollups empty for the background fill.
    const before = await migrator.migrateTo('0020-player-protection');
    expect(before.error).toBeUndefined();
    const midnight = Math.floor(Date.now() / DAY) * DAY - 8 * DAY;
    const sink = sinkOf(handle);
    const updater = rollupUpdaterOf(handle.db, handle.dialect);
    const fillState = async () => {
      const { rows } = await sql<{
        seq: number | string;
        traffic_seq: number | string;
        rows: number | string;
      }>`
        select seq, traffic_seq, (select count(*) from traffic_first_seen) as rows
        from rollup_watermark where id = 1`.execute(handle.db);
      return {
        seq: Number(rows[0]?.seq),
        traffic: Number(rows[0]?.traffic_seq),
        rows: Number(rows[0]?.rows),
      };
    };
    try {
      await sink.write(traffic(3, midnight, 80));
      await migrateToLatest(handle.db);
      const migrated = await fillState();
      expect(migrated.traffic).toBe(0);
      expect(migrated.rows).toBe(0);
      expect(await updater.trafficReady()).toBe(false);
      // Late traffic after the migration: the batches count it without the traffic rollups.
      await sink.write(shuffled(traffic(4, midnight - DAY, 30), seededRandom(5)));
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      // Two chunks of 100 events filled, more late traffic written: mid-fill, the raw events answer.
      expect(await updater.fillTraffic(2, 100)).toBe(false);
      const during = await fillState();
      expect(during.rows).toBeGreaterThan(0);
      expect(during.traffic).toBeGreaterThan(0);
      expect(during.traffic).toBeLessThan(during.seq);
      await sink.write(shuffled(traffic(8, midnight, 30), seededRandom(9)));
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      // Mid-fill, the stag rows count the filled chunks, the raw part the rest (decision 104).
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
      expect(await updater.trafficReady()).toBe(false);
      // The rest in chunks of 100, with a batch caught up between two of them.
      let chunks = 0;
      while (!(await updater.fillTraffic(1, 100))) {
        chunks += 1;
        if (chunks === 3) {
          await sink.write(shuffled(traffic(10, midnight + DAY, 20), seededRandom(11)));
          await updater.catchUp();
        }
      }
      expect(chunks).toBeGreaterThan(3);
      const filled = await fillState();
      expect(filled.traffic).toBe(filled.seq);
      expect(await updater.trafficReady()).toBe(true);
      // The rollups answer now (the filled rows are read), as the raw report.
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      // Later late traffic, counted by the batches with the traffic rollups again.
      await sink.write(shuffled(traffic(12, midnight - DAY, 40), seededRandom(13)));
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      const after = await fillState();
      expect(after.traffic).toBe(after.seq);
    } finally {
      await sink.close();
    }
  }, 60_000);

  it("should fill them in the server's background steps while events arrive, answering as the raw report throughout", async () => {
    const handle = await freshDatabase();
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0020-player-protection')).error).toBeUndefined();
    const midnight = Math.floor(Date.now() / DAY) * DAY - 8 * DAY;
    const sink = sinkOf(handle);
    const updater = rollupUpdaterOf(handle.db, handle.dialect);
    const errors: unknown[] = [];
    let stop: (() => Promise<void>) | undefined;
    try {
      // Some 4,000 events: more than one chunk of the fill.
      await sink.write(traffic(20, midnight, 600));
      await migrateToLatest(handle.db);
      // What the server starts after its migrations (a worker thread on SQLite, decision 074).
      stop =
        handle.dialect === 'sqlite'
          ? keepRollupsUpdatedInWorker(handle.connection, (error) => errors.push(error), 20)
          : keepRollupsUpdated(handle.db, handle.dialect, (error) => errors.push(error), 20);
      const later = shuffled(traffic(21, midnight - DAY, 120), seededRandom(22));
      let answeredDuringFill = 0;
      for (let i = 0; !(await updater.trafficReady()); i += 60) {
        if (i > 60_000) throw new Error('The background fill did not finish');
        answeredDuringFill += 1;
        await sink.write(later.slice(i, i + 60));
        expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      }
      expect(answeredDuringFill).toBeGreaterThan(0);
      await sink.write(later.slice(answeredDuringFill * 60));
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
      expect(errors).toEqual([]);
    } finally {
      await stop?.();
      await sink.close();
    }
  }, 120_000);

  it('should count a pseudonymised visitor once, with a late event written before the rename', async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 5 * DAY;
    try {
      const visitor = `visitor-${randomUUID()}`;
      const userId = randomUUID();
      const event = (at: number, extra: Record<string, unknown> = {}) =>
        asStored(makeEvent({ temp_player_id: visitor, user_id: userId, timestamp: at, ...extra }));
      await sink.write([event(midnight + 60 * MINUTE), event(midnight + DAY + 70 * MINUTE)]);
      await sink.write(traffic(6, midnight, 30));
      await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
      // A late event of the first visit (no longer a bounce), stored and not yet counted, renamed.
      await sink.write([event(midnight + 75 * MINUTE, { event: 'page_view' })]);
      await new SqlPlayerEvents(handle.db).pseudonymise(
        { userId, visitorIds: [visitor] },
        `p-${randomUUID()}`,
      );
      expect(await expectSameAsRaw(handle, midnight)).toBe(28);
    } finally {
      await sink.close();
    }
  });

  it("should read a pseudonymised visitor's visit across two listed stags again, after the rename and migration 0044", async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db);
    const sink = sinkOf(handle);
    const midnight = Math.floor(Date.now() / DAY) * DAY - 5 * DAY;
    try {
      const visitor = `visitor-${randomUUID()}`;
      const userId = randomUUID();
      const view = (at: number, stag: string) =>
        asStored(
          makeEvent({ temp_player_id: visitor, user_id: userId, timestamp: at, event: 'page_view', stag }),
        );
      // One visit passing from one stag to the other: one visit of the list, one of each stag.
      await sink.write([
        view(midnight + DAY + 60 * MINUTE, 'aff-a'),
        view(midnight + DAY + 70 * MINUTE, 'aff-b'),
      ]);
      await sink.write(traffic(6, midnight, 30));
      await rollupUpdaterOf(handle.db, handle.dialect).catchUp();
      const pseudonym = `p-${randomUUID()}`;
      await new SqlPlayerEvents(handle.db).pseudonymise({ userId, visitorIds: [visitor] }, pseudonym);
      const stagOf = async () =>
        (
          await sql<{ stag: string | null }>`
            select stag from traffic_visitor_stags where temp_player_id = ${pseudonym}`.execute(handle.db)
        ).rows;
      // Not known: listed with the visitors under several stags.
      expect(await stagOf()).toEqual([{ stag: null }]);
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
      // As an erasure before migration 0044 left it: no row; the migration lists it again.
      await sql`delete from traffic_visitor_stags where temp_player_id = ${pseudonym}`.execute(handle.db);
      const migrator = new Migrator({ db: handle.db, provider: migrationProvider });
      expect((await migrator.migrateTo('0043-player-devices')).error).toBeUndefined();
      await migrateToLatest(handle.db);
      expect(await stagOf()).toEqual([{ stag: null }]);
      expect((await expectStagScopesSameAsRaw(handle, midnight)).compared).toBe(77);
    } finally {
      await sink.close();
    }
  });
});
