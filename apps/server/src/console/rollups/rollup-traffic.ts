import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReportDimension } from '@playfront/contracts';
import { DistinctCounter, SeenOnce } from './distinct-counter.ts';
import { additiveFor, firstSeenColumns } from './first-seen-traffic.ts';
import { GroupColumns } from './group-columns.ts';
import { eachRun, pairs, visitorIdOf } from './rollup-blobs.ts';
import { keptKeys, RollupGrouping, subsetForQuery } from './rollup-grouping.ts';
import { rollupKeysOf, type RollupKeys } from './rollup-keys.ts';
import { moneyColumns, moneyRows, type MoneyRow } from './money-rollups.ts';
import { rollupUpdaterOf, type RollupDialect, type RollupUpdater } from './rollup-updater.ts';

/** What the affiliate report asks of the rollups. */
export interface RollupQuery {
  /** Inclusive UTC dates, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  readonly groupBy: readonly ReportDimension[];
  readonly stags: readonly string[] | null;
  readonly includeBots: boolean;
  /** The caller reads no unique visitors (the funnel): they may be left 0, visits are enough. */
  readonly skipUniqueVisitors?: boolean;
}

/** One group's traffic: its dimension values (as the report names them), visits, unique visitors. */
export interface TrafficRow {
  readonly dims: Record<string, string | null>;
  visits: number;
  unique_visitors: number;
}

export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * Visits and unique visitors from `visit_rollups` (decision 059): the smallest subset covering the
 * grouping and the stag filter, the days of the range; visit starts add up, visitor sets are
 * unioned per group here (exact distinct counts, whatever the grouping). Null when no subset
 * covers the question: the report then reads raw events.
 */
export class RollupTraffic<DB> {
  readonly #db: Kysely<DB>;
  readonly #keys: RollupKeys;
  readonly #updater: RollupUpdater<DB>;
  // Reused by every read (the counting between the SQL read and the answer never awaits).
  readonly #visitors = new DistinctCounter(0);
  readonly #everyone = new SeenOnce(0);

  constructor(db: Kysely<DB>, dialect: RollupDialect) {
    this.#db = db;
    this.#keys = rollupKeysOf(db);
    this.#updater = rollupUpdaterOf(db, dialect);
  }

  /** Counts every event and payment stored before the call (a report is never behind). */
  catchUp(): Promise<void> {
    return this.#updater.catchUp();
  }

  /** Registrations and money by group, from `money_rollups`; null when no subset covers it. */
  async money(query: RollupQuery): Promise<{ rows: MoneyRow[]; depositingPlayers: number } | null> {
    await this.#keys.refresh(this.#db);
    return moneyRows(this.#db, this.#keys, query);
  }

  /**
   * The traffic and money of a report question by group index (one grouping for both), or null
   * when no subset covers it: what the affiliate report reads when both come from the rollups.
   */
  async columns(query: RollupQuery): Promise<{ grouping: RollupGrouping; columns: GroupColumns } | null> {
    const traffic = await this.#grouped(query);
    if (traffic === null) return null;
    const { subset, grouping, columns } = traffic;
    await moneyColumns(this.#db, this.#keys, { ...query, includeBots: false }, subset, grouping, columns);
    return { grouping, columns };
  }

  /** The groups, and the distinct visitors of them all (the report's total, from the same pass). */
  async rows(query: RollupQuery): Promise<{ rows: TrafficRow[]; uniqueVisitors: number } | null> {
    const traffic = await this.#grouped(query);
    if (traffic === null) return null;
    const { grouping, columns } = traffic;
    const rows = grouping.dims.map((dims, group) => ({
      dims,
      visits: columns.visits[group] ?? 0,
      unique_visitors: columns.uniqueVisitors[group] ?? 0,
    }));
    return { rows, uniqueVisitors: columns.totalUniqueVisitors };
  }

  /** The question's traffic by group index, or null when no subset covers it. */
  async #grouped(
    query: RollupQuery,
  ): Promise<{ subset: number; grouping: RollupGrouping; columns: GroupColumns } | null> {
    const subset = subsetForQuery(query.groupBy, query.stags);
    if (subset === null) return null;
    // Keys another instance (or the backfill) stored since this process last looked.
    await this.#keys.refresh(this.#db);
    const grouping = new RollupGrouping(this.#keys, subset, query.groupBy, query.stags);
    const columns = new GroupColumns();
    await this.#traffic(query, subset, grouping, columns);
    return { subset, grouping, columns };
  }

  /** Visits and unique visitors into `columns` (keys refreshed first). */
  async #traffic(
    query: RollupQuery,
    subset: number,
    grouping: RollupGrouping,
    columns: GroupColumns,
  ): Promise<void> {
    // Additive counts when each group is one key and they are filled (decision 068); else the sets.
    if ((query.skipUniqueVisitors === true || additiveFor(query)) && (await this.#updater.firstSeenReady())) {
      await firstSeenColumns(this.#db, this.#keys, query, subset, grouping, columns);
      return;
    }
    const { rows } = await sql<{ day: number; chunk: number; visits: Uint8Array; visitors: Uint8Array }>`
      select day, chunk, visits, visitors from visit_rollups
      where scope = ${query.includeBots ? 1 : 0} and subset = ${subset}
        and day >= ${dayOf(query.from)} and day <= ${dayOf(query.to)}
      order by day`.execute(this.#db);

    // A pair's group: pairs come sorted by key id within a row, so the last key's group is reused.
    const groupOf = (keyId: number): number => {
      const group = grouping.groupOf(keyId);
      columns.ensureGroups(grouping.count);
      return group;
    };
    let maxChunk = -1;
    for (const row of rows) maxChunk = Math.max(maxChunk, row.chunk);
    const visitors = this.#visitors;
    visitors.reset(visitorIdOf(maxChunk + 1, 0));
    // Over the whole range, one group: never moved to a next bucket.
    const everyone = this.#everyone;
    everyone.reset(visitorIdOf(maxChunk + 1, 0));
    let uniqueVisitors = 0;
    // A stag filter's keys (a manager's stags are a few of thousands): each row's runs of those
    // keys are found by binary search, not by walking every key of the row.
    const kept = keptKeys(this.#keys, subset, query.stags);
    grouping.start();
    for (const row of rows) {
      if (grouping.day(row.day)) visitors.nextBucket();
      const visits = pairs(row.visits);
      eachRun(visits, kept, (start, end) => {
        for (let i = start; i < end; i += 2) {
          const group = groupOf(visits[i] ?? 0);
          if (group >= 0) columns.visits[group] = (columns.visits[group] ?? 0) + (visits[i + 1] ?? 0);
        }
      });
      const seen = pairs(row.visitors);
      const base = visitorIdOf(row.chunk, 0);
      eachRun(seen, kept, (start, end, key) => {
        const group = groupOf(key);
        if (group < 0) return;
        const counts = columns.uniqueVisitors;
        for (let i = start; i < end; i += 2) {
          const visitor = base + (seen[i + 1] ?? 0);
          if (visitors.add(visitor, group)) counts[group] = (counts[group] ?? 0) + 1;
          if (everyone.add(visitor)) uniqueVisitors += 1;
        }
      });
    }
    columns.totalUniqueVisitors = uniqueVisitors;
  }
}
