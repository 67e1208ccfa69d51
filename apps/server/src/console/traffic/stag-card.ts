import { DAY_MS } from '@playfront/contracts';
import { sql, type Kysely } from 'kysely';
import type { TrafficTopRow } from '@playfront/contracts';
import { daysAndWeeks, firstSeen, VALUE_COUNT_TABLES } from './days-and-weeks.ts';
import { eventsAfterRollups, ROLLUPS_SEQ } from './events-after-rollups.ts';
import { count, type Numeric } from './traffic-assembly.ts';
import { PAGE_VIEW, type EventScope } from './traffic-sql.ts';
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
  const rollupScope = scopeOf(scope.includeBots);
  const dim = dimensionId('stag');
  const first = start / DAY_MS;
  const last = end / DAY_MS;
  const kept = sql`value in (${sql.join(stags.map((stag) => sql`${stag}`))})`;
  const after = await eventsAfterRollups(db, dialect, scope, start, end);
  const seq = seqOf(dialect);
  // The later events once, by the plan `eventsAfterRollups` chose: read for their visitors
  // alone, SQLite took the visitors' index and walked all of it (a week of one stag: ~200 ms).
  const { rows } = await sql<{ value: string | null; visitors: Numeric; pageviews: Numeric }>`
    with later as materialized (select stag, temp_player_id, ${PAGE_VIEW} as pv
      from analytics_events where ${after})
    select ${decodedValue(sql.ref('x.value'))} as value, sum(v) as visitors, sum(p) as pageviews from (
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
          and (o.stag = n.stag or (o.stag is null and n.stag is null))${scope.includeBots ? sql`` : sql` and o.bot = 0`})
    ) x
    group by x.value having sum(e) > 0
    order by 2 desc, 3 desc, case when x.value = '' then 1 else 0 end, 1
    limit ${top}`.execute(db);
  return rows.map((row) => ({
    value: row.value,
    visitors: count(row.visitors),
    pageviews: count(row.pageviews),
  }));
}
