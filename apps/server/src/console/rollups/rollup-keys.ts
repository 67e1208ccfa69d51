import { sql, type Kysely } from 'kysely';
import { KeyProjection } from './key-projection.ts';
import { ROLLUP_COLUMNS, ROLLUP_SUBSETS, subsetKey, type RollupColumn } from './rollup-subsets.ts';

type Values = Readonly<Record<RollupColumn, string | null>>;

/** Rows per multi-row statement: well under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_STATEMENT = 500;
/**
 * How long an id skipped by `refresh` is asked for again. The inserts that take ids are the
 * rollups' steps, bounded to milliseconds; past this the id is a gap for good (a rolled-back
 * insert, or a PostgreSQL sequence value an `on conflict do nothing` used up).
 */
const HOLE_PATIENCE_MS = 10 * 60_000;
/** Most skipped ids asked for again; the oldest go first. */
const MAX_HOLES = 2_000;

/**
 * The `rollup_keys` dictionary (subset, key text) ↔ small integer id, held in memory: the rollup
 * rows store key ids, the report turns them back into dimension values. Only grows.
 */
export class RollupKeys {
  readonly #ids = new Map<string, number>();
  readonly #values = new Map<number, readonly (string | null)[]>();
  readonly #subsets = new Map<number, number>();
  /**
   * Each subset's key ids: a stag filter looks through its subset's keys (4,000 stags), not every
   * key of every subset (60,000 at 10M events), on each report.
   */
  readonly #bySubset = new Map<number, number[]>();
  /** Per list of positions: each key's projection id (see `projection`). */
  readonly #projections = new Map<string, KeyProjection>();
  /** Per distinct (stag, interlayer, country, device): the key id per subset, one array each. */
  readonly #tuples = new Map<string, readonly number[]>();
  /**
   * The highest id `refresh` has read up to. Not moved by this dictionary's own inserts: another
   * updater (the worker thread's, an instance) may have stored lower ids meanwhile, and a key
   * never read would name its report group with no values.
   */
  #refreshedThrough = 0;
  /**
   * Ids below `#refreshedThrough` not read yet, with when they were first missed. On PostgreSQL
   * a sequence hands ids out as inserts start, not as they commit: another instance's key may
   * commit after a higher id was read, and would never be read by `id >` alone.
   */
  readonly #holes = new Map<number, number>();

