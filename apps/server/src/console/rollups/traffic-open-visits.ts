import { sql, type Kysely } from 'kysely';
import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { jsonRows } from './json-rows.ts';
import { HOUR_MS } from './traffic-columns.ts';
import { seqOf } from './traffic-contributions.ts';
import { batchVisits, BOTH_SCOPES } from './traffic-increments.ts';
import { encodedValue, NEVER_DAY } from './traffic-rollup-keys.ts';

/*
 * The batch's changes to the visits (`traffic_visits`, decision 078) with each visitor's latest
 * visit kept per scope (`traffic_open_visits`, migration 0035): a batch whose events all come at
 * or after its visitor's last stored event can only extend that visit or open new ones, so it is
 * counted from the kept visit and its own events, whatever the visit's length (a visitor sending
 * without pause is one visit). The others (no kept visit, or an event before the kept last) walk
 * the stored events around the batch (`batchVisits`), which also gives their latest visit.
 *
 * The same changes per stag (`traffic_stag_visits`, migration 0042, decision 114): a visitor whose
 * events all carry one stag (`traffic_visitor_stags`) has the same visits among that stag's events
 * as among all theirs, so their changes count for that stag too; a visitor with two or more (or
 * not known) is walked again by stag (`batchVisits` by stag: the same spans).
 */

type Numeric = number | string;
const num = (value: Numeric): number => Number(value);
const numOrNull = (value: Numeric | null): number | null => (value === null ? null : Number(value));

/** A visit as the rollups count it: its start, last event, page views (up to 2), second's time. */
export interface VisitSummary {
  readonly started: number;
  readonly last: number;
  readonly views: number;
  readonly second: number | null;
}

/**
 * A visitor's latest visit among all their events and among their human ones (null: none).
 * `humansKnown` false: the humans' one was not read (a walk that saw no human event, with no kept
 * visit before it); a batch with a human event of the visitor then walks again.
 */
export interface OpenVisits {
  readonly visitor: string;
  readonly all: VisitSummary;
  readonly humansKnown: boolean;
  readonly humans: VisitSummary | null;
}

/** A change to one `traffic_visits` row (a type, not an interface: it is a query row too). */
export type VisitRow = {
  readonly scope: number;
  readonly hour: number;
  readonly second_day: number;
  readonly visits: number;
};

/** A change to one `traffic_stag_visits` row (the stag encoded, '' for none). */
export type StagVisitRow = VisitRow & { readonly stag: string };

/** A visitor's one stag (encoded) after the batch, or null: more than one, or not known. */
export interface VisitorStag {
  readonly visitor: string;
  readonly stag: string | null;
}

export interface VisitChanges {
  readonly rows: readonly VisitRow[];
  readonly stagRows: readonly StagVisitRow[];
  /** The batch's visitors whose one stag changed (or was not stored): written with the batch. */
  readonly stags: readonly VisitorStag[];
  /** The latest visits of the batch's visitors after it, where known: written with the batch. */
  readonly open: readonly OpenVisits[];
  /** Visitors whose stored events were walked (the rest were counted from their kept visit). */
  readonly walked: number;
}

interface BatchEvent {
  readonly timestamp: number;
  readonly bot: boolean;
  readonly pageView: boolean;
  readonly stag: string;
}

/** A visitor's kept visits before the batch; none for a visitor with no stored event. */
interface Before {
  readonly all: VisitSummary | null;
  readonly humansKnown: boolean;
  readonly humans: VisitSummary | null;
}
const NOTHING_STORED: Before = { all: null, humansKnown: true, humans: null };

/** A visit's row: the hour it starts, the day of its second page view (NEVER_DAY if none). */
function rowKey(visit: VisitSummary): { hour: number; secondDay: number } {
  return {
    hour: Math.floor(visit.started / HOUR_MS),
    secondDay: visit.second === null ? NEVER_DAY : Math.floor(visit.second / DAY_MS),
  };
}

/**
 * Sums of changes per `traffic_visits` row, and per `traffic_stag_visits` row for a visit of
 * `stag` (a one-stag visitor's: null for the others, counted by stag apart).
 */
class VisitCounts {
  readonly #rows = new Map<string, { scope: number; hour: number; second_day: number; visits: number }>();
  readonly #stagRows = new Map<
    string,
    { scope: number; stag: string; hour: number; second_day: number; visits: number }
  >();

  add(scope: number, visit: VisitSummary, n: number, stag: string | null): void {
    const { hour, secondDay } = rowKey(visit);
    const id = `${scope}:${hour}:${secondDay}`;
    const row = this.#rows.get(id);
    if (row === undefined) this.#rows.set(id, { scope, hour, second_day: secondDay, visits: n });
    else row.visits += n;
    if (stag !== null) this.addStag(scope, stag, visit, n);
  }

