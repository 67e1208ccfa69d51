import type { Kysely } from 'kysely';

/**
 * The traffic dashboard by time (issue 12, decision 064): its queries and the realtime card read
 * `analytics_events` by a time range, and the only index holding the time led by project or
 * visitor, so each read scanned every event (14–28 s at 10 million). An index on `timestamp`
 * bounds them to the range; one on (stag, timestamp) bounds a stag-filtered dashboard (what an
 * affiliate manager opens) to that stag's events of the range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analytics_events_time').on('analytics_events').column('timestamp').execute();
  await db.schema
    .createIndex('analytics_events_stag_time')
    .on('analytics_events')
    .columns(['stag', 'timestamp'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_stag_time').execute();
  await db.schema.dropIndex('analytics_events_time').execute();
}
