import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { closeMonthsThrough, lastClosedMonth } from '../../console/rollups/first-seen-months.ts';

/**
 * Month sums of the affiliate report's first-seen counts and visit starts (decision 073): a range
 * reads its closed months' pre-summed rows and the other days' daily rows. The months before the
 * current one are summed here from the daily rows stored so far (decision 068's); the updater then
 * keeps them with the daily rows and sums each month once it is over.
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
  // Months are summed once they are over (the updater's writes of the current month's live
  // traffic stay as cheap as before): through the last month before today's, here.
  await sql`create table first_seen_months_progress (id integer primary key, closed_through integer not null)`.execute(
    db,
  );
  await closeMonthsThrough(db, lastClosedMonth(Date.now()));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['first_seen_months_progress', 'visit_count_months', 'first_seen_months']) {
    await db.schema.dropTable(table).execute();
  }
}
