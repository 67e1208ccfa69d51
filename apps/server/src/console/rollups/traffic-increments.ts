import { sql, type RawBuilder } from 'kysely';
import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import { LOOKBACK_MS, nearestStored } from './first-seen-probes.ts';
import { HOUR_MS } from './traffic-columns.ts';
import { batchEvents, columns, day, IN_SCOPE, SCOPES, visitsOf } from './traffic-contributions.ts';
import { encodedValue, encodedValueOf, KEYED_DIMENSIONS } from './traffic-rollup-keys.ts';

/*
 * What a batch of events stored in (after, end] changes in the traffic rollups' visitor-dependent
 * rows, read around the batch's events only (decision 078): most of a batch's events fall on a
 * day (and an hour) their visitor already has with the same values, and change nothing there.
 * `traffic-contributions.ts`'s whole-history statements stay the reference they are tested against.
 */

const D = sql.lit(DAY_MS);
const H = sql.lit(HOUR_MS);

/**
 * Each (scope, dimension, value, visitor, day) of the batch that the events stored up to `after`
 * do not have (a chain's new day), with the times of the chain's stored events nearest before
 * and after it within the lookback (null for none). First the visitor's last stored event of the
 * day (one probe per visitor and day): a value it has is no new day (most of a visitor's values
 * repeat all day). The others are probed by value: the "before" probe starts at the day's end, so
 * a day the chain has answers with its own day and is left out; only new days pay the probe after.
 * Both probes ask everyone's events first: what a human sent answers for the humans' scope too, so
 * a visitor without bots pays one probe for both (the ingest's common case).
 */
export function newChainDays(
  seq: RawBuilder<unknown>,
  after: number,
  end: number,
  visitors?: readonly string[],
): RawBuilder<unknown> {
  // Only these visitors' batch events (`traffic-chain-days.ts` counts the others' itself).
  const only =
    visitors === undefined
      ? sql``
      : sql` and e.temp_player_id in (${sql.join(visitors.map((v) => sql`${v}`))})`;
  const sameChain = (row: string) =>
    sql`(${sql.raw(row)}.scope = 1 or p.bot = 0) and ${encodedValueOf(sql.raw(`${row}.dim`), 'p')} = ${sql.raw(row)}.value`;
  // Per batch event, its visitor's last stored event of the day (bots too, then humans only).
  const lastOf = (alias: 'e' | 'f', humans: boolean) => sql`(select p.${seq} from analytics_events p
    where p.temp_player_id = ${sql.raw(alias)}.temp_player_id and p.timestamp >= (${sql.raw(alias)}.timestamp / ${D}) * ${D}
      and p.timestamp < (${sql.raw(alias)}.timestamp / ${D} + 1) * ${D}
      and p.${seq} <= ${after}${humans ? sql` and p.bot = 0` : sql``}
    order by p.timestamp desc limit 1)`;
  const lastValues = sql.join(
    KEYED_DIMENSIONS.map(
      (d) => sql`${encodedValue(d.column === null ? null : `l.${d.column}`)} as ${sql.raw(`l${d.id}`)}`,
    ),
  );
  // The batch's (scope, dimension, value, visitor, day)s that differ from that last event's.
  const unlike = sql.join(
    KEYED_DIMENSIONS.map(
      (
        d,
      ) => sql`select ${sql.lit(d.id)} as dim, ${encodedValue(d.column)} as value, scope, temp_player_id, ${day} as day
        from m where last is null or ${encodedValue(d.column)} <> ${sql.raw(`l${d.id}`)}`,
    ),
    sql` union all `,
  );
  const chainBefore = (humans: boolean) =>
    sql`p.timestamp >= b.day * ${D} - ${sql.lit(LOOKBACK_MS)} and p.timestamp < (b.day + 1) * ${D}
      and ${encodedValueOf(sql`b.dim`, 'p')} = b.value${humans ? sql` and p.bot = 0` : sql``}`;
  // Everyone's nearest, as its seq: when a human sent it, it is the humans' nearest too.
  const beforeAll = sql`(select p.${seq} from analytics_events p
    where p.temp_player_id = b.v and ${chainBefore(false)} and p.${seq} <= ${after}
    order by p.timestamp desc limit 1)`;
  const beforeHumans = nearestStored(seq, after, sql`b.v`, chainBefore(true), 'desc');
  const next = nearestStored(
    seq,
    after,
    sql`s.v`,
    sql`p.timestamp >= (s.day + 1) * ${D} and p.timestamp < (s.day + 1) * ${D} + ${sql.lit(LOOKBACK_MS)} and ${sameChain('s')}`,
    'asc',
  );
  // A human event's last event in the humans' scope is the one of everyone's when that is human
  // (one probe for both scopes, as the visits step counts such a visitor once).
  return sql`with f as materialized (select ${columns('e')}, e.bot as bot, ${lastOf('e', false)} as last_all
      from analytics_events e where e.${seq} > ${after} and e.${seq} <= ${end} and e.temp_player_id is not null${only}),
    k as materialized (select 1 as scope, f.*, f.last_all as last from f
      union all select 0 as scope, f.*, case when f.last_all is null then null
          when (select l.bot from analytics_events l where l.${seq} = f.last_all) = 0 then f.last_all
          else ${lastOf('f', true)} end as last
        from f where f.bot = 0),
    m as materialized (select k.*, ${lastValues} from k left join analytics_events l on l.${seq} = k.last),
    b as materialized (select distinct scope, dim, value, temp_player_id as v, day from (${unlike}) c),
    a as materialized (select dim, value, v, day, ${beforeAll} as found from b where scope = 1),
    t as materialized (select a.dim, a.value, a.v, a.day, p.timestamp as previous, p.bot as bot
      from a left join analytics_events p on p.${seq} = a.found),
    s as materialized (select 1 as scope, dim, value, v, day, previous from t
      union all select 0 as scope, b.dim, b.value, b.v, b.day,
        case when t.v is not null and (t.previous is null or t.bot = 0) then t.previous else ${beforeHumans} end
      from b left join t on t.dim = b.dim and t.value = b.value and t.v = b.v and t.day = b.day
      where b.scope = 0)
    select scope, dim, value, v, day, previous, ${next} as next
    from s where previous is null or previous / ${D} <> day`;
}

