import { sql, type Kysely, type Transaction } from 'kysely';
import { VISIT_IDLE_MS } from '@playfront/contracts';
import { FirstSeenBatch } from './first-seen-batch.ts';
import { fillFirstSeenUnit } from './first-seen-fill.ts';
import { lastSummableDay, sumDaysThrough, summedThrough } from './first-seen-months.ts';
import { FirstSeenProgress } from './first-seen-store.ts';
import { absentPairs, mergeVisitors, mergeVisits } from './rollup-blobs.ts';
import { rollupKeysOf, type RollupKeys } from './rollup-keys.ts';
import { readCursor, readWatermark, sameCursor, type Cursor } from './rollup-cursor.ts';
import { ROLLUP_EVENTS_LOCK } from './rollup-lock.ts';
import { CatchUpRuns } from './catch-up-runs.ts';
import { recomputeMoneyDays } from './money-rollups.ts';
import { addVisitor, byTime, RollupBatch, type RollupEvent, type RowDelta } from './visit-deltas.ts';
import { trafficFillEnd } from './traffic-fill.ts';
import { readTrafficChanges, writeTrafficChanges, type TrafficChanges } from './traffic-rollup-changes.ts';

export type RollupDialect = 'sqlite' | 'postgres';

export interface RollupUpdaterOptions {
  /**
   * False leaves the traffic dashboard's rollups (decision 078) unkept: the rollups as they were
   * before them, for the ingest bench's comparison only (the dashboard would read stale rows).
   */
  readonly trafficRollups?: boolean;
}

/** Events one batch takes: bounds how long it holds SQLite's write lock (ingest waits for it). */
const EVENTS_PER_BATCH = 5_000;
/** A background step's batches are smaller, so it stops close to its time budget. */
const EVENTS_PER_STEP_BATCH = 1_000;
const ROWS_PER_STATEMENT = 300;
/**
 * Events one chunk of the traffic rollups' fill counts (decision 078): a few thousand, read
 * without the write lock; only the chunk's writes hold it, as a batch's do.
 */
const TRAFFIC_FILL_EVENTS = 2_000;

/** The order events were stored in: SQLite's rowid (appends only), PostgreSQL's identity `seq`. */
const seqColumn = (dialect: RollupDialect) => sql.raw(dialect === 'sqlite' ? 'rowid' : 'seq');

const EVENT_FIELDS = sql.raw(
  'event_id, temp_player_id, timestamp, bot, stag, interlayer_id, ip_country, device',
);

interface EventRow extends Omit<RollupEvent, 'seq' | 'timestamp' | 'bot' | 'temp_player_id'> {
  readonly temp_player_id: string | null;
  readonly seq: number | string;
  readonly timestamp: number | string;
  readonly bot: number | string;
}

/**
 * The row as the rollups read it, or null without a visitor (such an event is in no visit). Built
 * field by field: a rest-and-spread copy was a seventh of the step's time (every window row too).
 */
const toEvent = (row: EventRow): RollupEvent | null =>
  row.temp_player_id === null
    ? null
    : {
        seq: Number(row.seq),
        event_id: row.event_id,
        temp_player_id: row.temp_player_id,
        timestamp: Number(row.timestamp),
        bot: Number(row.bot),
        stag: row.stag,
        interlayer_id: row.interlayer_id,
        ip_country: row.ip_country,
        device: row.device,
      };
const isEvent = (event: RollupEvent | null): event is RollupEvent => event !== null;

/** PostgreSQL takes a Buffer for bytea; node:sqlite takes any Uint8Array (a Buffer is one). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Keeps `visit_rollups` caught up with `analytics_events`, off the events' commits (decision 059):
 * it reads the events stored after its watermark (`rollup_watermark`) in batches and commits each
 * batch's changes with the new watermark in one transaction, so every event counts exactly once.
 * Reports call `catchUp` before they read; a timer calls it too, so that is short.
 */
