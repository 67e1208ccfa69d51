import { sql, type Kysely } from 'kysely';
import { monthOf, summedThrough } from './first-seen-months.ts';
import { ROLLUP_SUBSETS } from './rollup-subsets.ts';
import { SCOPES } from './visit-deltas.ts';

const ROWS_PER_STATEMENT = 500;

/** Changes to `first_seen_rollups` and `visit_counts`, summed by row before they are written. */
export class FirstSeenChanges {
  readonly visitors = new Map<
    string,
    { scope: number; subset: number; day: number; previous: number; key: number; n: number }
  >();
  readonly visits = new Map<string, { scope: number; subset: number; day: number; key: number; n: number }>();

  addVisitors(scope: number, subset: number, day: number, previous: number, key: number, n: number): void {
    const id = `${scope}:${subset}:${day}:${previous}:${key}`;
    const row = this.visitors.get(id);
    if (row === undefined) this.visitors.set(id, { scope, subset, day, previous, key, n });
    else row.n += n;
  }

  addVisits(scope: number, subset: number, day: number, key: number, n: number): void {
    const id = `${scope}:${subset}:${day}:${key}`;
    const row = this.visits.get(id);
    if (row === undefined) this.visits.set(id, { scope, subset, day, key, n });
    else row.n += n;
  }

  /**
   * Adds the changes to the stored counts (a row not stored yet starts at 0), and those of summed
   * days to their month sums (decision 073): a first-seen count whose previous day is before its
   * day's month, and every visit count. Today's live traffic writes no month rows: a day is added
   * to its month once it is over.
   */
  async write<DB>(trx: Kysely<DB>): Promise<void> {
    const summed = await summedThrough(trx);
    const months = new Map<number, number>();
    const month = (day: number) => {
      let start = months.get(day);
      if (start === undefined) {
        start = monthOf(day);
        months.set(day, start);
      }
      return start;
    };
    const visitors = [...this.visitors.values()].filter((row) => row.n !== 0);
    const visitorMonths = new Map<
      string,
      { scope: number; subset: number; month: number; previous: number; key: number; n: number }
    >();
    for (const row of visitors) {
      const start = month(row.day);
      if (row.day > summed || row.previous >= start) continue;
      const id = `${row.scope}:${row.subset}:${start}:${row.previous}:${row.key}`;
      const sum = visitorMonths.get(id);
      if (sum === undefined) visitorMonths.set(id, { ...row, month: start });
      else sum.n += row.n;
    }
    for (let i = 0; i < visitors.length; i += ROWS_PER_STATEMENT) {
      const part = visitors.slice(i, i + ROWS_PER_STATEMENT);
      await sql`insert into first_seen_rollups (scope, subset, day, prev, key, visitors)
        values ${sql.join(part.map((r) => sql`(${r.scope}, ${r.subset}, ${r.day}, ${r.previous}, ${r.key}, ${r.n})`))}
        on conflict (scope, subset, day, prev, key)
        do update set visitors = first_seen_rollups.visitors + excluded.visitors`.execute(trx);
    }
    const byMonth = [...visitorMonths.values()].filter((row) => row.n !== 0);
    for (let i = 0; i < byMonth.length; i += ROWS_PER_STATEMENT) {
      const part = byMonth.slice(i, i + ROWS_PER_STATEMENT);
      await sql`insert into first_seen_months (scope, subset, month, prev, key, visitors)
        values ${sql.join(part.map((r) => sql`(${r.scope}, ${r.subset}, ${r.month}, ${r.previous}, ${r.key}, ${r.n})`))}
        on conflict (scope, subset, month, prev, key)
        do update set visitors = first_seen_months.visitors + excluded.visitors`.execute(trx);
    }
    const visits = [...this.visits.values()].filter((row) => row.n !== 0);
    const visitMonths = new Map<
      string,
      { scope: number; subset: number; month: number; key: number; n: number }
    >();
    for (const row of visits) {
      if (row.day > summed) continue;
      const start = month(row.day);
      const id = `${row.scope}:${row.subset}:${start}:${row.key}`;
      const sum = visitMonths.get(id);
      if (sum === undefined) visitMonths.set(id, { ...row, month: start });
      else sum.n += row.n;
    }
    for (let i = 0; i < visits.length; i += ROWS_PER_STATEMENT) {
      const part = visits.slice(i, i + ROWS_PER_STATEMENT);
      await sql`insert into visit_counts (scope, subset, day, key, visits)
        values ${sql.join(part.map((r) => sql`(${r.scope}, ${r.subset}, ${r.day}, ${r.key}, ${r.n})`))}
        on conflict (scope, subset, day, key)
        do update set visits = visit_counts.visits + excluded.visits`.execute(trx);
    }
    const visitsByMonth = [...visitMonths.values()].filter((row) => row.n !== 0);
    for (let i = 0; i < visitsByMonth.length; i += ROWS_PER_STATEMENT) {
      const part = visitsByMonth.slice(i, i + ROWS_PER_STATEMENT);
      await sql`insert into visit_count_months (scope, subset, month, key, visits)
        values ${sql.join(part.map((r) => sql`(${r.scope}, ${r.subset}, ${r.month}, ${r.key}, ${r.n})`))}
        on conflict (scope, subset, month, key)
        do update set visits = visit_count_months.visits + excluded.visits`.execute(trx);
    }
  }
}

/**
 * How far the fill of the first-seen counts from `visit_rollups` has come (migration 0028): the
 * units (scope, subset, chunk) before `nextUnit` are counted, and so is every chunk from
 * `endChunk` on (born after the migration). The updater adds a batch's changes only for counted
 * units: the fill reads the others' visitor sets later, with the batch in them.
 */
export class FirstSeenProgress {
  readonly nextUnit: number;
  readonly endChunk: number;

  constructor(nextUnit: number, endChunk: number) {
    this.nextUnit = nextUnit;
    this.endChunk = endChunk;
  }

  static async read<DB>(db: Kysely<DB>): Promise<FirstSeenProgress> {
    const { rows } = await sql<{ next_unit: number | string; end_chunk: number | string }>`
      select next_unit, end_chunk from first_seen_progress where id = 1`.execute(db);
    const row = rows[0];
    if (row === undefined) throw new Error('first_seen_progress has no row: run the migrations (0028)');
    return new FirstSeenProgress(Number(row.next_unit), Number(row.end_chunk));
  }

  get units(): number {
    return SCOPES.length * ROLLUP_SUBSETS.length * this.endChunk;
  }

  get done(): boolean {
    return this.nextUnit >= this.units;
  }

  /** A unit's (scope, subset, chunk): scope, then subset, then chunk. */
  unit(index: number): { scope: number; subset: number; chunk: number } {
    const perScope = ROLLUP_SUBSETS.length * this.endChunk;
    return {
      scope: Math.floor(index / perScope),
      subset: Math.floor((index % perScope) / this.endChunk),
      chunk: index % this.endChunk,
    };
  }

  counted(scope: number, subset: number, chunk: number): boolean {
    if (chunk >= this.endChunk) return true;
    return (scope * ROLLUP_SUBSETS.length + subset) * this.endChunk + chunk < this.nextUnit;
  }
}
