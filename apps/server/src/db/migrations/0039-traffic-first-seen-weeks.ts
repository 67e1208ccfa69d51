import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { firstDayOfWeekOf, weekOfDay } from '../../console/rollups/traffic-columns.ts';

/**
 * The first-seen counts summed by week too (decision 091), for a range's whole weeks: a week's
 * row sums its days' rows whose previous day is before the week (`traffic-first-seen-weeks.ts`),
 * filled set-based from the daily rows. Whatever the background fill has not reached yet it
 * writes both ways from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = sql.raw(postgres ? '' : 'without rowid');
  await sql`create table traffic_first_seen_weeks (
    scope smallint not null, dim smallint not null, week integer not null, prev integer not null,
    value text not null, visitors integer not null,
    primary key (scope, dim, week, prev, value)) ${clustered}`.execute(db);
  const day = sql.ref('day');
  await sql`insert into traffic_first_seen_weeks (scope, dim, week, prev, value, visitors)
    select scope, dim, ${weekOfDay(day)} as week, prev, value, sum(visitors) from traffic_first_seen
    where prev < ${firstDayOfWeekOf(day)}
    group by scope, dim, ${weekOfDay(day)}, prev, value
    having sum(visitors) <> 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('traffic_first_seen_weeks').execute();
}
