import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { POSTGRES_REPORT_DIALECT, SQLITE_REPORT_DIALECT } from '../../src/console/reports/report-dialects.ts';
import { affiliateReportFor } from '../../src/console/reports/affiliate-report-for.ts';
import { SqlAffiliateReport } from '../../src/console/reports/sql-affiliate-report.ts';
import { RollupUpdater } from '../../src/console/rollups/rollup-updater.ts';
import { migrateToLatest, openDatabase, openSqliteFile, type DatabaseHandle } from '../../src/db/kysely.ts';
import type { Database } from '../../src/db/schema.ts';
import { openEventsWriter } from '../../src/events/events-writer.ts';
import { KyselyEventsSink } from '../../src/events/kysely-events-sink.ts';
import { SqlPlayerEvents } from '../../src/privacy/sql-player-events.ts';
import { asStored, makeEvent } from '../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Runs `meanwhile` once, right after the updater's first read of its visitors' windows: between
 * the batch's read, which takes no lock, and its writes (decision 077).
 */
class AfterWindowsRead implements KyselyPlugin {
  readonly #windows = new WeakSet<QueryId>();
  #meanwhile: (() => Promise<void>) | null;
  ran = false;

  constructor(meanwhile: () => Promise<void>) {
    this.#meanwhile = meanwhile;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (
      node.kind === 'RawNode' &&
      node.sqlFragments.some((fragment) => fragment.includes('with f (v, first, hi)'))
    )
      this.#windows.add(queryId);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const meanwhile = this.#meanwhile;
    if (meanwhile !== null && this.#windows.has(queryId)) {
      this.#meanwhile = null;
      await meanwhile();
      this.ran = true;
    }
    return result;
  }
}

/**
 * The rollups' updater reads a batch's events before it takes the write lock. A pseudonymisation
 * that renames the batch's visitor in between must not make the updater count them as a new one.
 */
describe.each(['sqlite', 'postgres'] as const)('given a batch read by the rollups on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await cluster?.stop();
  });

  async function freshDatabase(): Promise<{ handle: DatabaseHandle; second: Kysely<Database> }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'playfront-batch-read-'));
    const databaseUrl =
      cluster === undefined
        ? undefined
        : await cluster.createDatabase(`batch_read_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
    const handle = openDatabase({ databaseUrl, dataDir });
    // SQLite's Kysely has one connection, busy while the updater reads: the rename needs its own.
    const second = handle.dialect === 'sqlite' ? openSqliteFile(handle.connection) : handle.db;
    cleanups.push(async () => {
      if (second !== handle.db) await second.destroy();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await migrateToLatest(handle.db);
    return { handle, second };
  }

  it('should read the batch again when its visitor was renamed between the read and the writes', async () => {
    const { handle, second } = await freshDatabase();
    const sink = new KyselyEventsSink({ db: handle.db, dialect, writer: openEventsWriter(handle) });
    try {
      const midnight = Date.now() - (Date.now() % DAY) - 2 * DAY;
      const visitor = `visitor-${randomUUID()}`;
      const userId = randomUUID();
      const event = (at: number) =>
        asStored(makeEvent({ temp_player_id: visitor, user_id: userId, timestamp: at, stag: 'aff-a' }));
      await sink.write([event(midnight + 60 * MINUTE), event(midnight + 70 * MINUTE)]);
      const plain = new RollupUpdater(handle.db, dialect);
      await plain.catchUp();

      // A late event of the same visit, then the erasure's rename lands while the batch is read.
      await sink.write([event(midnight + 75 * MINUTE)]);
      const pseudonym = `pseudonym-${randomUUID()}`;
      const rename = new AfterWindowsRead(() =>
        new SqlPlayerEvents(second).pseudonymise({ userId, visitorIds: [visitor] }, pseudonym),
      );
      await new RollupUpdater(handle.db.withPlugin(rename), dialect).catchUp();
      expect(rename.ran).toBe(true);

      // One visitor under one name, in the dictionary and in every report.
      const { rows } = await sql<{ temp_player_id: string }>`
        select temp_player_id from visitor_ids order by id`.execute(handle.db);
      expect(rows.map((row) => row.temp_player_id)).toEqual([pseudonym]);
      const params = {
        from: isoDay(midnight),
        to: isoDay(midnight),
        groupBy: [],
        currency: 'EUR',
        stags: null,
        includeBots: false,
      } as const;
      const raw = new SqlAffiliateReport(
        handle.db,
        dialect === 'postgres' ? POSTGRES_REPORT_DIALECT : SQLITE_REPORT_DIALECT,
      );
      const rolled = await affiliateReportFor(handle).run(params);
      expect(rolled).toEqual(await raw.run(params));
      expect(rolled.totals).toMatchObject({ visits: 1, unique_visitors: 1 });
    } finally {
      await sink.close();
    }
  });
});