  addStag(scope: number, stag: string, visit: VisitSummary, n: number): void {
    const { hour, secondDay } = rowKey(visit);
    const id = `${scope}:${hour}:${secondDay}:${stag}`;
    const row = this.#stagRows.get(id);
    if (row === undefined) this.#stagRows.set(id, { scope, stag, hour, second_day: secondDay, visits: n });
    else row.visits += n;
  }

  rows(): VisitRow[] {
    return [...this.#rows.values()].filter((row) => row.visits !== 0);
  }

  stagRows(): StagVisitRow[] {
    return [...this.#stagRows.values()].filter((row) => row.visits !== 0);
  }
}

/**
 * `visit` (the scope's latest before, or null) extended by `events` (sorted by time, none before
 * its last) in `scope`: counted as the raw report counts them (more than VISIT_IDLE_MS apart opens
 * a visit), the visit before taken out and every visit after put in. Answers the latest after.
 */
function extend(
  counts: VisitCounts,
  scope: number,
  visit: VisitSummary | null,
  events: readonly BatchEvent[],
  stag: string | null,
): VisitSummary | null {
  if (events.length === 0) return visit;
  if (visit !== null) counts.add(scope, visit, -1, stag);
  let current = visit === null ? null : { ...visit };
  for (const event of events) {
    if (current === null || event.timestamp - current.last > VISIT_IDLE_MS) {
      if (current !== null) counts.add(scope, current, 1, stag);
      current = { started: event.timestamp, last: event.timestamp, views: 0, second: null };
    }
    current.last = event.timestamp;
    if (event.pageView && current.views < 2) {
      current.views += 1;
      if (current.views === 2) current.second = event.timestamp;
    }
  }
  if (current !== null) counts.add(scope, current, 1, stag);
  return current;
}

interface StoredRow {
  readonly v: string;
  readonly stored_last: Numeric | null;
  readonly last_at: Numeric | null;
  readonly started: Numeric | null;
  readonly views: Numeric | null;
  readonly second_view: Numeric | null;
  readonly humans_known: Numeric | null;
  readonly humans_started: Numeric | null;
  readonly humans_last: Numeric | null;
  readonly humans_views: Numeric | null;
  readonly humans_second: Numeric | null;
  /** 1 when `traffic_visitor_stags` has the visitor; `one_stag` then their one stag or null. */
  readonly stag_known: Numeric;
  readonly one_stag: string | null;
}

/**
 * The visitor's kept visits, if they describe the stored events: their last event is the
 * visitor's last stored one (a rename or a deletion since leaves them unused). Null otherwise.
 */
function keptVisits(row: StoredRow): Before | null {
  if (row.stored_last === null) return NOTHING_STORED;
  if (row.last_at === null || row.started === null || num(row.last_at) !== num(row.stored_last)) return null;
  const humans =
    row.humans_started === null || row.humans_last === null
      ? null
      : {
          started: num(row.humans_started),
          last: num(row.humans_last),
          views: num(row.humans_views ?? 0),
          second: numOrNull(row.humans_second),
        };
  return {
    all: {
      started: num(row.started),
      last: num(row.last_at),
      views: num(row.views ?? 0),
      second: numOrNull(row.second_view),
    },
    humansKnown: num(row.humans_known ?? 0) === 1,
    humans,
  };
}

interface WalkedRow {
  readonly sign: Numeric;
  readonly scope: Numeric;
  readonly v: string;
  readonly started: Numeric;
  readonly last: Numeric;
  readonly views: Numeric;
  readonly second_view: Numeric | null;
}

const WALKED_PER_STATEMENT = 500;

/**
 * Walks the stored events around the batch for `walk`'s visitors (`batchVisits`): their changes,
 * and their latest visits where the walk reached their last event (else the batch left them as
 * they were). `walk`: each visitor's last stored event before the batch and kept visits, if valid.
 */
async function walkVisits<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
  walk: ReadonlyMap<string, { storedLast: number | null; kept: Before | null; stag: string | null }>,
  counts: VisitCounts,
  open: OpenVisits[],
): Promise<void> {
  const visitors = [...walk.keys()];
  const rows: WalkedRow[] = [];
  for (let i = 0; i < visitors.length; i += WALKED_PER_STATEMENT) {
    const part = visitors.slice(i, i + WALKED_PER_STATEMENT);
    const { rows: read } = await sql<WalkedRow>`${batchVisits(seqOf(dialect), after, end, part)}`.execute(db);
    rows.push(...read);
  }
  const latest = new Map<string, { hi: number; all: VisitSummary | null; humans: VisitSummary | null }>();
  for (const row of rows) {
    const visit = visitOf(row);
    const scope = num(row.scope);
    const scopes = scope === BOTH_SCOPES ? [0, 1] : [scope];
    const stag = walk.get(row.v)?.stag ?? null;
    for (const s of scopes) counts.add(s, visit, num(row.sign), stag);
    if (num(row.sign) !== 1) continue;
    const mine = latest.get(row.v) ?? { hi: visit.last, all: null, humans: null };
    mine.hi = Math.max(mine.hi, visit.last);
    if (scopes.includes(1) && (mine.all === null || visit.started > mine.all.started)) mine.all = visit;
    if (scopes.includes(0) && (mine.humans === null || visit.started > mine.humans.started))
      mine.humans = visit;
    latest.set(row.v, mine);
  }
  for (const [visitor, { hi, all, humans }] of latest) {
    const { storedLast, kept } = walk.get(visitor) ?? { storedLast: null, kept: null, stag: null };
    // A stored event after the span: the latest visit is out there, as the batch found it.
    if (all === null || (storedLast !== null && storedLast > hi)) continue;
    if (humans !== null) open.push({ visitor, all, humansKnown: true, humans });
    // No human event in the span: the humans' latest visit is before it, unchanged (if kept).
    else open.push({ visitor, all, humansKnown: kept?.humansKnown ?? false, humans: kept?.humans ?? null });
  }
}

/** A walked row's visit, as the counts take it. */
function visitOf(row: WalkedRow): VisitSummary {
  return {
    started: num(row.started),
    last: num(row.last),
    views: Math.min(num(row.views), 2),
    second: numOrNull(row.second_view),
  };
}

interface StagWalkedRow extends WalkedRow {
  readonly stag: string;
}

/** The changes by stag of `visitors` (two stags or more): their spans walked again, by stag. */
async function walkStagVisits<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
  visitors: readonly string[],
  counts: VisitCounts,
): Promise<void> {
  for (let i = 0; i < visitors.length; i += WALKED_PER_STATEMENT) {
    const part = visitors.slice(i, i + WALKED_PER_STATEMENT);
    const { rows } = await sql<StagWalkedRow>`${batchVisits(seqOf(dialect), after, end, part, true)}`.execute(
      db,
    );
    for (const row of rows) {
      const scope = num(row.scope);
      for (const s of scope === BOTH_SCOPES ? [0, 1] : [scope])
        counts.addStag(s, row.stag, visitOf(row), num(row.sign));
    }
  }
}

