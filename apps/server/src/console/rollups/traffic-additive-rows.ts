import { sql, type Kysely } from 'kysely';
import { timingBucket, DAY_MS } from '@playfront/contracts';
import { DIMENSION_COLUMNS, weekOfDayNumber } from './traffic-columns.ts';
import { seqOf } from './traffic-contributions.ts';
import {
  dimensionId,
  encodedText,
  KEYED_DIMENSIONS,
  TIMING_DIMENSIONS,
  TIMING_METRIC_IDS,
} from './traffic-rollup-keys.ts';

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
  /** The timing histograms per stag too, by day (decision 104): a stag-scoped timing card. */
  readonly stagTiming: readonly AdditiveRow[];
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

/** A (dimension, value, day) group's counts: everyone's, and the humans' (`h`). */
interface ValueGroup {
  readonly dim: number;
  readonly value: string;
  readonly day: number;
  readonly all: number[];
  readonly humans: number[];
}

/**
 * A (dimension, value, metric, day, bucket) group's samples: everyone's, and the humans'. `stag`:
 * the stag's encoded value for a stag's group, null for the site's.
 */
interface TimingGroup {
  readonly stag: string | null;
  readonly dim: number;
  readonly value: string;
  readonly metric: number;
  readonly day: number;
  readonly sample: number;
  all: number;
  humans: number;
}

const VALUE_COUNTS = ['events', 'pageviews', 'loading_samples', 'ttfb_samples'] as const;
const ZERO_COUNTS = { events: 0, pageviews: 0, loading_samples: 0, ttfb_samples: 0 };

/** Counts one sample (a human's when `human` is 1) in the group `id` of `groups`. */
function countSample(
  groups: Map<string, TimingGroup>,
  id: string,
  stag: string | null,
  dim: number,
  value: string,
  metric: number,
  day: number,
  sample: number,
  human: number,
): void {
  let group = groups.get(id);
  if (group === undefined) {
    group = { stag, dim, value, metric, day, sample, all: 0, humans: 0 };
    groups.set(id, group);
  }
  group.all += 1;
  group.humans += human;
}

/**
 * Day rows summed per week (`weekOfDayNumber`): the same sums as grouping the events by week.
 * `idOf`: a row's key without its day; `week`: the row of that week, counts zero.
 */
function byWeek(
  rows: readonly AdditiveRow[],
  idOf: (row: AdditiveRow) => string,
  weekRow: (row: AdditiveRow, week: number) => AdditiveRow,
  counts: readonly string[],
): AdditiveRow[] {
  const out = new Map<string, AdditiveRow>();
  for (const row of rows) {
    const week = weekOfDayNumber(Number(row['day']));
    const id = `${week}|${idOf(row)}`;
    let sum = out.get(id);
    if (sum === undefined) {
      sum = weekRow(row, week);
      out.set(id, sum);
    }
    for (const count of counts) sum[count] = Number(sum[count]) + Number(row[count]);
  }
  return [...out.values()];
}

/**
 * The additive rows of the events stored in (after, end], as the reference's SQL counts them:
 * every event in scope 1 (everyone), a human's in scope 0 too (a group of bots' events only has
 * no row there); per dimension its encoded value; the timing samples' buckets by the contracts'
 * `timingBucket`, as `timingBucketSql`. Each group counts both scopes at once.
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
  const valueGroups = new Map<string, ValueGroup>();
  const timingGroups = new Map<string, TimingGroup>();
  const stagGroups = new Map<string, TimingGroup>();
  for (const row of rows) {
    const eventStag = encodedText(row['stag']);
    const day = Math.floor(Number(row['timestamp']) / DAY_MS);
    const human = Number(row['bot']) === 0 ? 1 : 0;
    const counts = [
      1,
      row['event'] === 'page_view' ? 1 : 0,
      row['loading_time'] === null ? 0 : 1,
      row['time_to_first_byte'] === null ? 0 : 1,
    ];
    for (const { id: dim, column } of KEYED_DIMENSIONS) {
      const value = column === null ? '' : encodedText(row[column]);
      const id = `${dim}|${day}|${value}`;
      let group = valueGroups.get(id);
      if (group === undefined) {
        group = { dim, value, day, all: [0, 0, 0, 0], humans: [0, 0, 0, 0] };
        valueGroups.set(id, group);
      }
      for (let i = 0; i < counts.length; i += 1) {
        const n = counts[i] ?? 0;
        group.all[i] = (group.all[i] ?? 0) + n;
        group.humans[i] = (group.humans[i] ?? 0) + n * human;
      }
    }
    for (const [name, metric] of METRICS) {
      const ms = row[name];
      if (ms === null || ms === undefined) continue;
      const sample = timingBucket(Number(ms));
      for (const { dim, column } of TIMED) {
        const value = encodedText(row[column]);
        const id = `${dim}|${metric}|${day}|${sample}|${value}`;
        // The site's group, then the event's stag's (its own map: keys never mix).
        countSample(timingGroups, id, null, dim, value, metric, day, sample, human);
        countSample(stagGroups, `${eventStag}|${id}`, eventStag, dim, value, metric, day, sample, human);
      }
    }
  }
  const values: AdditiveRow[] = [];
  for (const { dim, value, day, all, humans } of valueGroups.values()) {
    const scoped = (scope: number, counts: readonly number[]): AdditiveRow => ({
      scope,
      dim,
      value,
      day,
      ...Object.fromEntries(VALUE_COUNTS.map((name, i) => [name, counts[i] ?? 0])),
    });
    values.push(scoped(1, all));
    if ((humans[0] ?? 0) > 0) values.push(scoped(0, humans));
  }
  const timingOf = (groups: ReadonlyMap<string, TimingGroup>): AdditiveRow[] => {
    const out: AdditiveRow[] = [];
    for (const { stag, dim, value, metric, day, sample, all, humans } of groups.values()) {
      const key: AdditiveRow = stag === null ? {} : { stag };
      out.push({ scope: 1, ...key, dim, value, metric, day, sample, samples: all });
      if (humans > 0) out.push({ scope: 0, ...key, dim, value, metric, day, sample, samples: humans });
    }
    return out;
  };
  const timing = timingOf(timingGroups);
  const stagTiming = timingOf(stagGroups);
  return {
    values,
    valueWeeks: byWeek(
      values,
      (r) => `${r['scope']}|${r['dim']}|${r['value']}`,
      (r, week) => ({
        scope: r['scope'] ?? 0,
        dim: r['dim'] ?? 0,
        value: r['value'] ?? '',
        week,
        ...ZERO_COUNTS,
      }),
      VALUE_COUNTS,
    ),
    timing,
    timingWeeks: byWeek(
      timing,
      (r) => `${r['scope']}|${r['dim']}|${r['metric']}|${r['sample']}|${r['value']}`,
      (r, week) => ({
        scope: r['scope'] ?? 0,
        dim: r['dim'] ?? 0,
        value: r['value'] ?? '',
        metric: r['metric'] ?? 0,
        week,
        sample: r['sample'] ?? 0,
        samples: 0,
      }),
      ['samples'],
    ),
    stagTiming,
  };
}
