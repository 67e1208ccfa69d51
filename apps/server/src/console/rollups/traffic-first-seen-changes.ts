import { sql, type Kysely } from 'kysely';
import { firstSeenChange, type Neighbours } from './first-seen.ts';
import { seqOf } from './traffic-contributions.ts';
import { newChainDays } from './traffic-increments.ts';
import { DAY_MS } from './visit-deltas.ts';

type Numeric = number | string;

/** A chain's new day as `newChainDays` answers it (PostgreSQL's bigints come as strings). */
interface ChainDayRow {
  readonly scope: Numeric;
  readonly dim: Numeric;
  readonly value: string;
  readonly v: string;
  readonly day: Numeric;
  readonly previous: Numeric | null;
  readonly next: Numeric | null;
}

/** A change to one `traffic_first_seen` row (a type, not an interface: it is a query row too). */
export type FirstSeenRow = {
  readonly scope: number;
  readonly dim: number;
  readonly value: string;
  readonly day: number;
  readonly prev: number;
  n: number;
};

const dayOf = (ms: Numeric | null): number | null => (ms === null ? null : Math.floor(Number(ms) / DAY_MS));

/**
 * The batch's changes to the first-seen counts (decision 078): per (scope, dimension, value,
 * visitor) chain, its new days with their stored neighbours (`newChainDays`), counted as the
 * affiliate rollups count theirs (`firstSeenChange`: a new day between stored days moves the
 * later one's previous day), summed per row. Days a chain already has change nothing.
 */
export async function readFirstSeenChanges<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
): Promise<FirstSeenRow[]> {
  const { rows } = await sql<ChainDayRow>`${newChainDays(seqOf(dialect), after, end)}`.execute(db);
  const chains = new Map<
    string,
    { scope: number; dim: number; value: string; days: Map<number, Neighbours> }
  >();
  for (const row of rows) {
    const id = JSON.stringify([row.scope, row.dim, row.value, row.v]);
    let chain = chains.get(id);
    if (chain === undefined) {
      chain = { scope: Number(row.scope), dim: Number(row.dim), value: row.value, days: new Map() };
      chains.set(id, chain);
    }
    chain.days.set(Number(row.day), { previous: dayOf(row.previous), next: dayOf(row.next) });
  }
  const out = new Map<string, FirstSeenRow>();
  for (const { scope, dim, value, days } of chains.values()) {
    for (const { day, previous, change } of firstSeenChange(days).values()) {
      const id = JSON.stringify([scope, dim, value, day, previous]);
      const row = out.get(id);
      if (row === undefined) out.set(id, { scope, dim, value, day, prev: previous, n: change });
      else row.n += change;
    }
  }
  return [...out.values()].filter((row) => row.n !== 0);
}
