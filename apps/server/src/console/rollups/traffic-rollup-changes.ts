import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ALL_DIMENSION_IDS,
  batchEvents,
  batchHistory,
  firstSeenRows,
  hourPageViewRows,
  hourVisitorRows,
  seqOf,
  timingRows,
  valueCountRows,
  visitRows,
} from './traffic-contributions.ts';
import { jsonRows } from './json-rows.ts';
import { readAdditiveRows, type AdditiveRows } from './traffic-additive-rows.ts';
import { readFirstSeenChanges } from './traffic-first-seen-changes.ts';
import { firstSeenWeekRows } from './traffic-first-seen-weeks.ts';
import { newHourVisitorRows } from './traffic-increments.ts';
import {
  readVisitChanges,
  writeOpenVisits,
  writeVisitorStags,
  type OpenVisits,
  type VisitorStag,
} from './traffic-open-visits.ts';

type Cell = string | number | null;
type Row = Record<string, Cell>;

/** One rollup table: its key columns and the counts a change adds to. */
interface Target {
  readonly table: string;
  readonly keys: readonly string[];
  readonly counts: readonly string[];
}

/** Each table of migration 0034 and the contribution query that changes it (as `n`, or named). */
const TARGETS = {
  firstSeen: {
    table: 'traffic_first_seen',
    keys: ['scope', 'dim', 'value', 'day', 'prev'],
    counts: ['visitors'],
  },
  firstSeenWeeks: {
    table: 'traffic_first_seen_weeks',
    keys: ['scope', 'dim', 'value', 'week', 'prev'],
    counts: ['visitors'],
  },
  hourVisitors: { table: 'traffic_hours', keys: ['scope', 'hour'], counts: ['visitors'] },
  hourViews: { table: 'traffic_hours', keys: ['scope', 'hour'], counts: ['pageviews'] },
  visits: { table: 'traffic_visits', keys: ['scope', 'hour', 'second_day'], counts: ['visits'] },
  // Migration 0042 (decision 114): the same visits per stag.
  stagVisits: {
    table: 'traffic_stag_visits',
    keys: ['scope', 'stag', 'hour', 'second_day'],
    counts: ['visits'],
  },
  values: {
    table: 'traffic_value_counts',
    keys: ['scope', 'dim', 'value', 'day'],
    counts: ['events', 'pageviews', 'loading_samples', 'ttfb_samples'],
  },
  valueWeeks: {
    table: 'traffic_value_counts_weeks',
    keys: ['scope', 'dim', 'value', 'week'],
    counts: ['events', 'pageviews', 'loading_samples', 'ttfb_samples'],
  },
  timing: {
    table: 'traffic_timing',
    keys: ['scope', 'dim', 'value', 'metric', 'day', 'sample'],
    counts: ['samples'],
  },
  timingWeeks: {
    table: 'traffic_timing_weeks',
    keys: ['scope', 'dim', 'value', 'metric', 'week', 'sample'],
    counts: ['samples'],
  },
  // Migration 0041 (decision 104): the same histograms per stag.
  stagTiming: {
    table: 'traffic_stag_timing',
    keys: ['scope', 'stag', 'dim', 'day', 'value', 'metric', 'sample'],
    counts: ['samples'],
  },
} as const satisfies Record<string, Target>;

/** The tables whose rows depend on a visitor's other events: read before the write lock. */
type VisitorTarget = 'firstSeen' | 'hourVisitors' | 'visits' | 'stagVisits';

/**
 * What the events stored in (after, end] change: the rows that depend on their visitors' other
 * events, read before the write lock (decision 077); the additive rows (the batch's own counts)
 * are summed into their tables under it, straight from the events (cheaper than carrying them).
 */
export interface TrafficChanges {
  readonly dialect: 'sqlite' | 'postgres';
  readonly after: number;
  readonly end: number;
  readonly rows: ReadonlyMap<VisitorTarget, readonly Row[]>;
  /** The batch's visitors' latest visits after it (`traffic-open-visits.ts`), where known. */
  readonly open: readonly OpenVisits[];
  /** The batch's visitors whose one stag changed (`traffic-open-visits.ts`). */
  readonly stags: readonly VisitorStag[];
  /** Visitors whose stored events the visits step walked (the others: from their kept visit). */
  readonly walked: number;
  /** The batch's own counts (value counts, timing histograms, by day and week), read with the rest. */
  readonly additive: AdditiveRows;
}

/** The query's rows with its `n` named as the target's count (queries with several name them). */
const named = (target: Target, rows: readonly Row[]): Row[] =>
  target.counts.length === 1 && target.counts[0] !== undefined
    ? rows.map(({ n, ...rest }) => ({ ...rest, [target.counts[0] as string]: n ?? 0 }))
    : [...rows];

async function readAll<DB>(
  db: Kysely<DB>,
  queries: Partial<Record<Exclude<VisitorTarget, 'firstSeen'>, RawBuilder<unknown>>>,
  rows: Map<VisitorTarget, Row[]>,
): Promise<void> {
  for (const [name, query] of Object.entries(queries) as [VisitorTarget, RawBuilder<unknown>][]) {
    const { rows: read } = await sql<Row>`${query}`.execute(db);
    rows.set(name, named(TARGETS[name], read));
  }
}

/**
 * What the events stored in (after, end] change in the traffic rollups (decision 078), read
 * around the batch (`traffic-increments.ts`): the first-seen counts of the chains that gain a
 * day, the visitor-hours the batch adds, the visits of the batch's visitors that hold its events
 * (from their kept latest visit when the batch only extends it, `traffic-open-visits.ts`).
 * Set-based SQL, no lock taken. The caller writes them in the batch's write transaction, if no
 * rename of a visitor came in between (decision 077).
 */
