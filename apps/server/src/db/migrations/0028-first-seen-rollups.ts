import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Unique visitors as additive counts (decision 068): per (scope, subset, day, key, previous day)
 * the visitors first seen with that key on that day since the previous day they were seen with it,
 * so the distinct visitors of a key over a range are one sum; visit starts once per (day, key)
 * rather than per visitor chunk. Empty here: at 10 million events filling them from
 * `visit_rollups` takes a while, so the updater's background step does it unit by unit
 * (`first_seen_progress`), and reports read the visitor sets until it is done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite: the rows are the index (a report's sum reads the primary key alone).
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  await sql`create table first_seen_rollups (
    scope smallint not null, subset smallint not null, day integer not null, prev integer not null,
    key integer not null, visitors integer not null,
    primary key (scope, subset, day, prev, key)) ${clustered}`.execute(db);
  await sql`create table visit_counts (
    scope smallint not null, subset smallint not null, day integer not null, key integer not null,
    visits integer not null,
    primary key (scope, subset, day, key)) ${clustered}`.execute(db);
  // A stag filter (an affiliate's own view) reads a few keys of a subset: by key, then day.
  await sql`create index first_seen_rollups_by_key
    on first_seen_rollups (scope, subset, key, day, prev, visitors)`.execute(db);
  await sql`create index visit_counts_by_key on visit_counts (scope, subset, key, day, visits)`.execute(db);
  // `next_unit` counts the (scope, subset, chunk) units of `visit_rollups` already added; the
  // chunks from `end_chunk` on were born after this migration and are counted as they come.
  await sql`create table first_seen_progress (id integer primary key, next_unit integer not null,
    end_chunk integer not null)`.execute(db);
  await sql`insert into first_seen_progress (id, next_unit, end_chunk)
    select 1, 0, coalesce(max(chunk) + 1, 0) from visit_rollups`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['first_seen_progress', 'visit_counts', 'first_seen_rollups']) {
    await db.schema.dropTable(table).execute();
  }
}
