import type { RollupQuery, TrafficRow } from '../rollups/rollup-traffic.ts';

/**
 * Where the affiliate report reads visits and unique visitors: the rollups of the app's database
 * (rollup-traffic.ts), or ClickHouse when the events live there (clickhouse-affiliate-traffic.ts).
 * Null when this source cannot answer the question: the report then reads the app's raw events.
 */
export interface EventsTraffic {
  rows(query: RollupQuery): Promise<{ rows: TrafficRow[]; uniqueVisitors: number } | null>;
}