/**
 * The visitor's one stag after the batch's `events` (null: two or more, or not known). A visitor
 * with no stored event has the batch's; one with stored events keeps a stored one stag only if
 * every batch event carries it (no row: not known, as after a rename, so walked by stag).
 */
function stagAfter(row: StoredRow, storedLast: number | null, events: readonly BatchEvent[]): string | null {
  const first = events[0]?.stag ?? null;
  const one = first !== null && events.every((event) => event.stag === first) ? first : null;
  if (storedLast === null || one === null) return one;
  return num(row.stag_known) === 1 && row.one_stag === one ? one : null;
}

/**
 * What the events stored in (after, end] change in `traffic_visits`, and their visitors' latest
 * visits after them. Read without a lock: written in the batch's transaction (decision 077).
 */
export async function readVisitChanges<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
): Promise<VisitChanges> {
  const seq = seqOf(dialect);
  const { rows: events } = await sql<{
    v: string;
    timestamp: Numeric;
    bot: Numeric;
    pv: Numeric;
    stag: string;
  }>`
    select temp_player_id as v, timestamp, bot, case when event = 'page_view' then 1 else 0 end as pv,
      ${encodedValue('stag')} as stag
    from analytics_events where ${seq} > ${after} and ${seq} <= ${end} and temp_player_id is not null`.execute(
    db,
  );
  if (events.length === 0) return { rows: [], stagRows: [], stags: [], open: [], walked: 0 };
  const byVisitor = new Map<string, BatchEvent[]>();
  for (const row of events) {
    const event = {
      timestamp: num(row.timestamp),
      bot: num(row.bot) !== 0,
      pageView: num(row.pv) === 1,
      stag: row.stag,
    };
    const list = byVisitor.get(row.v);
    if (list === undefined) byVisitor.set(row.v, [event]);
    else list.push(event);
  }
  // Per visitor: their last stored event (one probe down the (temp_player_id, timestamp) index)
  // and their kept visits.
  const { rows: stored } = await sql<StoredRow>`
    with bv (v) as (select distinct temp_player_id from analytics_events
      where ${seq} > ${after} and ${seq} <= ${end} and temp_player_id is not null)
    select bv.v as v,
      (select p.timestamp from analytics_events p where p.temp_player_id = bv.v and p.${seq} <= ${after}
        order by p.timestamp desc limit 1) as stored_last,
      o.last_at, o.started, o.views, o.second_view, o.humans_known, o.humans_started, o.humans_last,
      o.humans_views, o.humans_second,
      case when s.temp_player_id is null then 0 else 1 end as stag_known, s.stag as one_stag
    from bv left join traffic_open_visits o on o.temp_player_id = bv.v
      left join traffic_visitor_stags s on s.temp_player_id = bv.v`.execute(db);
  const counts = new VisitCounts();
  const open: OpenVisits[] = [];
  const walk = new Map<string, { storedLast: number | null; kept: Before | null; stag: string | null }>();
  const byStag: string[] = [];
  const stags: VisitorStag[] = [];
  for (const row of stored) {
    const mine = (byVisitor.get(row.v) ?? []).sort((a, b) => a.timestamp - b.timestamp);
    const first = mine[0];
    if (first === undefined) continue;
    const storedLast = numOrNull(row.stored_last);
    const stag = stagAfter(row, storedLast, mine);
    if (stag === null) byStag.push(row.v);
    if (num(row.stag_known) !== 1 || row.one_stag !== stag) stags.push({ visitor: row.v, stag });
    const kept = keptVisits(row);
    const humanEvents = mine.filter((event) => !event.bot);
    if (
      kept === null ||
      (storedLast !== null && first.timestamp < storedLast) ||
      (humanEvents.length > 0 && !kept.humansKnown)
    ) {
      walk.set(row.v, { storedLast, kept, stag });
      continue;
    }
    const all = extend(counts, 1, kept.all, mine, stag);
    if (all === null) continue;
    const humans = kept.humansKnown ? extend(counts, 0, kept.humans, humanEvents, stag) : kept.humans;
    open.push({ visitor: row.v, all, humansKnown: kept.humansKnown, humans });
  }
  if (walk.size > 0) await walkVisits(db, dialect, after, end, walk, counts, open);
  if (byStag.length > 0) await walkStagVisits(db, dialect, after, end, byStag, counts);
  return { rows: counts.rows(), stagRows: counts.stagRows(), stags, open, walked: walk.size };
}

