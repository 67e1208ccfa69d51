import type { TrafficDimension, TrafficTopRow } from '@playfront/contracts';
import type { EventScope } from '../traffic/traffic-sql.ts';
import type { ClickHouseTrafficCounts } from './clickhouse-traffic-counts.ts';

/**
 * A dimension's top `top` values of [start, end): most visitors, then most page views, then the
 * value (none last), as the SQL report orders them. Visitors of every value come from the
 * cheap visitor sets; page views, a set of event ids per value, only for the values that can
 * still be in the list: those with at least the visitors of the `top`-th (ties included).
 */
export async function topValues(
  counts: ClickHouseTrafficCounts,
  scope: EventScope,
  dimension: TrafficDimension,
  start: number,
  end: number,
  top: number,
): Promise<TrafficTopRow[]> {
  const visitors = await counts.visitorsByValue(scope, dimension, start, end);
  const sorted = visitors.map((row) => row.n).sort((a, b) => b - a);
  // Fewer values with visitors than places: values seen only in events without a visitor id
  // (no visitors, some page views) fill the list too, so every value's page views are read.
  const least = sorted.length < top ? null : (sorted[top - 1] ?? 0);
  const candidates = least === null ? visitors : visitors.filter((row) => row.n >= least);
  const pageviews = await counts.pageviewsOf(
    scope,
    dimension,
    least === null ? null : candidates.map((row) => row.item),
    start,
    end,
  );
  const rows = new Map<string | null, TrafficTopRow>();
  for (const row of candidates) rows.set(row.item, { value: row.item, visitors: row.n, pageviews: 0 });
  for (const row of pageviews) {
    const found = rows.get(row.item) ?? { value: row.item, visitors: 0, pageviews: 0 };
    rows.set(row.item, { ...found, pageviews: row.n });
  }
  return [...rows.values()].sort(byRank).slice(0, top);
}

/** ClickHouse compares strings as bytes: so does this, on their UTF-8. */
function byRank(a: TrafficTopRow, b: TrafficTopRow): number {
  if (a.visitors !== b.visitors) return b.visitors - a.visitors;
  if (a.pageviews !== b.pageviews) return b.pageviews - a.pageviews;
  if (a.value === null || b.value === null) return a.value === null ? (b.value === null ? 0 : 1) : -1;
  return Buffer.compare(Buffer.from(a.value), Buffer.from(b.value));
}
