import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrafficTopRow } from '@playfront/contracts';
import { daysAndWeeks, firstSeen, VALUE_COUNT_TABLES } from './days-and-weeks.ts';
import { eventsAfterRollups, ROLLUPS_SEQ } from './events-after-rollups.ts';
import { count, type Numeric } from './traffic-assembly.ts';
import { inScope, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import type { KpiCounts } from './known-parts.ts';
import { SEVERAL_STAG_VISITORS } from './stag-visits.ts';
import { seqOf } from '../rollups/traffic-contributions.ts';
import { decodedValue, dimensionId, encodedValue, scopeOf } from '../rollups/traffic-rollup-keys.ts';

/**
 * The stag card of a stag-scoped dashboard (decision 108), the raw report's numbers: each kept
 * stag is one value of the site's own stag rollups, so its row is that value's rows (first-seen
 * counts for the visitors, value counts for the page views and whether it had events; the events
 * up to the rollups' `traffic_seq`) plus the scope's events stored after that seq, read raw in the
 * same statement (`eventsAfterRollups`: one snapshot, each event counted once). Exact for a list
 * of stags too: a stag's visitors are its own, whatever else the list holds. The later events'
 * page views add; their visitors add only when the rows do not count them already, so a later
 * event's visitor is counted when none of their events up to the seq has that stag in the range
 * and scope (a probe by the visitor's index). No catch-up is asked of the updater.
 */
export async function stagCard<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  stags: readonly string[],
  start: number,
  end: number,
  top: number,
): Promise<TrafficTopRow[]> {
  if (stags.length === 0) return [];
  const { later, values } = await cardParts(db, dialect, scope, stags, start, end);
  // The later events once, by the plan `eventsAfterRollups` chose: read for their visitors
  // alone, SQLite took the visitors' index and walked all of it (a week of one stag: ~200 ms).
  const { rows } = await sql<{ value: string | null; visitors: Numeric; pageviews: Numeric }>`
    with later as materialized (${later})
    select ${decodedValue(sql.ref('x.value'))} as value, sum(v) as visitors, sum(p) as pageviews
    from (${values}) x
    group by x.value having sum(e) > 0
    order by 2 desc, 3 desc, case when x.value = '' then 1 else 0 end, 1
    limit ${top}`.execute(db);
  return rows.map((row) => ({
    value: row.value,
    visitors: count(row.visitors),
    pageviews: count(row.pageviews),
  }));
}

/**
 * The distinct visitors and page views of the scope's events in [start, end) when it is stags
 * alone (decision 126: a list's previous period): the stag card's rows summed over the stags, less
 * each visitor counted under more than one of them (their distinct listed stags in the range, less
 * one). Only a visitor with several stags up to the seq (`SEVERAL_STAG_VISITORS`) or a later event
 * can be; their events in the range are read by the visitor's index. One statement: one snapshot.
 */
export async function stagsCounts<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  stags: readonly string[],
  start: number,
  end: number,
): Promise<KpiCounts> {
  if (stags.length === 0) return { visitors: 0, pageviews: 0 };
  const { later, values } = await cardParts(db, dialect, scope, stags, start, end);
  const overlap =
    stags.length === 1
      ? sql`select 0 as extra`
      : sql`select count(distinct ${encodedValue('e.stag')}) - 1 as extra
          from (select temp_player_id as v from later where temp_player_id is not null
            union ${SEVERAL_STAG_VISITORS}) c
          cross join analytics_events e
          where e.temp_player_id = c.v and e.timestamp >= ${start} and e.timestamp < ${end} and ${inScope(scope)}
          group by e.temp_player_id`;
  const { rows } = await sql<{ visitors: Numeric | null; extra: Numeric | null; pageviews: Numeric | null }>`
    with later as materialized (${later}),
    card as (select sum(v) as visitors, sum(p) as pageviews from (${values}) x),
    overlap as (select sum(extra) as extra from (${overlap}) o)
    select card.visitors, card.pageviews, overlap.extra from card cross join overlap`.execute(db);
  const row = rows[0];
  return {
    visitors: count(row?.visitors ?? 0) - count(row?.extra ?? 0),
    pageviews: count(row?.pageviews ?? 0),
  };
}

/**
 * The stag card's statement parts: `later`, the scope's events after the rollups' seq (a CTE the
 * statement names so), and `values`, rows of (value, v: visitors, p: page views, e: events) to sum
 * by value. The rows' visitors are first-seen counts; a later event's visitor adds one for a stag
 * when none of their events up to the seq has that stag in the range and scope.
 */
async function cardParts<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  stags: readonly string[],
  start: number,
  end: number,
): Promise<{ later: RawBuilder<unknown>; values: RawBuilder<unknown> }> {
  const rollupScope = scopeOf(scope.includeBots);
  const dim = dimensionId('stag');
  const first = start / DAY_MS;
  const last = end / DAY_MS;
  const kept = sql`value in (${sql.join(stags.map((stag) => sql`${stag}`))})`;
  const after = await eventsAfterRollups(db, dialect, scope, start, end);
  const seq = seqOf(dialect);
  return {
    later: sql`select stag, temp_player_id, ${PAGE_VIEW} as pv from analytics_events where ${after}`,
    values: sql`
      select value, visitors as v, 0 as p, 0 as e from (${firstSeen(rollupScope, dim, first, last, kept)}) f
      union all
      select value, 0 as v, pageviews as p, events as e from (${daysAndWeeks(
        VALUE_COUNT_TABLES,
        first,
        last,
        sql`value, pageviews, events`,
        sql`scope = ${rollupScope} and dim = ${dim} and ${kept}`,
      )}) c
      union all
      select ${encodedValue('stag')} as value, 0 as v, pv as p, 1 as e from later
      union all
      select ${encodedValue('n.stag')} as value, 1 as v, 0 as p, 0 as e
      from (select distinct stag, temp_player_id from later where temp_player_id is not null) n
      where not exists (select 1 from analytics_events o
        where o.temp_player_id = n.temp_player_id and o.timestamp >= ${start} and o.timestamp < ${end}
          and o.${seq} <= ${ROLLUPS_SEQ}
          and (o.stag = n.stag or (o.stag is null and n.stag is null))${scope.includeBots ? sql`` : sql` and o.bot = 0`})`,
  };
}
