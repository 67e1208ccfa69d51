import { sql, type Kysely } from 'kysely';
import { VISIT_IDLE_MS, type TrafficInterval, DAY_MS } from '@playfront/contracts';
import { eventsAfterRollups, ROLLUPS_SEQ } from './events-after-rollups.ts';
import type { Numeric } from './traffic-assembly.ts';
import { bucketSql, HOUR_MS, inScope, PAGE_VIEW, type EventScope } from './traffic-sql.ts';
import { seqOf } from '../rollups/traffic-contributions.ts';
import { encodedValue, scopeOf } from '../rollups/traffic-rollup-keys.ts';

/** Visits and bounces of the visits that start in a bucket (of the interval), as the raw report's. */
export interface VisitBucket {
  bucket: Numeric;
  visits: Numeric;
  bounces: Numeric;
}

/** The visitors the step has not given one stag (`traffic_visitor_stags`: two or more, decision 114). */
export const SEVERAL_STAG_VISITORS = sql`select temp_player_id from traffic_visitor_stags where stag is null`;

/**
 * Visitors under several stags above which a list's visits are folded from its events, not read
 * from the rows: each statement that corrects for them (both periods' visits, the previous
 * period's counts) reads each one's events of its window by the visitor's index, as it does a
 * later event's visitor; 20,000 such reads over a week took about 48 ms at 10M (decision 126).
 * Only the plan depends on it.
 */
export const SEVERAL_STAGS_LIMIT = 20_000;

/** How many visitors have several stags, counted up to just past `SEVERAL_STAGS_LIMIT`. */
export async function severalStagVisitors<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (
    ${SEVERAL_STAG_VISITORS} limit ${SEVERAL_STAGS_LIMIT + 1}) s`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The visits of a dashboard scoped to stags alone (decisions 114, 126), per bucket of their start
 * in [start, end): the raw report's numbers (`sql-traffic-report.ts`, visits decided among the
 * scope's events, a bounce at most one page view before `end`). From the stags' visit rows
 * (`traffic_stag_visits`, each visitor's visits decided among their events of one stag, up to the
 * rollups' `traffic_seq`), corrected for the visitors whose visits among the scope's events may
 * differ from those rows: each visitor with a later event of the scope in the visits' window, and
 * for a list each visitor with several stags (`SEVERAL_STAG_VISITORS`: a visit can pass from one
 * listed stag to another). Their visits are counted raw among their events of the scope (the
 * list's own), less the visits the rows hold for them (among their events up to the seq, stag by
 * stag). All in one statement, so the rows, the seq and the events are one snapshot; no catch-up.
 */
export async function stagVisits<DB>(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  scope: EventScope,
  stags: readonly string[],
  start: number,
  end: number,
  interval: TrafficInterval,
): Promise<VisitBucket[]> {
  const idle = sql.lit(VISIT_IDLE_MS);
  const seq = seqOf(dialect);
  const after = await eventsAfterRollups(db, dialect, scope, start - VISIT_IDLE_MS, end);
  const endDay = end / DAY_MS;
  const listed = sql.join(stags.map((stag) => sql`${stag}`));
  const several = stags.length > 1 ? sql`union ${SEVERAL_STAG_VISITORS}` : sql``;
  // The later events first, then their visitors: asked for distinct visitors at once, SQLite
  // walked the whole visitors' index (a week at 2M events: 360 ms; as `stag-card.ts` found).
  const { rows } = await sql<VisitBucket>`
    with fresh as materialized (select temp_player_id from analytics_events where ${after}),
    later (v) as materialized (
      select distinct temp_player_id from fresh where temp_player_id is not null ${several}),
    sides (sign) as (values (-1), (1)),
    ev as (select s.sign as sign, e.temp_player_id as v, e.timestamp as timestamp, e.event as event,
        case when s.sign = 1 then '' else ${encodedValue('e.stag')} end as part
      from later l cross join analytics_events e cross join sides s
      where e.temp_player_id = l.v and e.timestamp >= ${start - VISIT_IDLE_MS} and e.timestamp < ${end}
        and ${inScope(scope)} and (s.sign = 1 or e.${seq} <= ${ROLLUPS_SEQ})),
    marked as (select sign, v, part, timestamp, event,
      case when lag(timestamp) over (partition by sign, v, part order by timestamp) is null
        or timestamp - lag(timestamp) over (partition by sign, v, part order by timestamp) > ${idle}
        then 1 else 0 end as opens
      from ev),
    numbered as (select sign, v, part, timestamp, event,
      sum(opens) over (partition by sign, v, part order by timestamp
        rows between unbounded preceding and current row) as visit
      from marked),
    visits as (select sign, min(timestamp) as started, sum(${PAGE_VIEW}) as views
      from numbered group by sign, v, part, visit),
    parts as (
      select ${bucketSql(interval, sql`cast(hour as bigint) * ${sql.lit(HOUR_MS)}`)} as bucket, visits,
        case when second_day >= ${endDay} then visits else 0 end as bounces
      from traffic_stag_visits
      where scope = ${scopeOf(scope.includeBots)} and stag in (${listed})
        and hour >= ${start / HOUR_MS} and hour < ${end / HOUR_MS}
      union all
      select ${bucketSql(interval, sql.ref('started'))} as bucket, sign as visits,
        case when views <= 1 then sign else 0 end as bounces
      from visits where started >= ${start})
    select bucket, sum(visits) as visits, sum(bounces) as bounces from parts
    group by bucket having sum(visits) <> 0`.execute(db);
  return rows;
}
