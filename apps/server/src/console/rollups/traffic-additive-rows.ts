import { sql, type Kysely } from 'kysely';
import { timingBucket } from '@playfront/contracts';
import { DIMENSION_COLUMNS, weekOfDayNumber } from './traffic-columns.ts';
import { seqOf } from './traffic-contributions.ts';
import {
  dimensionId,
  encodedText,
  KEYED_DIMENSIONS,
  TIMING_DIMENSIONS,
  TIMING_METRIC_IDS,
} from './traffic-rollup-keys.ts';
import { DAY_MS } from './visit-deltas.ts';

/*
 * A batch's additive rows (its own counts: value counts and timing histograms, by day and by
 * week, decisions 078 and 088), summed here from one read of its events, before the write lock.
 * Four statements under the lock, each unpivoting the events per scope and dimension in SQL,
 * were most of the traffic rollups' step (decision 100). `valueCountRows` and `timingRows`
 * (`traffic-contributions.ts`) stay the reference these are tested against.
 */

type Cell = string | number | null;
export type AdditiveRow = Record<string, Cell>;

export interface AdditiveRows {
  readonly values: readonly AdditiveRow[];
  readonly valueWeeks: readonly AdditiveRow[];
  readonly timing: readonly AdditiveRow[];
  readonly timingWeeks: readonly AdditiveRow[];
}

type EventRow = Record<string, Cell>;

const METRICS = Object.entries(TIMING_METRIC_IDS);
const TIMED = TIMING_DIMENSIONS.map((dimension) => ({
  dim: dimensionId(dimension),
  column: DIMENSION_COLUMNS[dimension],
}));
const COLUMNS = sql.raw(
  [
    'timestamp',
    'event',
    'bot',
    ...METRICS.map(([metric]) => metric),
    ...new Set(KEYED_DIMENSIONS.flatMap((d) => (d.column === null ? [] : [d.column]))),
  ].join(', '),
);

/** Sums of rows by key: a row not seen yet starts at zero counts. */
class Sums {
  readonly #rows = new Map<string, AdditiveRow>();

  add(id: string, keys: AdditiveRow, counts: readonly (readonly [string, number])[]): void {
    let row = this.#rows.get(id);
    if (row === undefined) {
      row = { ...keys };
      for (const [count] of counts) row[count] = 0;
      this.#rows.set(id, row);
    }
    for (const [count, n] of counts) row[count] = Number(row[count]) + n;
  }

  rows(): AdditiveRow[] {
    return [...this.#rows.values()];
  }
}

/**
 * The additive rows of the events stored in (after, end], as the reference's SQL counts them:
 * every event in scope 1 (everyone), a human's in scope 0 too; per dimension its encoded value;
 * the timing samples' buckets by the contracts' `timingBucket`, as `timingBucketSql`.
 */
export async function readAdditiveRows<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  after: number,
  end: number,
): Promise<AdditiveRows> {
  const seq = seqOf(dialect);
  const { rows } = await sql<EventRow>`select ${COLUMNS} from analytics_events
    where ${seq} > ${after} and ${seq} <= ${end}`.execute(db);
  const values = new Sums();
  const valueWeeks = new Sums();
  const timing = new Sums();
  const timingWeeks = new Sums();
  for (const row of rows) {
    const day = Math.floor(Number(row['timestamp']) / DAY_MS);
    const week = weekOfDayNumber(day);
    const counts = [
      ['events', 1],
      ['pageviews', row['event'] === 'page_view' ? 1 : 0],
      ['loading_samples', row['loading_time'] === null ? 0 : 1],
      ['ttfb_samples', row['time_to_first_byte'] === null ? 0 : 1],
    ] as const;
    const samples = METRICS.flatMap(([metric, id]) => {
      const ms = row[metric];
      return ms === null || ms === undefined ? [] : [[id, timingBucket(Number(ms))] as const];
    });
    for (const scope of Number(row['bot']) === 0 ? [1, 0] : [1]) {
      for (const { id: dim, column } of KEYED_DIMENSIONS) {
        const value = column === null ? '' : encodedText(row[column]);
        values.add(`${scope}|${dim}|${day}|${value}`, { scope, dim, value, day }, counts);
        valueWeeks.add(`${scope}|${dim}|${week}|${value}`, { scope, dim, value, week }, counts);
      }
      for (const { dim, column } of TIMED) {
        const value = encodedText(row[column]);
        for (const [metric, sample] of samples) {
          const id = `${scope}|${dim}|${metric}|${sample}|`;
          const one = [['samples', 1]] as const;
          timing.add(`${id}${day}|${value}`, { scope, dim, value, metric, day, sample }, one);
          timingWeeks.add(`${id}${week}|${value}`, { scope, dim, value, metric, week, sample }, one);
        }
      }
    }
  }
  return {
    values: values.rows(),
    valueWeeks: valueWeeks.rows(),
    timing: timing.rows(),
    timingWeeks: timingWeeks.rows(),
  };
}