/** Visitors per (scope, hour) the batch adds: its visitor-hours no stored event up to `after` has. */
export function newHourVisitorRows(
  seq: RawBuilder<unknown>,
  after: number,
  end: number,
): RawBuilder<unknown> {
  return sql`with ${batchEvents(seq, after, end)},
    b as (select distinct scope, temp_player_id as v, timestamp / ${H} as hour from h where temp_player_id is not null)
    select scope, hour, count(*) as n from b
    where not exists (select 1 from analytics_events p
      where p.temp_player_id = b.v and p.timestamp >= b.hour * ${H} and p.timestamp < (b.hour + 1) * ${H}
        and p.${seq} <= ${after} and (b.scope = 1 or p.bot = 0))
    group by 1, 2`;
}

/** `batchVisitSpans`'s scope for a visitor with no bot event there: their visits count in both. */
export const BOTH_SCOPES = 2;

/**
 * The relation `visitsOf` reads for the batch's events of `visitors`: per visitor, their stored
 * events (up to `end`) from the start of the visit holding their first batch event to the end of
 * the visit holding their last, once without the batch (-1) and once with it (+1). Those bounds
 * are found by walking from event to event while the gap is at most VISIT_IDLE_MS, among all
 * events with the batch's: no event lies within VISIT_IDLE_MS outside them, so every visit inside
 * starts and ends there on both sides and in both scopes (events only join visits, never split
 * them), and every visit outside is the same on both sides. A visitor with no bot event in that
 * span has the same visits in both scopes: counted once, as BOTH_SCOPES (half the rows to sort).
 * The walk costs the visit's length: `traffic-open-visits.ts` takes it only for the visitors
 * whose open visit it does not know, or whose batch holds an event before its last.
 */
function batchVisitSpans(
  seq: RawBuilder<unknown>,
  after: number,
  end: number,
  visitors: readonly string[],
): RawBuilder<unknown> {
  const idle = sql.lit(VISIT_IDLE_MS);
  const step = (from: string, where: RawBuilder<unknown>, order: 'asc' | 'desc') =>
    sql`(select p.timestamp from analytics_events p
      where p.temp_player_id = ${sql.raw(from)}.v and ${where} and p.${seq} <= ${end}
      order by p.timestamp ${sql.raw(order)} limit 1)`;
  const inSpan = sql`e.temp_player_id = w.v and e.timestamp >= w.lo and e.timestamp <= w.hi and e.${seq} <= ${end}`;
  const list = sql.join(visitors.map((v) => sql`${v}`));
  return sql`${SCOPES},
    bv (v, first, last) as (select temp_player_id, min(timestamp), max(timestamp) from analytics_events
      where ${seq} > ${after} and ${seq} <= ${end} and temp_player_id in (${list}) group by temp_player_id),
    back (v, t) as (select v, first from bv
      union all select back.v, ${step('back', sql`p.timestamp < back.t and p.timestamp >= back.t - ${idle}`, 'desc')}
      from back where back.t is not null),
    forth (v, t) as (select v, last from bv
      union all select forth.v, ${step('forth', sql`p.timestamp > forth.t and p.timestamp <= forth.t + ${idle}`, 'asc')}
      from forth where forth.t is not null),
    lows (v, lo) as (select v, min(t) from back group by v),
    highs (v, hi) as (select v, max(t) from forth group by v),
    spans (v, lo, hi) as (select l.v, l.lo, r.hi from lows l join highs r on r.v = l.v),
    bots (v, bots) as (select w.v, max(e.bot) from spans w cross join analytics_events e where ${inSpan} group by w.v),
    sides (sign, upto) as (values (-1, cast(${after} as bigint)), (1, cast(${end} as bigint))),
    h as (select s.sign as sign, case when b.bots = 0 then ${sql.lit(BOTH_SCOPES)} else sc.scope end as scope,
        ${columns('e')}
      from spans w cross join bots b cross join analytics_events e cross join sides s cross join scopes sc
      where b.v = w.v and ${inSpan} and e.${seq} <= s.upto and ${IN_SCOPE} and (b.bots <> 0 or sc.scope = 1))`;
}

/**
 * The visits of `visitors`' spans around the batch (`batchVisitSpans`), one row per (sign, scope,
 * visitor, visit): what the batch changes in them, and each visitor's latest visits after it.
 */
export function batchVisits(
  seq: RawBuilder<unknown>,
  after: number,
  end: number,
  visitors: readonly string[],
  byStag = false,
): RawBuilder<unknown> {
  // Per stag, each stag's events of a span are a subset of it: no event of theirs lies within
  // VISIT_IDLE_MS outside it either, so the same spans bound their visits' changes.
  const stag = byStag ? sql`${encodedValue('stag')} as stag, ` : sql``;
  return sql`${visitsOf(batchVisitSpans(seq, after, end, visitors), byStag)}
    select sign, scope, temp_player_id as v, ${stag}started, last, views, second_view from s`;
}
