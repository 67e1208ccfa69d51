import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { TRAFFIC_DIMENSIONS, TRAFFIC_TIMING_METRICS } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { DIMENSION_COLUMNS, inScope, type EventScope } from './traffic-sql.ts';

/** What the dashboard's queries read of an event: its visitor, time, kind, dimensions, timing. */
const COLUMNS = [
  'temp_player_id',
  'timestamp',
  'event',
  'bot',
  ...TRAFFIC_DIMENSIONS.map((dimension) => DIMENSION_COLUMNS[dimension]),
  ...TRAFFIC_TIMING_METRICS,
];

let tables = 0;

/**
 * Runs `read` over a temporary table holding the events of `scope` in [start, end), copied in one
 * pass (decision 092): a filtered dashboard asks about a dozen questions of the same events, and
 * each one read them again from `analytics_events` (3.6 s for a stag's week at 2 million events).
 * The copy reads the range by the time index, which carries the stag, bot flag, country and
 * device (migration 0040), so a scope of those fetches only its own rows. On SQLite the main thread's one connection holds the table
 * between the questions (no connection is pinned, so other requests interleave as before); on
 * PostgreSQL a pooled connection is held for the report, as a temporary table lives in one.
 */
export async function withScopedEvents<T>(
  db: Kysely<Database>,
  scope: EventScope,
  start: number,
  end: number,
  read: (db: Kysely<Database>, table: string) => Promise<T>,
): Promise<T> {
  tables += 1;
  const table = `traffic_scope_${tables}`;
  const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
  const run = async (conn: Kysely<Database>) => {
    // Made empty, then filled: PostgreSQL takes no parameters in CREATE TABLE AS.
    await sql`create temporary table ${sql.table(table)} as
      select ${columns} from analytics_events where 1 = 0`.execute(conn);
    try {
      await sql`insert into ${sql.table(table)} select ${columns} from analytics_events
        where timestamp >= ${start} and timestamp < ${end} and ${inScope(scope)}`.execute(conn);
      return await read(conn, table);
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(conn);
    }
  };
  if (db.getExecutor().adapter instanceof PostgresAdapter) return db.connection().execute(run);
  return run(db);
}
