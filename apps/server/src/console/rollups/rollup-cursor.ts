import { sql, type Kysely } from 'kysely';

/**
 * Where the rollups' updater stands (`rollup_watermark`): the last event counted, and how many
 * renames of visitors it has seen (decision 077). A batch read before the write lock is written
 * only if the cursor under the lock is the one it started from. The traffic rollups (decision 078)
 * count the events up to `traffic`: the watermark once their background fill has caught up.
 */
export interface Cursor {
  readonly seq: number;
  readonly renames: number;
  readonly traffic: number;
}

/** The same cursor: nothing moved between a read and the write lock. */
export const sameCursor = (a: Cursor, b: Cursor): boolean =>
  a.seq === b.seq && a.renames === b.renames && a.traffic === b.traffic;

/** `forUpdate`: PostgreSQL's row lock, so one instance's updater runs at a time. */
export async function readCursor<DB>(db: Kysely<DB>, forUpdate: boolean): Promise<Cursor> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<{
    seq: number | string;
    visitor_renames: number | string;
    traffic_seq: number | string;
  }>`select seq, visitor_renames, traffic_seq from rollup_watermark where id = 1 ${lock}`.execute(db);
  const row = rows[0];
  return {
    seq: Number(row?.seq ?? 0),
    renames: Number(row?.visitor_renames ?? 0),
    traffic: Number(row?.traffic_seq ?? 0),
  };
}

/** The watermark alone; with `forUpdate`, it takes the cursor's row lock on PostgreSQL. */
export async function readWatermark<DB>(db: Kysely<DB>, forUpdate: boolean): Promise<number> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<{ seq: number | string }>`
    select seq from rollup_watermark where id = 1 ${lock}`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}
