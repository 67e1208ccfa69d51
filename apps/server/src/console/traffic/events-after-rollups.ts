import { sql, type Kysely, type RawBuilder } from 'kysely';
import { seqOf } from '../rollups/traffic-contributions.ts';
import { inScope, type EventScope } from './traffic-sql.ts';

/*
 * The events a stag-scoped dashboard reads raw beside the traffic rollups' rows (decisions 104,
 * 108): those stored after the rollups' `traffic_seq`. Each statement that reads rows and these
 * together reads the seq itself, so both come from one snapshot (SQLite's read transaction of the
 * statement, PostgreSQL's statement snapshot): every event up to that seq was committed before
 * the seq was (decision 078's high water), so an event is counted by the rows or here, once.
 */

/** The rollups' seq, read inside the statement that uses it. */
export const ROLLUPS_SEQ = sql`(select traffic_seq from rollup_watermark where id = 1)`;

/** Events behind the rollups up to which SQLite reads them by seq (decision 101: floods ~55,000). */
const SEQ_READ_LIMIT = 200_000;

/**
 * Whether to read the events after the rollups' seq by seq: on SQLite when about SEQ_READ_LIMIT
 * or fewer were stored since (seqs count them, retention's gaps aside). Only the plan depends on
 * it, never the answer. PostgreSQL's planner chooses for itself.
 */
async function bySeq<DB>(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  if (dialect === 'postgres') return false;
  return (await eventsBehind(db, dialect)) <= SEQ_READ_LIMIT;
}

/** About how many events were stored after the rollups' seq (seqs count them, retention's gaps aside). */
export async function eventsBehind<DB>(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<number> {
  const { rows } = await sql<{ behind: number | string | null }>`
    select (select max(${seqOf(dialect)}) from analytics_events) - traffic_seq as behind
    from rollup_watermark where id = 1`.execute(db);
  return Number(rows[0]?.behind ?? 0);
}

/**
 * The condition (over `analytics_events`, no alias) of the scope's events in [start, end) the
 * rollups do not count yet. A few (the rollups' usual lag) are read by seq: SQLite would otherwise
 * take the time index and test every event of the range (a week at 2M events: 50 against 10 ms);
 * many (a fill under way), by the time index as the copies are.
 */
export async function eventsAfterRollups<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  start: number,
  end: number,
): Promise<RawBuilder<unknown>> {
  const time = (await bySeq(db, dialect)) ? sql`+timestamp` : sql`timestamp`;
  return sql`${seqOf(dialect)} > ${ROLLUPS_SEQ}
    and ${time} >= ${start} and ${time} < ${end} and ${inScope(scope)}`;
}
