import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { inScope, type EventScope } from '../../src/console/traffic/traffic-sql.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

const NOW = Date.parse('2026-03-10T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * The traffic dashboard's reads by time (decision 064): the realtime card's last minutes and a
 * dashboard's range, filtered by stags (an affiliate manager's) or not, must reach
 * `analytics_events` through the time index (migration 0024's, with the stag, bot flag, country
 * and device since 0040: decision 092), not a scan of every event (seconds at 10 million). Checked on each engine's own plan for the conditions the dashboard builds
 * (`inScope`).
 */
describe.each(['sqlite', 'postgres'] as const)('the traffic dashboard time indexes on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let handle: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-traffic-index-'));

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    const databaseUrl =
      cluster === undefined
        ? undefined
        : await cluster.createDatabase(`traffic_index_${randomUUID().replaceAll('-', '').slice(0, 12)}`);
    handle = openDatabase({ databaseUrl, dataDir });
    await migrateToLatest(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The plan's text for a dashboard read of the events in scope since `start`. */
  async function planOf(scope: EventScope, start: number, end: number): Promise<string> {
    const query: RawBuilder<unknown> = sql`select count(distinct temp_player_id) as visitors
      from analytics_events where timestamp >= ${start} and timestamp < ${end} and ${inScope(scope)}`;
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(handle.db);
      return rows.map((row) => row.detail).join('\n');
    }
    // An empty table is cheapest to scan: the planner is asked to prefer an index when one serves.
    return handle.db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
  }

  it('should read the realtime window through the time index', async () => {
    const plan = await planOf({ filters: {}, stags: null, includeBots: false }, NOW - 30 * 60_000, NOW);
    expect(plan).toContain('analytics_events_time_scope');
  });

  it('should read a stag-filtered dashboard, and a manager’s stags, through the time index too', async () => {
    const filtered = await planOf(
      { filters: { stag: 'aff_3' }, stags: null, includeBots: false },
      NOW - 7 * DAY,
      NOW,
    );
    expect(filtered).toContain('analytics_events_time_scope');
    const manager = await planOf(
      { filters: {}, stags: ['aff_3', 'aff_10', 'aff_17'], includeBots: true },
      NOW - 30 * DAY,
      NOW,
    );
    expect(manager).toContain('analytics_events_time_scope');
    // PostgreSQL names the index's own tests; SQLite tests the stag in the index entry too (decision
    // 092) without saying so in its plan.
    if (dialect === 'postgres') expect(filtered).toMatch(/Index Cond:.*stag/);
  });

  it('should test a country or a device in the time index', async () => {
    const country = await planOf(
      { filters: { country: 'DE' }, stags: null, includeBots: false },
      NOW - 7 * DAY,
      NOW,
    );
    expect(country).toContain('analytics_events_time_scope');
    const device = await planOf(
      { filters: { device: 'mobile' }, stags: null, includeBots: true },
      NOW - 7 * DAY,
      NOW,
    );
    expect(device).toContain('analytics_events_time_scope');
    if (dialect === 'postgres') {
      expect(country).toMatch(/Index Cond:.*ip_country/);
      expect(device).toMatch(/Index Cond:.*device/);
    }
  });
});