export async function readTrafficChanges<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
): Promise<TrafficChanges> {
  const seq = seqOf(dialect);
  const rows = new Map<VisitorTarget, Row[]>();
  rows.set('firstSeen', named(TARGETS.firstSeen, await readFirstSeenChanges(db, dialect, after, end)));
  await readAll(db, { hourVisitors: newHourVisitorRows(seq, after, end) }, rows);
  const visits = await readVisitChanges(db, dialect, after, end);
  rows.set('visits', [...visits.rows]);
  rows.set('stagVisits', [...visits.stagRows]);
  const additive = await readAdditiveRows(db, dialect, after, end);
  const { open, stags, walked } = visits;
  return { dialect, after, end, rows, open, stags, walked, additive };
}

/**
 * The same changes from the batch's visitors' whole recent history counted twice, without the
 * batch and with it (`batchHistory`): the reference `readTrafficChanges` is tested against (it
 * cost about 1 ms an event, decision 078).
 */
export async function readTrafficChangesFromHistory<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
): Promise<TrafficChanges> {
  const history = batchHistory(seqOf(dialect), after, end);
  const rows = new Map<VisitorTarget, Row[]>();
  const { rows: firstSeen } = await sql<Row>`${firstSeenRows(history, ALL_DIMENSION_IDS)}`.execute(db);
  rows.set('firstSeen', named(TARGETS.firstSeen, firstSeen));
  await readAll(
    db,
    {
      hourVisitors: hourVisitorRows(history),
      visits: visitRows(history),
      stagVisits: visitRows(history, true),
    },
    rows,
  );
  // The additive rows as SQL sums them over the batch counted once per scope.
  const batch = batchEvents(seqOf(dialect), after, end);
  const read = async (target: Target, query: RawBuilder<unknown>) =>
    named(target, (await sql<Row>`${query}`.execute(db)).rows);
  const additive: AdditiveRows = {
    values: await read(TARGETS.values, valueCountRows(batch, ALL_DIMENSION_IDS)),
    valueWeeks: await read(TARGETS.valueWeeks, valueCountRows(batch, ALL_DIMENSION_IDS, 'week')),
    timing: await read(TARGETS.timing, timingRows(batch)),
    timingWeeks: await read(TARGETS.timingWeeks, timingRows(batch, 'week')),
    stagTiming: await read(TARGETS.stagTiming, timingRows(batch, 'day', true)),
  };
  return { dialect, after, end, rows, open: [], stags: [], walked: 0, additive };
}

/**
 * Adds `rows` to the stored rows of `target` (a row not there yet starts at them), in one
 * statement whose text never changes (`json-rows.ts`).
 */
async function addRows<DB>(
  trx: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  target: Target,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...target.keys, ...target.counts];
  const typed = columns.map(
    (c) => [c, c === 'value' || c === 'stag' ? 'text' : c === 'sample' ? 'tenths' : 'bigint'] as const,
  );
  const cells = rows.map((row) => columns.map((column) => row[column] ?? 0));
  // SQLite parses an upsert's SELECT only with a WHERE clause.
  await sql`insert into ${sql.table(target.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select * from (${jsonRows(dialect, typed, cells)}) q where true
    on conflict (${sql.join(target.keys.map((c) => sql.ref(c)))}) do update set
    ${sql.join(target.counts.map((c) => sql`${sql.ref(c)} = ${sql.table(target.table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`))}`.execute(
    trx,
  );
}

/** Adds the rows `query` answers to `target`'s, in SQL (the batch's additive rows). */
async function addQuery<DB>(db: Kysely<DB>, target: Target, query: RawBuilder<unknown>): Promise<void> {
  const counts = target.counts;
  const columns = [...target.keys, ...counts];
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const select = counts.length === 1 ? sql.join([...target.keys.map((c) => sql.ref(c)), sql`n`]) : list;
  // SQLite parses an upsert's SELECT only with a WHERE clause.
  await sql`insert into ${sql.table(target.table)} (${list})
    select ${select} from (${query}) q where true
    on conflict (${sql.join(target.keys.map((c) => sql.ref(c)))}) do update set
    ${sql.join(counts.map((c) => sql`${sql.ref(c)} = ${sql.table(target.table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`))}`.execute(
    db,
  );
}

/**
 * Adds a batch's changes to the stored rows, in its write transaction: the rows read before (the
 * first-seen ones by day and, derived from them, by week: decision 091; the value counts and
 * timing histograms by day and week: decision 100), and the page views per hour, summed from its
 * events here.
 */
export async function writeTrafficChanges<DB>(trx: Kysely<DB>, changes: TrafficChanges): Promise<void> {
  for (const [name, rows] of changes.rows) await addRows(trx, changes.dialect, TARGETS[name], rows);
  const weeks = firstSeenWeekRows(changes.rows.get('firstSeen') ?? []);
  await addRows(trx, changes.dialect, TARGETS.firstSeenWeeks, weeks);
  await writeOpenVisits(trx, changes.dialect, changes.open);
  await writeVisitorStags(trx, changes.dialect, changes.stags);
  const batch = batchEvents(seqOf(changes.dialect), changes.after, changes.end);
  await addQuery(trx, TARGETS.hourViews, hourPageViewRows(batch));
  const { additive, dialect } = changes;
  await addRows(trx, dialect, TARGETS.values, additive.values);
  await addRows(trx, dialect, TARGETS.valueWeeks, additive.valueWeeks);
  await addRows(trx, dialect, TARGETS.timing, additive.timing);
  await addRows(trx, dialect, TARGETS.timingWeeks, additive.timingWeeks);
  await addRows(trx, dialect, TARGETS.stagTiming, additive.stagTiming);
}
