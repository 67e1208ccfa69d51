import { sql, type RawBuilder } from 'kysely';
import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { LOOKBACK_DAYS, NO_PREVIOUS } from './first-seen.ts';
import { HOUR_MS, periodColumn } from './traffic-columns.ts';
import { timingBucketSql } from './timing-bucket-sql.ts';
import {
  encodedValue,
  KEYED_DIMENSIONS,
  NEVER_DAY,
  TIMING_DIMENSIONS,
  TIMING_METRIC_IDS,
  dimensionId,
} from './traffic-rollup-keys.ts';

/*
 * What the traffic dashboard's rollups hold (decision 078), as SQL both engines run over a
 * relation `h` of events with a `sign` and a `scope`: the contributions of those events, summed per
 * rollup row. A batch's additive rows count its events once (+1). Over `batchHistory` (a batch's
 * visitors' whole recent history counted twice, before the batch (sign -1) and with it (+1)) they
 * give a batch's exact changes: the reference the batch's own reads (`traffic-increments.ts`, around its
 * events only) are tested against. Visits are counted the same way there, over shorter spans.
 */

const EVENT_COLUMNS =
  'temp_player_id, timestamp, event, stag, interlayer_id, ip_country, device, browser, pathname, license, loading_time, time_to_first_byte';
export const columns = (alias: string) =>
  sql.raw(
    EVENT_COLUMNS.split(', ')
      .map((column) => `${alias}.${column}`)
      .join(', '),
  );

/**
 * 0 humans (an event counts there unless a bot sent it), 1 everyone. The joins are CROSS JOINs
 * with their conditions in WHERE: SQLite then keeps the written order (the batch's visitors
 * first, each one's events by the (temp_player_id, timestamp) index); with plain joins it scanned
 * the events for each visitor (a 250-event batch took over a second on 20,000 events).
 */
export const SCOPES = sql`scopes (scope) as (values (0), (1))`;
export const IN_SCOPE = sql`(sc.scope = 1 or e.bot = 0)`;

/** The stored order of events: SQLite's rowid, PostgreSQL's identity `seq` (decision 059). */
export const seqOf = (dialect: 'sqlite' | 'postgres') => sql.raw(dialect === 'sqlite' ? 'rowid' : 'seq');

/** Events stored in (after, end]: the batch, counted once. */
export function batchEvents(seq: RawBuilder<unknown>, after: number, end: number): RawBuilder<unknown> {
  return sql`${SCOPES}, h as (select 1 as sign, sc.scope as scope, ${columns('e')}
    from analytics_events e cross join scopes sc
    where e.${seq} > ${after} and e.${seq} <= ${end} and ${IN_SCOPE})`;
}

/**
 * The batch's visitors' stored events up to `end` from LOOKBACK_DAYS + 1 days before the day of
 * their first event in the batch, once without the batch (-1) and once with it (+1). Nothing the
 * batch adds changes a row of an earlier day, and the rows of the window's first days are the same
 * on both sides, so the sum of the two is the batch's change.
 */
export function batchHistory(seq: RawBuilder<unknown>, after: number, end: number): RawBuilder<unknown> {
  const lookback = (LOOKBACK_DAYS + 1) * DAY_MS;
  return sql`${SCOPES},
    v (v, since) as (select temp_player_id, (min(timestamp) / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)} - ${sql.lit(lookback)}
      from analytics_events where ${seq} > ${after} and ${seq} <= ${end} and temp_player_id is not null
      group by temp_player_id),
    sides (sign, upto) as (values (-1, cast(${after} as bigint)), (1, cast(${end} as bigint))),
    h as (select s.sign as sign, sc.scope as scope, ${columns('e')}
      from v cross join analytics_events e cross join sides s cross join scopes sc
      where e.temp_player_id = v.v and e.timestamp >= v.since and e.${seq} <= s.upto and ${IN_SCOPE}
        and e.${seq} <= ${end})`;
}