export class RollupUpdater<DB> {
  readonly #db: Kysely<DB>;
  readonly #dialect: RollupDialect;
  readonly #keys: RollupKeys;
  readonly #runs = new CatchUpRuns(() => this.#run());
  /** Once the first-seen counts are filled they stay so. */
  #filled = false;
  /** The last day in the month sums (decision 073), once read. */
  #summedThrough: number | undefined;
  readonly #trafficRollups: boolean;
  /** Once the traffic rollups count up to the watermark, every batch keeps them so. */
  #trafficFilled = false;

  constructor(db: Kysely<DB>, dialect: RollupDialect, options: RollupUpdaterOptions = {}) {
    this.#db = db;
    this.#dialect = dialect;
    this.#keys = rollupKeysOf(db);
    this.#trafficRollups = options.trafficRollups ?? true;
  }

  /**
   * Processes every event stored before the call. Calls while one runs share one follow-up run
   * (the running one may have read its high-water mark before their events were stored).
   */
  catchUp(): Promise<void> {
    return this.#runs.catchUp();
  }

  /** True while a catch-up or a step runs. */
  get busy(): boolean {
    return this.#runs.busy;
  }

  /**
   * A background step: batches of events for about `budgetMs`, then stops, so the updater takes a
   * bounded share of the process (and of SQLite's write lock) while ingest is busy; the rest waits
   * for the next step, or for a report's `catchUp`. Nothing when a catch-up runs. `batchSize`:
   * events per write transaction, so how long ingest may wait for the write lock.
   */
  step(budgetMs: number, batchSize = EVENTS_PER_STEP_BATCH): Promise<void> {
    return this.#runs.stepIfIdle(() => this.#run(budgetMs, batchSize));
  }

