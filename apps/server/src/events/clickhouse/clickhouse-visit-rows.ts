import { VISIT_IDLE_MS } from '@playfront/contracts';
import { integerLiteral } from './clickhouse-literal.ts';

/**
 * One row per visit of `events` (a subquery with `keys`, `timestamp`, `event` and `event_id`),
 * grouped by `keys` (the visitor, and the variant where there is one): `started` its first
 * event's time, `last_at` its last, `views` its page views. 18.16 has no window functions, so a
 * visitor's events are sorted in an array, a visit opened where the gap passes VISIT_IDLE_MS and
 * numbered by a running sum. A copy of an event (same time, same id) is dropped by arrayDistinct
 * within its visitor's array. `perVisitor` names aggregates over each visitor's events, carried
 * to each of their visits under the same name; `secondView` adds `second_view`, the time of the
 * visit's second page view (0 if none). The one definition of a visit on ClickHouse: the
 * dashboard's raw visits and the stags' per-day visits (decision 119) both read it.
 */
export function visitRowsSql(
  events: string,
  keys: readonly string[],
  perVisitor: Readonly<Record<string, string>> = {},
  options: { readonly secondView?: boolean } = {},
): string {
  const idle = integerLiteral(VISIT_IDLE_MS);
  const names = Object.keys(perVisitor);
  // Inner names of their own: an alias named as a column it reads is cyclic on 18.16.
  const inner = names.map((name) => `${perVisitor[name]} AS visitor_${name}`);
  const carried = names.map((name) => `any(visitor_${name}) AS ${name}`);
  const by = keys.join(', ');
  // Gaps by arrayDifference: a lambda that names an outer array copies it per element (decision 079).
  // The views' times sorted per visit (ARRAY JOIN keeps no order); an index past the end gives 0.
  const second =
    options.secondView === true
      ? ', arrayElement(arraySort(groupArrayIf(at, page_view = 1)), 2) AS second_view'
      : '';
  return `SELECT ${[by, ...carried].join(', ')}, min(at) AS started, max(at) AS last_at, sum(page_view) AS views${second}
    FROM (
      SELECT ${[by, ...inner].join(', ')},
        arraySort(x -> (x.1, x.3), arrayDistinct(groupArray((timestamp, event = 'page_view', event_id)))) AS sorted,
        arrayMap(x -> x.1, sorted) AS times,
        arrayMap(x -> x.2, sorted) AS view_flags,
        arrayCumSum(arrayMap((gap, i) -> if(i = 1, 1, gap > ${idle}), arrayDifference(times), arrayEnumerate(times))) AS visit_numbers
      FROM ${events}
      GROUP BY ${by}
    )
    ARRAY JOIN times AS at, view_flags AS page_view, visit_numbers AS visit
    GROUP BY ${by}, visit`;
}