const OPEN_COLUMNS = [
  ['temp_player_id', 'text'],
  ['last_at', 'bigint'],
  ['started', 'bigint'],
  ['views', 'bigint'],
  ['second_view', 'bigint'],
  ['humans_known', 'bigint'],
  ['humans_started', 'bigint'],
  ['humans_last', 'bigint'],
  ['humans_views', 'bigint'],
  ['humans_second', 'bigint'],
] as const;

/**
 * Writes the batch's visitors' latest visits (`readVisitChanges`), in the batch's transaction: one
 * statement whose text never changes (`json-rows.ts`).
 */
export async function writeOpenVisits<DB>(
  trx: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  open: readonly OpenVisits[],
): Promise<void> {
  if (open.length === 0) return;
  const rows = open.map(({ visitor, all, humansKnown, humans }) => [
    visitor,
    all.last,
    all.started,
    all.views,
    all.second,
    humansKnown ? 1 : 0,
    humans?.started ?? null,
    humans?.last ?? null,
    humans?.views ?? null,
    humans?.second ?? null,
  ]);
  // SQLite parses an upsert's SELECT only with a WHERE clause.
  await sql`insert into traffic_open_visits (${sql.join(OPEN_COLUMNS.map(([c]) => sql.ref(c)))})
    select * from (${jsonRows(dialect, OPEN_COLUMNS, rows)}) q where true
    on conflict (temp_player_id) do update set last_at = excluded.last_at, started = excluded.started,
      views = excluded.views, second_view = excluded.second_view, humans_known = excluded.humans_known,
      humans_started = excluded.humans_started, humans_last = excluded.humans_last,
      humans_views = excluded.humans_views, humans_second = excluded.humans_second`.execute(trx);
}

const STAG_COLUMNS = [
  ['temp_player_id', 'text'],
  ['stag', 'text'],
] as const;

/** Writes the batch's visitors' one stag where it changed (`readVisitChanges`), in its transaction. */
export async function writeVisitorStags<DB>(
  trx: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  stags: readonly VisitorStag[],
): Promise<void> {
  if (stags.length === 0) return;
  const rows = stags.map(({ visitor, stag }) => [visitor, stag]);
  // SQLite parses an upsert's SELECT only with a WHERE clause.
  await sql`insert into traffic_visitor_stags (temp_player_id, stag)
    select * from (${jsonRows(dialect, STAG_COLUMNS, rows)}) q where true
    on conflict (temp_player_id) do update set stag = excluded.stag`.execute(trx);
}
