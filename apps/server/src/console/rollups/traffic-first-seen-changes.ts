import { DAY_MS } from '@playfront/contracts';
import type { Kysely } from 'kysely';
import { firstSeenChange, storedPrevious, type Neighbours } from './first-seen.ts';
import { readChainDays } from './traffic-chain-days.ts';

type Numeric = number | string;

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
  const chains = await readChainDays(db, dialect, after, end);
  const out = new Map<string, FirstSeenRow>();
  const add = (scope: number, dim: number, value: string, day: number, prev: number, n: number) => {
    const id = `${scope}:${dim}:${day}:${prev}:${value}`;
    const row = out.get(id);
    if (row === undefined) out.set(id, { scope, dim, value, day, prev, n });
    else row.n += n;
  };
  for (const chain of chains) {
    const [first] = chain;
    if (first === undefined) continue;
    const scope = Number(first.scope);
    const dim = Number(first.dim);
    if (chain.length === 1 && first.next === null) {
      // The common case: one new day, none stored after it: one count, nothing moves.
      const day = Number(first.day);
      add(scope, dim, first.value, day, storedPrevious(dayOf(first.previous), day), 1);
      continue;
    }
    const days = new Map<number, Neighbours>(
      chain.map((row) => [Number(row.day), { previous: dayOf(row.previous), next: dayOf(row.next) }]),
    );
    for (const { day, previous, change } of firstSeenChange(days).values()) {
      add(scope, dim, first.value, day, previous, change);
    }
  }
  return [...out.values()].filter((row) => row.n !== 0);
}
