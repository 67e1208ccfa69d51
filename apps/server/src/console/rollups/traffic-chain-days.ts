import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import { LOOKBACK_MS } from './first-seen-probes.ts';
import { seqOf } from './traffic-contributions.ts';
import { newChainDays } from './traffic-increments.ts';
import { encodedText, KEYED_DIMENSIONS } from './traffic-rollup-keys.ts';

/*
 * A batch's new chain days (`newChainDays`'s answer, decision 078) for the visitors with a short
 * history, counted here from their stored events in the lookback around the batch, read once per
 * visitor: the SQL's index probes (a last-event probe per event, then two per new chain day and
 * scope, some 24 per event when a visitor's day is new) were half of the traffic rollups' step.
 * A visitor with more than HISTORY_CAP stored events there (a flood under one id) keeps the
 * probes, which stop at the first match instead of reading every event.
 */

type Numeric = number | string;

/** A chain's new day, with its stored neighbours' times (null: none within the lookback). */
export interface ChainDayRow {
  readonly scope: Numeric;
  readonly dim: Numeric;
  readonly value: string;
  readonly v: string;
  readonly day: Numeric;
  readonly previous: Numeric | null;
  readonly next: Numeric | null;
}

/** Stored events a visitor may have around the batch for their chains to be counted here. */
export const HISTORY_CAP = 100;
const VISITORS_PER_STATEMENT = 300;

const DIMENSION_COLUMNS = KEYED_DIMENSIONS.map((d) => d.column);
const SELECTED = sql.raw(
  ['temp_player_id', 'timestamp', 'bot', ...DIMENSION_COLUMNS.filter((c) => c !== null)]
    .map((c) => `e.${c}`)
    .join(', '),
);

type EventRow = Record<string, Numeric | null>;

/** An event as the chains see it: its time, whether a human sent it, its encoded values by dimension. */
interface ChainEvent {
  readonly timestamp: number;
  readonly human: boolean;
  readonly values: readonly string[];
}

/** The stored form of a dimension's value (`encodedValue`): '' for none, '=' and the value otherwise. */
const chainEvent = (row: EventRow): ChainEvent => ({
  timestamp: Number(row['timestamp']),
  human: Number(row['bot']) === 0,
  values: DIMENSION_COLUMNS.map((column) => (column === null ? '' : encodedText(row[column]))),
});

/** The events' days' bounds widened by the lookback: where a chain's neighbours can lie. */
function lookbackSpan(events: readonly ChainEvent[]): { lo: number; hi: number } {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    first = Math.min(first, event.timestamp);
    last = Math.max(last, event.timestamp);
  }
  return {
    lo: Math.floor(first / DAY_MS) * DAY_MS - LOOKBACK_MS,
    hi: (Math.floor(last / DAY_MS) + 1) * DAY_MS + LOOKBACK_MS,
  };
}

/**
 * One visitor's new chain days: per (scope, dimension, value, day) of their batch events, the
 * nearest stored event of the chain at or before the day's end within the lookback (a day the
 * chain already has: none) and, for a new day, the first after it within the lookback. `stored`:
 * their events up to the batch's start in `lookbackSpan`, by time.
 */
