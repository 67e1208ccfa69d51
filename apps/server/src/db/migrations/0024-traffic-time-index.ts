import type { Kysely } from 'kysely';

/**
 * The traffic dashboard by time (issue 12, decision 064): its queries and the realtime card read
 * `analytics_events` by a time range, and no index led by the time (they lead by project, visitor
 * or user), so each read scanned every event (14–28 s at 10 million; the realtime card's five
 * minutes too). Only `timestamp`: events arrive in about time order, so its inserts land at the
 * end of the B-tree. An index on (stag, timestamp) was measured too and left out: its inserts
 * spread over every stag's place and cost ingest about half its rate (decision 064).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('analytics_events_time').on('analytics_events').column('timestamp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_time').execute();
}
