import { sql, type Kysely } from 'kysely';

/**
 * Where the rollups' updater stands (`rollup_watermark`): the last event counted, and how many
 * renames of visitors it has seen (decision 077). A batch read before the write lock is written
 * only if the cursor under the lock is the one it started from.
 */
export interface Cursor {
  readonly seq: number;
  readonly renames: number;
}

/** `forUpdate`: PostgreSQL's row lock, so one instance's updater runs at a time. */
export async function readCursor<DB>(db: Kysely<DB>, forUpdate: boolean): Promise<Cursor> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<{ seq: number | string; visitor_renames: number | string }>`
    select seq, visitor_renames from rollup_watermark where id = 1 ${lock}`.execute(db);
  return { seq: Number(rows[0]?.seq ?? 0), renames: Number(rows[0]?.visitor_renames ?? 0) };
}

/** The watermark alone; with `forUpdate`, it takes the cursor's row lock on PostgreSQL. */
export async function readWatermark<DB>(db: Kysely<DB>, forUpdate: boolean): Promise<number> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<{ seq: number | string }>`
    select seq from rollup_watermark where id = 1 ${lock}`.execute(db);
  return Number(rows[0]?.seq ?? 0);
}
