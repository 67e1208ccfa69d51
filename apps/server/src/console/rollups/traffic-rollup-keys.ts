import { sql, type RawBuilder } from 'kysely';
import { TRAFFIC_DIMENSIONS, type TrafficDimension } from '@playfront/contracts';
import { DIMENSION_COLUMNS } from './traffic-columns.ts';

/*
 * How the traffic dashboard's rollups (decision 078, migration 0034) name what they count. The
 * tables' keys are integers and non-null text, so that upserts can merge rows on both engines (a
 * null in a key never conflicts).
 */

/** The dimension "none": the dashboard's KPIs. A dimension's number is its place in the list + 1. */
export const ALL_EVENTS = 0;
export const dimensionId = (dimension: TrafficDimension): number => TRAFFIC_DIMENSIONS.indexOf(dimension) + 1;

/** Each dimension with its number and `analytics_events` column, and the KPIs' "none" first. */
export const KEYED_DIMENSIONS: readonly { readonly id: number; readonly column: string | null }[] = [
  { id: ALL_EVENTS, column: null },
  ...TRAFFIC_DIMENSIONS.map((dimension) => ({
    id: dimensionId(dimension),
    column: DIMENSION_COLUMNS[dimension],
  })),
];

/** The timing histograms' dimensions (the timing card's two) and metrics, by number. */
export const TIMING_DIMENSIONS = ['pathname', 'device'] as const satisfies readonly TrafficDimension[];
export type TimingDimension = (typeof TIMING_DIMENSIONS)[number];
export const TIMING_METRIC_IDS = { loading_time: 0, time_to_first_byte: 1 } as const;

/**
 * A dimension value as stored: '' for none (null), '=' and the value otherwise, so that '' and
 * none stay apart and the key is never null. `decodedValue` gives it back in SQL.
 */
export const encodedValue = (column: string | null): RawBuilder<string> =>
  column === null
    ? sql<string>`cast('' as text)`
    : sql<string>`case when ${sql.ref(column)} is null then '' else '=' || ${sql.ref(column)} end`;
/** `encodedValue` of a value read into JavaScript (null or undefined: none). */
export const encodedText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : `=${String(value)}`;
/** The stored value of the dimension numbered `dim` (an SQL expression) for the event `alias`. */
export const encodedValueOf = (dim: RawBuilder<unknown>, alias: string): RawBuilder<string> =>
  sql<string>`case ${dim} ${sql.join(
    KEYED_DIMENSIONS.map(
      (d) =>
        sql`when ${sql.lit(d.id)} then ${encodedValue(d.column === null ? null : `${alias}.${d.column}`)}`,
    ),
    sql` `,
  )} end`;
export const decodedValue = (stored: RawBuilder<unknown>): RawBuilder<string | null> =>
  sql<string | null>`case when ${stored} = '' then null else substr(${stored}, 2) end`;

/** A visit with fewer than two page views: its second page view's day is "never". */
export const NEVER_DAY = 2_147_483_647;

/** Scopes as the affiliate rollups number them: 0 humans (bots left out), 1 everyone. */
export const scopeOf = (includeBots: boolean): number => (includeBots ? 1 : 0);
