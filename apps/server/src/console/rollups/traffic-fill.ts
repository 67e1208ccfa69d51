import { sql, type Kysely } from 'kysely';
import type { Cursor } from './rollup-cursor.ts';
import { seqOf } from './traffic-contributions.ts';

/**
 * Where the next chunk of the traffic rollups' background fill ends (decision 078): at the
 * `size`th event stored after the last one they count, or at the watermark if that comes first;
 * null when they count up to the watermark already (every batch then keeps them in step).
 * Counted in events, not `seq`s: retention's gaps would make chunks of nothing.
 */
export async function trafficFillEnd<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  cursor: Cursor,
  size: number,
): Promise<number | null> {
  if (cursor.traffic >= cursor.seq) return null;
  const seq = seqOf(dialect);
  const { rows } = await sql<{ seq: number | string }>`
    select ${seq} as seq from analytics_events where ${seq} > ${cursor.traffic} and ${seq} <= ${cursor.seq}
    order by ${seq} limit 1 offset ${Math.max(1, size) - 1}`.execute(db);
  return rows[0] === undefined ? cursor.seq : Number(rows[0].seq);
}