function visitorChainDays(
  visitor: string,
  batch: readonly ChainEvent[],
  stored: readonly ChainEvent[],
  out: ChainDayRow[][],
): void {
  const seen = new Set<string>();
  const chains = new Map<string, ChainDayRow[]>();
  for (const event of batch) {
    const day = Math.floor(event.timestamp / DAY_MS);
    for (const scope of event.human ? [1, 0] : [1]) {
      for (let d = 0; d < DIMENSION_COLUMNS.length; d += 1) {
        const value = event.values[d] ?? '';
        const id = `${scope}:${d}:${day}:${value}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const from = day * DAY_MS - LOOKBACK_MS;
        const dayEnd = (day + 1) * DAY_MS;
        let previous: number | null = null;
        let next: number | null = null;
        for (const s of stored) {
          if ((scope === 0 && !s.human) || s.values[d] !== value) continue;
          if (s.timestamp >= from && s.timestamp < dayEnd) previous = s.timestamp;
          else if (s.timestamp >= dayEnd && s.timestamp < dayEnd + LOOKBACK_MS) {
            next = s.timestamp;
            break;
          }
        }
        if (previous !== null && Math.floor(previous / DAY_MS) === day) continue;
        const dim = KEYED_DIMENSIONS[d]?.id ?? d;
        const row = { scope, dim, value, v: visitor, day, previous, next };
        const chain = `${scope}:${d}:${value}`;
        const days = chains.get(chain);
        if (days === undefined) chains.set(chain, [row]);
        else days.push(row);
      }
    }
  }
  for (const chain of chains.values()) out.push(chain);
}

/** Rows of many chains grouped by chain: (scope, dimension, value, visitor). */
export function chainsOf(rows: readonly ChainDayRow[]): ChainDayRow[][] {
  // Keys as text: the visitor's length first, so that no visitor and value run into another's.
  const chains = new Map<string, ChainDayRow[]>();
  for (const row of rows) {
    const id = `${row.scope}:${row.dim}:${row.v.length}:${row.v}:${row.value}`;
    const chain = chains.get(id);
    if (chain === undefined) chains.set(id, [row]);
    else chain.push(row);
  }
  return [...chains.values()];
}

/**
 * The new chain days of the events stored in (after, end], as `newChainDays` answers them, by
 * chain (scope, dimension, value, visitor): from
 * each visitor's history read once when it has at most `cap` events, by `newChainDays`'s probes
 * otherwise (the suite holds the two ways to each other with a cap of 0 and of every event).
 */
export async function readChainDays<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
  cap = HISTORY_CAP,
): Promise<ChainDayRow[][]> {
  const seq = seqOf(dialect);
  const { rows } = await sql<EventRow>`select ${SELECTED} from analytics_events e
    where e.${seq} > ${after} and e.${seq} <= ${end} and e.temp_player_id is not null`.execute(db);
  const batch = new Map<string, ChainEvent[]>();
  for (const row of rows) {
    const visitor = String(row['temp_player_id']);
    const list = batch.get(visitor);
    if (list === undefined) batch.set(visitor, [chainEvent(row)]);
    else list.push(chainEvent(row));
  }
  const out: ChainDayRow[][] = [];
  const probed: string[] = [];
  const visitors = [...batch.keys()];
  for (let i = 0; i < visitors.length; i += VISITORS_PER_STATEMENT) {
    const part = visitors.slice(i, i + VISITORS_PER_STATEMENT);
    const spans = sql.join(
      part.map((v) => {
        const { lo, hi } = lookbackSpan(batch.get(v) ?? []);
        return sql`(${v}, cast(${lo} as bigint), cast(${hi} as bigint))`;
      }),
    );
    // A visitor with more than `cap` events there has a row at that offset: probed instead.
    // Their stored events come by time (the index's order), a row with no event for none.
    const { rows: history } = await sql<EventRow & { v: string }>`
      with w (v, lo, hi) as (values ${spans}),
        s as (select v, lo, hi from w where not exists (select 1 from analytics_events p
          where p.temp_player_id = w.v and p.timestamp >= w.lo and p.timestamp < w.hi
          order by p.timestamp limit 1 offset ${cap}))
      select s.v as v, ${SELECTED} from s left join analytics_events e
        on e.temp_player_id = s.v and e.timestamp >= s.lo and e.timestamp < s.hi and e.${seq} <= ${after}
      order by s.v, e.timestamp`.execute(db);
    const stored = new Map<string, ChainEvent[]>();
    for (const row of history) {
      const list = stored.get(row.v) ?? [];
      if (row['timestamp'] !== null) list.push(chainEvent(row));
      stored.set(row.v, list);
    }
    for (const v of part) {
      const mine = stored.get(v);
      if (mine === undefined) probed.push(v);
      else visitorChainDays(v, batch.get(v) ?? [], mine, out);
    }
  }
  for (let i = 0; i < probed.length; i += VISITORS_PER_STATEMENT) {
    const part = probed.slice(i, i + VISITORS_PER_STATEMENT);
    const { rows: read } = await sql<ChainDayRow>`${newChainDays(seq, after, end, part)}`.execute(db);
    out.push(...chainsOf(read));
  }
  return out;
}