export const day = sql`timestamp / ${sql.lit(DAY_MS)}`;
const hour = sql`timestamp / ${sql.lit(HOUR_MS)}`;
const pageView = sql`case when event = 'page_view' then 1 else 0 end`;

/** The events of `h` once per dimension of `ids` (the unpivot every keyed table starts from). */
function perDimension(ids: readonly number[], select: (value: RawBuilder<string>) => RawBuilder<unknown>) {
  const parts = KEYED_DIMENSIONS.filter((d) => ids.includes(d.id)).map(
    (d) =>
      sql`select ${sql.lit(d.id)} as dim, ${encodedValue(d.column)} as value, ${select(encodedValue(d.column))} from h`,
  );
  return sql.join(parts, sql` union all `);
}

export const ALL_DIMENSION_IDS = KEYED_DIMENSIONS.map((d) => d.id);

/**
 * First-seen counts (decision 068's idea, per dimension value): per (scope, dimension, value,
 * day, previous day the visitor was seen with that value, or NO_PREVIOUS past the lookback).
 */
export function firstSeenRows(relation: RawBuilder<unknown>, dims: readonly number[]): RawBuilder<unknown> {
  return sql`with ${relation},
    p as (${perDimension(dims, () => sql`sign, scope, temp_player_id, ${day} as day`)}),
    d as (select distinct sign, scope, dim, value, temp_player_id, day from p where temp_player_id is not null),
    l as (select sign, scope, dim, value, day,
      lag(day) over (partition by sign, scope, dim, value, temp_player_id order by day) as prev from d)
    select scope, dim, value, day,
      case when prev is null or day - prev > ${sql.lit(LOOKBACK_DAYS)} then ${sql.lit(NO_PREVIOUS)} else prev end as prev,
      sum(sign) as n
    from l group by 1, 2, 3, 4, 5 having sum(sign) <> 0`;
}

/** Distinct visitors per (scope, hour): each visitor-hour once (the hourly series). */
export function hourVisitorRows(relation: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`with ${relation},
    d as (select distinct sign, scope, temp_player_id, ${hour} as hour from h where temp_player_id is not null)
    select scope, hour, sum(sign) as n from d group by 1, 2 having sum(sign) <> 0`;
}

/**
 * A relation `s` of the visits of `h`: per (sign, scope, visitor, visit) its start, last event,
 * page views and second page view's time, by the raw report's rule (an event opens a visit when
 * the visitor's previous one in scope is more than VISIT_IDLE_MS older). Among events at the same
 * time the one that opens goes first, so each visit is one run. `recursive`: the batch's relation
 * (`batchVisitSpans`) finds its visits' bounds by recursion.
 */
export function visitsOf(relation: RawBuilder<unknown>, byStag = false): RawBuilder<unknown> {
  const idle = sql.lit(VISIT_IDLE_MS);
  // By stag (migration 0042): a stag-scoped report decides visits among that stag's events only.
  const who = sql.raw(byStag ? 'temp_player_id, stag' : 'temp_player_id');
  const by = sql`sign, scope, ${who}`;
  return sql`with recursive ${relation},
    o as (select sign, scope, ${who}, timestamp, ${pageView} as pv,
      case when lag(timestamp) over (partition by ${by} order by timestamp) is null
        or timestamp - lag(timestamp) over (partition by ${by} order by timestamp) > ${idle}
        then 1 else 0 end as opens
      from h where temp_player_id is not null),
    n as (select sign, scope, ${who}, timestamp, pv,
      sum(opens) over (partition by ${by} order by timestamp, opens desc
        rows between unbounded preceding and current row) as visit from o),
    c as (select sign, scope, ${who}, visit, timestamp, pv,
      sum(pv) over (partition by ${by}, visit order by timestamp, pv
        rows between unbounded preceding and current row) as views from n),
    s as (select sign, scope, ${who}, min(timestamp) as started, max(timestamp) as last,
      sum(pv) as views, min(case when pv = 1 and views = 2 then timestamp end) as second_view
      from c group by ${by}, visit)`;
}