  async #run(budgetMs = Number.POSITIVE_INFINITY, size = EVENTS_PER_BATCH): Promise<void> {
    const started = performance.now();
    const highWater = await this.#highWater();
    await this.#keys.refresh(this.#db);
    // Read first without the write lock: a report with nothing to catch up takes no lock.
    if ((await readWatermark(this.#db, false)) < highWater.events) {
      while (await this.#batch(highWater.events, size)) {
        // One batch per transaction, so ingest commits get the write lock between them.
        if (performance.now() - started > budgetMs) return;
      }
    }
    // Days the ledger (or a late first event of a player) marked: recomputed after the events,
    // since a player's first device is read from them.
    const marks = await this.#highWater();
    const { rows: dirty } = await sql<{ seq: number }>`
      select seq from report_dirty_days where seq <= ${marks.marks} limit 1`.execute(this.#db);
    if (dirty.length > 0) {
      while (await this.#writeTransaction((trx) => recomputeMoneyDays(trx, this.#keys, marks.marks))) {
        // A few days per transaction.
        if (performance.now() - started > budgetMs) return;
      }
    }
    // The background step fills the first-seen counts from the visitor sets after migration 0028
    // (reports read the sets until it is done), with what is left of its time.
    if (Number.isFinite(budgetMs) && !this.#filled) {
      while (performance.now() - started <= budgetMs) {
        if (!(await this.#fillUnit())) break;
      }
    }
    // The background step fills the traffic rollups from the events stored before migration 0034
    // (the dashboard reads raw events until then), one chunk per write transaction, with what is
    // left of its time; events stored meanwhile are the fill's too, until it reaches the watermark.
    if (Number.isFinite(budgetMs) && this.#trafficRollups && !this.#trafficFilled) {
      while (performance.now() - started <= budgetMs) {
        if (!(await this.#fillTrafficChunk(TRAFFIC_FILL_EVENTS))) break;
      }
    }
    // A day that is over is added to its month's sums (decision 073), once, by the background step.
    if (Number.isFinite(budgetMs) && performance.now() - started <= budgetMs) {
      this.#summedThrough ??= await summedThrough(this.#db);
      if (this.#summedThrough < lastSummableDay(Date.now())) await this.sumDays();
    }
  }

  /**
   * Adds the days that are over through the one before `nowMs`'s to their months' sums (decision
   * 073), in a write transaction of its own (with the watermark's lock, as a batch). The background
   * step does this once a day; tests and the bench call it with a clock of their own.
   */
  async sumDays(nowMs = Date.now()): Promise<void> {
    const through = lastSummableDay(nowMs);
    this.#summedThrough = await this.#writeTransaction(async (trx) => {
      await readWatermark(trx, this.#dialect === 'postgres');
      await sumDaysThrough(trx, through);
      return summedThrough(trx);
    });
  }

  /**
   * Fills up to `units` units of the first-seen counts (all when not given); true when every unit
   * is done. The background step does this bit by bit; tests and the bench finish it at once.
   */
  async fillFirstSeen(units = Number.POSITIVE_INFINITY): Promise<boolean> {
    for (let n = 0; n < units && !this.#filled; n += 1) {
      if (!(await this.#fillUnit())) break;
    }
    return this.#filled;
  }

  /** True once the first-seen counts hold every unit (reports then read them). */
  async firstSeenReady(): Promise<boolean> {
    if (!this.#filled) this.#filled = (await FirstSeenProgress.read(this.#db)).done;
    return this.#filled;
  }

  /** One unit in a write transaction of its own (with the watermark's lock, as a batch). */
  async #fillUnit(): Promise<boolean> {
    const more = await this.#writeTransaction(async (trx) => {
      await readWatermark(trx, this.#dialect === 'postgres');
      return fillFirstSeenUnit(trx);
    });
    if (!more) this.#filled = true;
    return more;
  }

  /**
   * Fills up to `chunks` chunks of `size` events of the traffic rollups (all when not given); true
   * when they count up to the watermark. The background step does this chunk by chunk; tests and
   * the bench call it too.
   */
  async fillTraffic(chunks = Number.POSITIVE_INFINITY, size = TRAFFIC_FILL_EVENTS): Promise<boolean> {
    for (let n = 0; n < chunks && !this.#trafficFilled; n += 1) {
      if (!(await this.#fillTrafficChunk(size))) break;
    }
    return this.#trafficFilled;
  }

  /**
   * True when the traffic rollups count every event the watermark does: the dashboard reads them
   * then (after a catch-up), raw events before (decision 078).
   */
  async trafficReady(): Promise<boolean> {
    const cursor = await readCursor(this.#db, false);
    return cursor.traffic >= cursor.seq;
  }

  /**
   * The next chunk of the fill: the events after the last one the traffic rollups count, as a
   * batch's traffic changes (`readTrafficChanges`, the same exact reads), read before the write
   * lock and written under it with the new `traffic_seq`, only if neither that nor a rename moved
   * meanwhile (decision 077). False when there is nothing left to fill.
   */
  async #fillTrafficChunk(size: number): Promise<boolean> {
    const cursor = await readCursor(this.#db, false);
    const end = await trafficFillEnd(this.#db, this.#dialect, cursor, size);
    if (end === null) {
      this.#trafficFilled = true;
      return false;
    }
    const changes = await readTrafficChanges(this.#db, this.#dialect, cursor.traffic, end);
    await this.#writeTransaction(async (trx) => {
      const now = await readCursor(trx, this.#dialect === 'postgres');
      if (now.traffic !== cursor.traffic || now.renames !== cursor.renames) return;
      await writeTrafficChanges(trx, changes);
      await sql`update rollup_watermark set traffic_seq = ${end} where id = 1`.execute(trx);
    });
    return true;
  }

  /**
   * The last event stored for sure. SQLite: one writer, rowids grow with appends, so the largest
   * visible. PostgreSQL: `seq`s are taken before commit, so a smaller one may still be in flight;
   * every events transaction holds ROLLUP_EVENTS_LOCK shared, so once this holds it exclusively
   * no insert is in flight and every later one takes a larger `seq`.
   */
  async #highWater(): Promise<{ events: number; marks: number }> {
    const read = async (db: Kysely<DB>) => {
      const seq = seqColumn(this.#dialect);
      const { rows } = await sql<{ events: number | null; marks: number | null }>`
        select (select max(${seq}) from analytics_events) as events,
          (select max(seq) from report_dirty_days) as marks`.execute(db);
      return { events: rows[0]?.events ?? 0, marks: rows[0]?.marks ?? 0 };
    };
    if (this.#dialect === 'sqlite') return read(this.#db);
    return this.#db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ROLLUP_EVENTS_LOCK})`.execute(trx);
      return read(trx);
    });
  }

  /**
   * One batch up to `highWater`, committed with its watermark; false when there was none left.
   * The batch's events and their visitors' windows are read before the write lock is taken
   * (decision 077): those reads were half of the time a batch held SQLite's lock, which the events
   * writer waits for. Stored events below `highWater` change only by a rename of their visitor
   * (pseudonymisation), which counts itself in the cursor; so the writes go ahead only if the
   * cursor read first is still the one under the lock, and otherwise the batch is read again.
   */
  async #batch(highWater: number, size: number): Promise<boolean> {
    const read = await this.#readBatch(highWater, size);
    if (read === null) return false;
    return this.#writeTransaction(async (trx) => {
      const cursor = await readCursor(trx, this.#dialect === 'postgres');
      if (!sameCursor(cursor, read.cursor)) return true;
      const watermark = read.cursor.seq;
      const { visited, windows, end } = read;
      if (visited.length > 0) {
        const ids = await visitorIds(trx, [...windows.keys()]);
        await this.#keys.ensure(trx, visited);
        const batch = new RollupBatch();
        for (const [visitor, window] of windows) {
          addVisitor(batch, window, watermark, ids.get(visitor) ?? 0, (e) => this.#keys.idsFor(e));
        }
        const firstSeen = new FirstSeenBatch(await FirstSeenProgress.read(trx));
        await writeBatch(trx, batch, firstSeen.onAdded);
        const visitorOf = new Map([...ids].map(([visitor, id]) => [id, visitor]));
        await firstSeen.write(trx, this.#dialect, watermark, visitorOf, this.#keys);
        await markFirstEvents(trx, this.#dialect, windows, watermark);
      }
      // The traffic rollups move with the watermark once filled up to it; before, the fill counts
      // these events in its turn.
      const traffic = read.traffic === null ? cursor.traffic : end;
      if (read.traffic !== null) await writeTrafficChanges(trx, read.traffic);
      await sql`update rollup_watermark set seq = ${end}, traffic_seq = ${traffic} where id = 1`.execute(trx);
      return true;
    });
  }

  /** The next batch's events after the cursor and their visitors' windows, read without a lock. */
  async #readBatch(highWater: number, size: number): Promise<BatchRead | null> {
    // The cursor first: a rename committed after it shows in the check under the lock.
    const cursor = await readCursor(this.#db, false);
    if (cursor.seq >= highWater) return null;
    const seq = seqColumn(this.#dialect);
    const { rows } = await sql<EventRow>`
      select ${seq} as seq, ${EVENT_FIELDS} from analytics_events
      where ${seq} > ${cursor.seq} and ${seq} <= ${highWater}
      order by ${seq} limit ${size}`.execute(this.#db);
    const last = Number(rows.at(-1)?.seq ?? highWater);
    const end = rows.length < size ? highWater : last;
    const visited = rows.map(toEvent).filter(isEvent);
    const windows =
      visited.length > 0
        ? await readWindows(this.#db, this.#dialect, visited, end)
        : new Map<string, RollupEvent[]>();
    // The traffic dashboard's rollups (decision 078): computed here too, without the lock, once
    // their fill has reached the watermark (until then the fill counts these events).
    const traffic =
      this.#trafficRollups && cursor.traffic === cursor.seq
        ? await readTrafficChanges(this.#db, this.#dialect, cursor.seq, end)
        : null;
    return { cursor, end, visited, windows, traffic };
  }

  /**
   * SQLite: BEGIN IMMEDIATE takes the write lock first (a deferred transaction that reads, then
   * writes after the events worker committed, would fail). PostgreSQL: the watermark row's lock
   * lets one instance's updater run at a time.
   */
  async #writeTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    if (this.#dialect === 'postgres')
      return this.#db.transaction().execute((trx: Transaction<DB>) => work(trx));
    return this.#db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  }
}

/** A batch as read before the write lock: the cursor it starts from, its last `seq`, its events. */
interface BatchRead {
  readonly cursor: Cursor;
  readonly end: number;
  readonly visited: readonly RollupEvent[];
  readonly windows: Map<string, RollupEvent[]>;
  /**
   * Null when the traffic rollups are not in step with the watermark (their fill is under way) or
   * the updater keeps none (the ingest bench's comparison).
   */
  readonly traffic: TrafficChanges | null;
}

/**
 * Per visitor of the batch, their stored events (up to `end`) from the last one before their first
 * batch event (within 30 minutes; the last human one when there is one, for the humans' scope) to
 * 30 minutes after their last, by the (temp_player_id, timestamp) index. Earlier events cannot
 * change: a visitor sending without pause (a flood under one id) would otherwise make every batch
 * read the last half hour of their events again.
 */
async function readWindows<DB>(
  trx: Kysely<DB>,
  dialect: RollupDialect,
  events: readonly RollupEvent[],
  end: number,
): Promise<Map<string, RollupEvent[]>> {
  const spans = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    const span = spans.get(event.temp_player_id);
    if (span === undefined) spans.set(event.temp_player_id, { from: event.timestamp, to: event.timestamp });
    else {
      span.from = Math.min(span.from, event.timestamp);
      span.to = Math.max(span.to, event.timestamp);
    }
  }
  const windows = new Map<string, RollupEvent[]>();
  const seq = seqColumn(dialect);
  const list = [...spans];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) {
    const part = list.slice(i, i + ROWS_PER_STATEMENT);
    const values = sql.join(
      part.map(
        ([visitor, span]) =>
          sql`(${visitor}, cast(${span.from} as bigint), cast(${span.to + VISIT_IDLE_MS} as bigint))`,
      ),
    );
    // The predecessor among earlier events, human first: a human's is never later than anyone's.
    const before = (human: boolean) => sql`(select max(p.timestamp) from analytics_events p
      where p.temp_player_id = f.v and p.timestamp >= f.first - ${VISIT_IDLE_MS} and p.timestamp < f.first
        and p.${seq} <= ${end}${human ? sql` and p.bot = 0` : sql``})`;
    const { rows } = await sql<EventRow>`
      with f (v, first, hi) as (values ${values}),
        w (v, lo, hi) as (select f.v, coalesce(${before(true)}, ${before(false)}, f.first), f.hi from f)
      select e.${seq} as seq, ${sql.join(
        [
          'event_id',
          'temp_player_id',
          'timestamp',
          'bot',
          'stag',
          'interlayer_id',
          'ip_country',
          'device',
        ].map((c) => sql.ref(`e.${c}`)),
      )}
      from w join analytics_events e
        on e.temp_player_id = w.v and e.timestamp >= w.lo and e.timestamp <= w.hi
      where e.${seq} <= ${end}`.execute(trx);
    for (const event of rows.map(toEvent).filter(isEvent)) {
      let window = windows.get(event.temp_player_id);
      if (window === undefined) {
        window = [];
        windows.set(event.temp_player_id, window);
      }
      window.push(event);
    }
  }
  for (const window of windows.values()) window.sort(byTime);
  return windows;
}

/**
 * A player's device in the money rollups is their visitor's first event's: when a batch holds an
 * event at or before a registered visitor's earliest stored one, their days are marked dirty.
 */
async function markFirstEvents<DB>(
  trx: Kysely<DB>,
  dialect: RollupDialect,
  windows: ReadonlyMap<string, readonly RollupEvent[]>,
  watermark: number,
): Promise<void> {
  const visitors = [...windows.keys()];
  for (let i = 0; i < visitors.length; i += ROWS_PER_STATEMENT) {
    const part = sql.join(visitors.slice(i, i + ROWS_PER_STATEMENT).map((v) => sql`${v}`));
    const { rows } = await sql<{ player_id: string; temp_player_id: string; earliest: number | null }>`
      select a.player_id as player_id, a.temp_player_id as temp_player_id,
        (select min(e.timestamp) from analytics_events e
          where e.temp_player_id = a.temp_player_id and e.${seqColumn(dialect)} <= ${watermark}) as earliest
      from player_attribution a where a.temp_player_id in (${part})`.execute(trx);
    const moved = rows.filter((row) => {
      const fresh = (windows.get(row.temp_player_id) ?? []).find((e) => e.seq > watermark);
      return fresh !== undefined && (row.earliest === null || fresh.timestamp <= row.earliest);
    });
    if (moved.length === 0) continue;
    const players = sql.join(moved.map((row) => sql`${row.player_id}`));
    await sql`insert into report_dirty_days (day)
      select created_at / 86400000 from players where id in (${players})
      union select created_at / 86400000 from transactions where player_id in (${players})`.execute(trx);
  }
}

/** Each visitor's small integer id (`visitor_ids`), given on first sight. */
export async function visitorIds<DB>(
  trx: Kysely<DB>,
  visitors: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const sorted = [...visitors].sort();
  for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
    const part = sorted.slice(i, i + ROWS_PER_STATEMENT);
    await sql`insert into visitor_ids (temp_player_id)
      values ${sql.join(part.map((v) => sql`(${v})`))}
      on conflict (temp_player_id) do nothing`.execute(trx);
    const { rows } = await sql<{ id: number | string; temp_player_id: string }>`
      select id, temp_player_id from visitor_ids
      where temp_player_id in (${sql.join(part.map((v) => sql`${v}`))})`.execute(trx);
    for (const row of rows) ids.set(row.temp_player_id, Number(row.id));
  }
  return ids;
}

/**
 * Merges a batch into the stored rows: read the rows it touches, add, write them back.
 * `onAdded`: told each row's (key, visitor) pairs that were not in it yet.
 */
export async function writeBatch<DB>(
  trx: Kysely<DB>,
  batch: RollupBatch,
  onAdded?: (delta: RowDelta, added: readonly number[]) => void,
): Promise<void> {
  const deltas = [...batch.rows.values()];
  for (let i = 0; i < deltas.length; i += ROWS_PER_STATEMENT) {
    const part = deltas.slice(i, i + ROWS_PER_STATEMENT);
    const days = [...new Set(part.map((d) => d.day))];
    const chunks = [...new Set(part.map((d) => d.chunk))];
    const { rows } = await sql<{
      scope: number;
      subset: number;
      day: number;
      chunk: number;
      visits: Uint8Array | null;
      visitors: Uint8Array | null;
    }>`
      select scope, subset, day, chunk, visits, visitors from visit_rollups
      where day in (${sql.join(days.map((d) => sql`${d}`))})
        and chunk in (${sql.join(chunks.map((c) => sql`${c}`))})`.execute(trx);
    const stored = new Map(rows.map((r) => [`${r.scope}:${r.subset}:${r.day}:${r.chunk}`, r]));
    const values = part.map((delta) => {
      const old = stored.get(`${delta.scope}:${delta.subset}:${delta.day}:${delta.chunk}`);
      const absent = absentPairs(old?.visitors ?? null, delta.visitors);
      onAdded?.(delta, absent);
      const visits = mergeVisits(old?.visits ?? null, delta.visits);
      const visitors = mergeVisitors(old?.visitors ?? null, absent);
      return sql`(${delta.scope}, ${delta.subset}, ${delta.day}, ${delta.chunk}, ${asBuffer(visits)}, ${asBuffer(visitors)})`;
    });
    await sql`insert into visit_rollups (scope, subset, day, chunk, visits, visitors)
      values ${sql.join(values)}
      on conflict (scope, subset, day, chunk)
      do update set visits = excluded.visits, visitors = excluded.visitors`.execute(trx);
  }
}

/** One updater per database handle: its report and its timer share it. `options`: the first call's. */
const updaters = new WeakMap<object, RollupUpdater<unknown>>();
export function rollupUpdaterOf<DB>(
  db: Kysely<DB>,
  dialect: RollupDialect,
  options: RollupUpdaterOptions = {},
): RollupUpdater<DB> {
  let updater = updaters.get(db) as RollupUpdater<DB> | undefined;
  if (updater === undefined) {
    updater = new RollupUpdater(db, dialect, options);
    updaters.set(db, updater as RollupUpdater<unknown>);
  }
  return updater;
}