  /** Reads keys stored by another updater (an instance, the worker thread's, or the migration's backfill). */
  async refresh<DB>(db: Kysely<DB>): Promise<void> {
    const previous = this.#refreshedThrough;
    const holes = [...this.#holes.keys()];
    const rows = await sql<{ id: number; subset: number; k: string }>`
      select id, subset, k from rollup_keys where id > ${previous}${
        holes.length === 0 ? sql`` : sql` or id in (${sql.join(holes)})`
      }`.execute(db);
    for (const row of rows.rows) {
      if (!this.#values.has(row.id)) this.#remember(row.id, row.subset, row.k);
      this.#holes.delete(row.id);
      this.#refreshedThrough = Math.max(this.#refreshedThrough, row.id);
    }
    this.#noteHoles(previous);
  }

  /** Remembers the ids this refresh stepped over without reading, and forgets the old ones. */
  #noteHoles(previous: number): void {
    const now = Date.now();
    for (let id = previous + 1; id < this.#refreshedThrough; id += 1) {
      if (!this.#values.has(id)) this.#holes.set(id, now);
    }
    // A Map iterates in insertion order: the oldest holes come first.
    for (const [id, since] of this.#holes) {
      if (now - since <= HOLE_PATIENCE_MS && this.#holes.size <= MAX_HOLES) break;
      this.#holes.delete(id);
    }
  }

  /** Makes sure every event's keys have ids (inserting the new ones), before `idsFor`. */
  async ensure<DB>(db: Kysely<DB>, events: Iterable<Values>): Promise<void> {
    const missing: { subset: number; k: string }[] = [];
    for (const event of events) {
      if (this.#tuples.has(tupleOf(event))) continue;
      ROLLUP_SUBSETS.forEach((columns, subset) => missing.push({ subset, k: subsetKey(columns, event) }));
    }
    await this.ensureKeys(db, missing);
  }

  /** Makes sure these (subset, key text) have ids, before `idOf`. */
  async ensureKeys<DB>(db: Kysely<DB>, keys: Iterable<{ subset: number; k: string }>): Promise<void> {
    const missing = new Map<string, { subset: number; k: string }>();
    for (const key of keys) {
      if (!this.#ids.has(`${key.subset}:${key.k}`)) missing.set(`${key.subset}:${key.k}`, key);
    }
    if (missing.size === 0) return;
    const wanted = [...missing.values()];
    for (let i = 0; i < wanted.length; i += ROWS_PER_STATEMENT) {
      const part = wanted.slice(i, i + ROWS_PER_STATEMENT);
      await sql`insert into rollup_keys (subset, k)
        values ${sql.join(part.map((w) => sql`(${w.subset}, ${w.k})`))}
        on conflict (subset, k) do nothing`.execute(db);
      const rows = await sql<{ id: number; subset: number; k: string }>`
        select id, subset, k from rollup_keys where k in (${sql.join(part.map((w) => sql`${w.k}`))})`.execute(
        db,
      );
      for (const row of rows.rows) this.#remember(row.id, row.subset, row.k);
    }
  }

  /** The event's key id per subset; the same array for the same values. `ensure` first. */
  idsFor(event: Values): readonly number[] {
    const tuple = tupleOf(event);
    let ids = this.#tuples.get(tuple);
    if (ids === undefined) {
      ids = ROLLUP_SUBSETS.map((columns, subset) => {
        const id = this.#ids.get(`${subset}:${subsetKey(columns, event)}`);
        if (id === undefined) throw new Error('A rollup key was used before it was stored');
        return id;
      });
      this.#tuples.set(tuple, ids);
    }
    return ids;
  }

  /** A stored key's id (`ensureKeys` first). */
  idOf(subset: number, k: string): number {
    const id = this.#ids.get(`${subset}:${k}`);
    if (id === undefined) throw new Error('A rollup key was used before it was stored');
    return id;
  }

  /** A stored key's id, or undefined when there is none (no event had those values). */
  find(subset: number, k: string): number | undefined {
    return this.#ids.get(`${subset}:${k}`);
  }

  /** The ids of a subset's keys whose values pass `keep` (values in the subset's column order). */
  idsWhere(subset: number, keep: (values: readonly (string | null)[]) => boolean): number[] {
    const out: number[] = [];
    for (const id of this.#bySubset.get(subset) ?? []) {
      const values = this.#values.get(id);
      if (values !== undefined && keep(values)) out.push(id);
    }
    return out;
  }

  /**
   * Interned ids of keys' values at `positions` (see KeyProjection): one dictionary per list of
   * positions, kept as long as this one, since every report asks again for the same keys.
   */
  projection(positions: readonly number[]): KeyProjection {
    const signature = positions.join(',');
    let projection = this.#projections.get(signature);
    if (projection === undefined) {
      projection = new KeyProjection(positions);
      this.#projections.set(signature, projection);
    }
    return projection;
  }

  /** A key's values in its subset's column order, or undefined when not (yet) read. */
  valuesOf(id: number): readonly (string | null)[] | undefined {
    return this.#values.get(id);
  }

  #remember(id: number, subset: number, k: string): void {
    this.#ids.set(`${subset}:${k}`, id);
    this.#values.set(id, JSON.parse(k) as (string | null)[]);
    if (!this.#subsets.has(id)) {
      let ids = this.#bySubset.get(subset);
      if (ids === undefined) {
        ids = [];
        this.#bySubset.set(subset, ids);
      }
      ids.push(id);
    }
    this.#subsets.set(id, subset);
  }
}

const tupleOf = (event: Values) => JSON.stringify(ROLLUP_COLUMNS.map((column) => event[column]));

/** One dictionary per database handle, shared by its updater and its report. */
const dictionaries = new WeakMap<object, RollupKeys>();
export function rollupKeysOf(db: object): RollupKeys {
  let keys = dictionaries.get(db);
  if (keys === undefined) {
    keys = new RollupKeys();
    dictionaries.set(db, keys);
  }
  return keys;
}
