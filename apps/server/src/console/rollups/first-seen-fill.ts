import { sql, type Kysely } from 'kysely';
import { storedPrevious } from './first-seen.ts';
import { FirstSeenChanges, FirstSeenProgress } from './first-seen-store.ts';
import { pairs, visitorPair } from './rollup-blobs.ts';

/**
 * One unit of the fill of the first-seen counts from `visit_rollups` (migration 0028): one
 * (scope, subset, chunk)'s visitor sets read day by day, each (key, visitor)'s previous day kept
 * as they go, and its visit starts summed per (day, key); written with the progress in the
 * caller's write transaction, so a batch of events counts in the unit either by its sets or by its
 * own changes, never both. False when every unit is done.
 */
export async function fillFirstSeenUnit<DB>(trx: Kysely<DB>): Promise<boolean> {
  const progress = await FirstSeenProgress.read(trx);
  if (progress.done) return false;
  const { scope, subset, chunk } = progress.unit(progress.nextUnit);
  const { rows } = await sql<{ day: number; visits: Uint8Array; visitors: Uint8Array }>`
    select day, visits, visitors from visit_rollups
    where scope = ${scope} and subset = ${subset} and chunk = ${chunk} order by day`.execute(trx);
  const changes = new FirstSeenChanges();
  const last = new Map<number, number>();
  for (const row of rows) {
    const day = row.day;
    const visits = pairs(row.visits);
    for (let i = 0; i + 1 < visits.length; i += 2) {
      changes.addVisits(scope, subset, day, visits[i] ?? 0, visits[i + 1] ?? 0);
    }
    const seen = pairs(row.visitors);
    for (let i = 0; i + 1 < seen.length; i += 2) {
      const key = seen[i] ?? 0;
      const pair = visitorPair(key, seen[i + 1] ?? 0);
      changes.addVisitors(scope, subset, day, storedPrevious(last.get(pair) ?? null, day), key, 1);
      last.set(pair, day);
    }
  }
  await changes.write(trx);
  await sql`update first_seen_progress set next_unit = ${progress.nextUnit + 1} where id = 1`.execute(trx);
  return true;
}
