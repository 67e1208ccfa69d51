import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LOOKBACK_DAYS, type Neighbours } from './first-seen.ts';
import { ROLLUP_COLUMNS, ROLLUP_SUBSETS } from './rollup-subsets.ts';

const ROWS_PER_STATEMENT = 200;
export const LOOKBACK_MS = LOOKBACK_DAYS * DAY_MS;

/**
 * The time of `visitor`'s nearest stored event (`seq` up to `watermark`) that meets `where` (on
 * `p`), the last before (`desc`) or the first after (`asc`): read by the (temp_player_id,
 * timestamp) index until the first that meets it. A visitor's events mostly repeat their values,
 * so that is soon. The affiliate and the traffic rollups' first-seen probes both ask it.
 */
export function nearestStored(
  seq: RawBuilder<unknown>,
  watermark: number,
  visitor: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  order: 'asc' | 'desc',
): RawBuilder<unknown> {
  return sql`(select p.timestamp from analytics_events p
    where p.temp_player_id = ${visitor} and ${where} and p.${seq} <= ${watermark}
    order by p.timestamp ${sql.raw(order)} limit 1)`;
}

/** A day a (visitor, key) is seen on for the first time in a batch. */
export interface Probe {
  readonly visitor: string;
  readonly scope: number;
  readonly subset: number;
  /** The key's values in its subset's column order. */
  readonly values: readonly (string | null)[];
  readonly day: number;
}

/**
 * The days around each probe's day on which the stored events (`seq` up to `watermark`, bots left
 * out for scope 0) saw the visitor with the key, within the lookback: the last one before and the
 * first one after, each by the (temp_player_id, timestamp) index, read backwards or forwards until
 * the first event with the key (a visitor's events mostly repeat their key, so that is soon).
 */
export async function neighboursOf<DB>(
  trx: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  probes: readonly Probe[],
  watermark: number,
): Promise<Neighbours[]> {
  const out: Neighbours[] = [];
  const seq = sql.raw(dialect === 'sqlite' ? 'rowid' : 'seq');
  const same = sql.raw(dialect === 'sqlite' ? 'is' : 'is not distinct from');
  const matches = sql.join(
    ROLLUP_COLUMNS.map(
      (column, i) =>
        sql`(f.u${sql.raw(String(i))} = 0 or p.${sql.raw(column)} ${same} f.c${sql.raw(String(i))})`,
    ),
    sql` and `,
  );
  const columns = ROLLUP_COLUMNS.map((_, i) => `u${i}, c${i}`).join(', ');
  const nearest = (where: RawBuilder<unknown>, order: 'asc' | 'desc') =>
    nearestStored(
      seq,
      watermark,
      sql`f.v`,
      sql`${where} and (f.humans = 0 or p.bot = 0) and ${matches}`,
      order,
    );
  for (let i = 0; i < probes.length; i += ROWS_PER_STATEMENT) {
    const part = probes.slice(i, i + ROWS_PER_STATEMENT);
    const values = sql.join(
      part.map((probe, n) => {
        const subset = ROLLUP_SUBSETS[probe.subset] ?? [];
        const keyed = ROLLUP_COLUMNS.map((column) => {
          const at = subset.indexOf(column);
          const value = at === -1 ? null : (probe.values[at] ?? null);
          return sql`cast(${at === -1 ? 0 : 1} as integer), cast(${value} as text)`;
        });
        const start = probe.day * DAY_MS;
        return sql`(cast(${n} as integer), cast(${probe.visitor} as text), cast(${start} as bigint),
          cast(${start + DAY_MS} as bigint), cast(${probe.scope === 0 ? 1 : 0} as integer), ${sql.join(keyed)})`;
      }),
    );
    const { rows } = await sql<{ n: number; previous: number | string | null; next: number | string | null }>`
      with f (n, v, lo, hi, humans, ${sql.raw(columns)}) as (values ${values})
      select f.n as n,
        ${nearest(sql`p.timestamp < f.lo and p.timestamp >= f.lo - ${LOOKBACK_MS}`, 'desc')} as previous,
        ${nearest(sql`p.timestamp >= f.hi and p.timestamp < f.hi + ${LOOKBACK_MS}`, 'asc')} as next
      from f`.execute(trx);
    const byRow = new Map(rows.map((row) => [row.n, row]));
    part.forEach((_, n) => {
      const row = byRow.get(n);
      const day = (ms: number | string | null | undefined) =>
        ms === null || ms === undefined ? null : Math.floor(Number(ms) / DAY_MS);
      out.push({ previous: day(row?.previous), next: day(row?.next) });
    });
  }
  return out;
}

/**
 * The visitors with any stored event (`seq` up to `watermark`) within the lookback of their days
 * (from the first's lookback to the last's): only theirs need `neighboursOf`. Most visitors seen
 * on a new day are new altogether, and one index seek each answers for all their keys.
 */
export async function visitorsWithHistory<DB>(
  trx: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  days: ReadonlyMap<string, { first: number; last: number }>,
  watermark: number,
): Promise<Set<string>> {
  const out = new Set<string>();
  const seq = sql.raw(dialect === 'sqlite' ? 'rowid' : 'seq');
  const list = [...days];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) {
    const values = sql.join(
      list
        .slice(i, i + ROWS_PER_STATEMENT)
        .map(
          ([visitor, { first, last }]) =>
            sql`(cast(${visitor} as text), cast(${first * DAY_MS - LOOKBACK_MS} as bigint), cast(${(last + 1) * DAY_MS + LOOKBACK_MS} as bigint))`,
        ),
    );
    const { rows } = await sql<{ v: string }>`
      with f (v, lo, hi) as (values ${values})
      select f.v as v from f where exists (select 1 from analytics_events p
        where p.temp_player_id = f.v and p.timestamp >= f.lo and p.timestamp < f.hi and p.${seq} <= ${watermark})`.execute(
      trx,
    );
    for (const row of rows) out.add(row.v);
  }
  return out;
}
