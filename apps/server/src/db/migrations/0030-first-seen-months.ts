import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { lastSummableDay, sumDaysThrough } from '../../console/rollups/first-seen-months.ts';

/**
 * Month sums of the affiliate report's first-seen counts and visit starts (decision 073): a range
 * reads its months' pre-summed rows and the other days' daily rows. The days through yesterday are
 * summed here from the daily rows stored so far (decision 068's); the updater then keeps them with
 * the daily rows and adds each day to its month once it is over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite: the rows are the index (a report's sum reads the primary key alone).
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  await sql`create table first_seen_months (
    scope smallint not null, subset smallint not null, month integer not null, prev integer not null,
    key integer not null, visitors integer not null,
    primary key (scope, subset, month, prev, key)) ${clustered}`.execute(db);
  await sql`create table visit_count_months (
    scope smallint not null, subset smallint not null, month integer not null, key integer not null,
    visits integer not null,
    primary key (scope, subset, month, key)) ${clustered}`.execute(db);
  // A stag filter (an affiliate's own view) reads a few keys of a subset: by key, then month.
  await sql`create index first_seen_months_by_key
    on first_seen_months (scope, subset, key, month, prev, visitors)`.execute(db);
  await sql`create index visit_count_months_by_key
    on visit_count_months (scope, subset, key, month, visits)`.execute(db);
  // Days are added to their months once they are over (the updater's writes of today's live
  // traffic stay as cheap as before): through yesterday, here.
  await sql`create table first_seen_months_progress (id integer primary key, summed_through integer not null)`.execute(
    db,
  );
  await sumDaysThrough(db, lastSummableDay(Date.now()));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['first_seen_months_progress', 'visit_count_months', 'first_seen_months']) {
    await db.schema.dropTable(table).execute();
  }
}