/**
 * Visits per (scope, hour they start, day of their second page view or NEVER_DAY), from
 * `visitsOf`. The raw report counts a range's page views of a visit up to the range's end, so a
 * visit is a bounce of the ranges ending on or before its second page view's day. `byStag`: per
 * stag too (encoded, '' for none), each visit decided among its visitor's events of that stag.
 */
export function visitRows(relation: RawBuilder<unknown>, byStag = false): RawBuilder<unknown> {
  const stag = byStag ? sql`${encodedValue('stag')} as stag, ` : sql``;
  const keys = sql.raw(byStag ? '1, 2, 3, 4' : '1, 2, 3');
  return sql`${visitsOf(relation, byStag)}
    select scope, ${stag}started / ${sql.lit(HOUR_MS)} as hour,
      coalesce(second_view / ${sql.lit(DAY_MS)}, ${sql.lit(NEVER_DAY)}) as second_day, sum(sign) as n
    from s group by ${keys} having sum(sign) <> 0`;
}

/** Page views per (scope, hour): additive, from the events counted once. */
export function hourPageViewRows(relation: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`with ${relation}
    select scope, ${hour} as hour, sum(sign * ${pageView}) as n from h group by 1, 2`;
}

/**
 * Events, page views and timing samples per (scope, dimension, value, day or week): the top-N
 * cards' page views, which values had any event in a range, and which values the timing card
 * shows (its histograms are then read for those only). Additive, from the events counted once;
 * a range reads its whole weeks by week (decision 088). The reference the batch's own sums
 * (`traffic-additive-rows.ts`, decision 100) are tested against.
 */
export function valueCountRows(
  relation: RawBuilder<unknown>,
  dims: readonly number[],
  period: 'day' | 'week' = 'day',
): RawBuilder<unknown> {
  const when = periodColumn(day, period);
  return sql`with ${relation},
    p as (${perDimension(
      dims,
      () => sql`sign, scope, ${when}, ${pageView} as pv,
        case when loading_time is null then 0 else 1 end as lt,
        case when time_to_first_byte is null then 0 else 1 end as fb`,
    )})
    select scope, dim, value, ${sql.ref(period)}, sum(sign) as events, sum(sign * pv) as pageviews,
      sum(sign * lt) as loading_samples, sum(sign * fb) as ttfb_samples
    from p group by 1, 2, 3, 4`;
}

/**
 * Timing samples per (scope, dimension, value, day or week, metric, bucket): histograms of the
 * samples' buckets (decision 088), merged over a range they give the raw report's nearest-rank
 * percentiles; a range reads its whole weeks from the weeks' histograms. All events only (a
 * histogram per filter value was too sparse, decision 078). The reference, as `valueCountRows`.
 * `byStag`: the same histograms per stag too (`traffic_stag_timing`, decision 104), the stag
 * encoded as a value is (`encodedValue`), its column after the scope.
 */
export function timingRows(
  relation: RawBuilder<unknown>,
  period: 'day' | 'week' = 'day',
  byStag = false,
): RawBuilder<unknown> {
  const when = periodColumn(day, period);
  const stag = byStag ? sql`${encodedValue('stag')} as stag, ` : sql``;
  const parts = TIMING_DIMENSIONS.flatMap((dimension) =>
    Object.entries(TIMING_METRIC_IDS).map(([metric, id]) => {
      const column = dimension === 'pathname' ? 'pathname' : 'device';
      return sql`select scope, ${stag}${sql.lit(dimensionId(dimension))} as dim, ${encodedValue(column)} as value,
        ${when}, ${sql.lit(id)} as metric, ${sql.raw(timingBucketSql(metric))} as sample, sign from h where ${sql.ref(metric)} is not null`;
    }),
  );
  const keys = byStag
    ? sql`scope, stag, dim, value, ${sql.ref(period)}, metric, sample`
    : sql`scope, dim, value, ${sql.ref(period)}, metric, sample`;
  return sql`with ${relation}, t as (${sql.join(parts, sql` union all `)})
    select ${keys}, sum(sign) as n from t group by ${keys}`;
}
