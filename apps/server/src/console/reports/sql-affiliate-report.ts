import { sql, type Kysely, type RawBuilder } from 'kysely';
import { VISIT_IDLE_MS, DAY_MS } from '@playfront/contracts';
import type {
  AffiliateMetrics,
  AffiliateReport,
  AffiliateReportRow,
  ReportDimension,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { RollupTraffic } from '../rollups/rollup-traffic.ts';
import { compareDimensions } from './dimension-order.ts';
import type { EventsTraffic } from './events-traffic.ts';
import type { RollupQuery } from '../rollups/rollup-traffic.ts';
import type { AffiliateReportParams, AffiliateReportSource } from './affiliate-report-source.ts';
import { PLAYER_FIRST_DEVICE } from '../rollups/player-first-device.ts';
import type { ReportDialect } from './report-dialects.ts';
import { ratio } from './report-ratio.ts';
import { toReportingMinor } from './reporting-rates.ts';
import { rollupReportRows } from './rollup-report-rows.ts';

/** A report's question as the rollups' traffic reads it. */
const rollupQuery = (params: AffiliateReportParams, groupBy: readonly ReportDimension[]): RollupQuery => ({
  from: params.from,
  to: params.to,
  groupBy,
  stags: params.stags,
  includeBots: params.includeBots === true,
  skipUniqueVisitors: params.skipUniqueVisitors === true,
});

type Dimensions = Record<ReportDimension, RawBuilder<unknown>>;
type CountMetric = Exclude<keyof AffiliateMetrics, 'click_to_reg' | 'reg_to_ftd'>;
/** One grouped answer: the dimension values, then numbers (PostgreSQL sums arrive as strings). */
type SqlRow = Record<string, string | number | null>;

/** Every counted metric at zero (a group or the totals before any row). */
export const ZERO_METRICS: Omit<AffiliateMetrics, 'click_to_reg' | 'reg_to_ftd'> = {
  visits: 0,
  unique_visitors: 0,
  registrations: 0,
  ftd_count: 0,
  ftd_amount: 0,
  depositing_players: 0,
  deposits_count: 0,
  deposits_amount: 0,
  cashouts_amount: 0,
  net_deposits: 0,
};

/** Metrics that sum across rows; the rest are distinct counts or derived. */
export const ADDITIVE_METRICS = [
  'visits',
  'registrations',
  'ftd_count',
  'ftd_amount',
  'deposits_count',
  'deposits_amount',
  'cashouts_amount',
] as const satisfies readonly CountMetric[];

/**
 * The affiliate report in SQL that SQLite and PostgreSQL both run (window functions, CTEs); only
 * the date functions differ (ReportDialect). Each metric family is one grouped query; the rows
 * are merged by their dimension values, and money is converted per currency before it is added.
 */
export class SqlAffiliateReport implements AffiliateReportSource {
  readonly #db: Kysely<Database>;
  readonly #dialect: ReportDialect;
  readonly #rollups: RollupTraffic<Database> | undefined;
  readonly #traffic: EventsTraffic | undefined;

  /**
   * `rollups`: registrations and money (and, unless `traffic` is given, visits and unique
   * visitors) when they cover the question; `traffic`: where visits and unique visitors come from
   * when the events are not in this database (ClickHouse).
   */
  constructor(
    db: Kysely<Database>,
    dialect: ReportDialect,
    rollups?: RollupTraffic<Database>,
    traffic: EventsTraffic | undefined = rollups,
  ) {
    this.#db = db;
    this.#dialect = dialect;
    this.#rollups = rollups;
    this.#traffic = traffic;
  }

  async run(params: AffiliateReportParams): Promise<AffiliateReport> {
    await this.#rollups?.catchUp();
    const { rows, distinct: counted } = await this.#grouped(params, params.groupBy);
    // Counts and amounts add up across rows (each visit, player or payment is in exactly one);
    // distinct counts do not, so they are counted again over the whole range (the rollups count
    // them in the same pass).
    const distinct = counted ?? (await this.#grouped(params, [], false)).rows[0];
    const sums = { ...ZERO_METRICS };
    for (const row of rows) {
      for (const metric of ADDITIVE_METRICS) sums[metric] += row[metric];
    }
    const totals = withRatios({
      ...sums,
      unique_visitors: distinct?.unique_visitors ?? 0,
      depositing_players: distinct?.depositing_players ?? 0,
      net_deposits: sums.deposits_amount - sums.cashouts_amount,
    });
    return {
      from: params.from,
      to: params.to,
      currency: params.currency,
      group_by: [...params.groupBy],
      rows,
      totals,
    };
  }

  async secondDeposits(
    params: Pick<AffiliateReportParams, 'from' | 'to' | 'stags'>,
  ): Promise<Map<string | null, number> | null> {
    if (this.#rollups === undefined) return null;
    await this.#rollups.catchUp();
    const money = await this.#rollups.money({ ...params, groupBy: ['stag'], includeBots: false });
    if (money === null) return null;
    const seconds = new Map<string | null, number>();
    for (const row of money.rows) {
      let n = 0;
      for (const sums of row.byCurrency.values()) n += sums.second_deposits;
      if (n !== 0) seconds.set(row.dims.stag ?? null, (seconds.get(row.dims.stag ?? null) ?? 0) + n);
    }
    return seconds;
  }

  /**
   * `additive: false` runs only the distinct counts (the totals' own; the rest sum from rows).
   * `distinct`: the range's distinct counts, when the rollups answered both (else null).
   */
  async #grouped(
    params: AffiliateReportParams,
    groupBy: readonly ReportDimension[],
    additive = true,
  ): Promise<{
    rows: AffiliateReportRow[];
    distinct: Pick<AffiliateMetrics, 'unique_visitors' | 'depositing_players'> | null;
  }> {
    // Traffic and money both from the rollups: one grouping, merged by group index (decision 076).
    if (this.#rollups !== undefined && this.#traffic === this.#rollups && additive) {
      const answer = await this.#rollups.columns(rollupQuery(params, groupBy));
      if (answer !== null) {
        const { grouping, columns } = answer;
        return {
          rows: rollupReportRows(groupBy, grouping.dims, columns, params.currency),
          distinct: {
            unique_visitors: columns.totalUniqueVisitors,
            depositing_players: columns.totalDepositingPlayers,
          },
        };
      }
    }
    const from = Date.parse(`${params.from}T00:00:00Z`);
    const to = Date.parse(`${params.to}T00:00:00Z`) + DAY_MS;
    const merged = new Map<
      string,
      { dims: Partial<Record<ReportDimension, string | null>>; metrics: typeof ZERO_METRICS }
    >();
    // A rollup group's row object comes back for each of its metrics: its entry is remembered.
    const entries = new WeakMap<SqlRow, { metrics: typeof ZERO_METRICS }>();
    const add = (row: SqlRow, metric: CountMetric, value: number) => {
      const known = entries.get(row);
      if (known !== undefined) {
        known.metrics[metric] += value;
        return;
      }
      const dims: Partial<Record<ReportDimension, string | null>> = {};
      for (const dimension of groupBy) {
        const raw = row[dimension];
        dims[dimension] = raw === null || raw === undefined ? null : String(raw);
      }
      const key = JSON.stringify(groupBy.map((d) => dims[d] ?? null));
      let entry = merged.get(key);
      if (entry === undefined) {
        entry = { dims, metrics: { ...ZERO_METRICS } };
        merged.set(key, entry);
      }
      entries.set(row, entry);
      entry.metrics[metric] += value;
    };

    const stagFilter = (column: RawBuilder<unknown>): RawBuilder<unknown> => {
      if (params.stags === null) return sql`1 = 1`;
      if (params.stags.length === 0) return sql`1 = 0`;
      return sql`${column} in (${sql.join(params.stags.map((stag) => sql`${stag}`))})`;
    };

    // Bots' events are stored flagged (events/bot-flag.ts) and counted only when asked for.
    const humans = params.includeBots ? sql`1 = 1` : sql`bot = 0`;

    // Traffic: the visitor's events, by the event's own attribution, IP country and device.
    const events = this.#dimensions({
      time: sql.ref('e.timestamp'),
      stag: sql.ref('e.stag'),
      interlayer: sql.ref('e.interlayer_id'),
      country: sql.ref('e.ip_country'),
      device: sql.ref('e.device'),
    });
    const rolledUp =
      this.#traffic === undefined ? null : await this.#traffic.rows(rollupQuery(params, groupBy));
    if (rolledUp !== null) {
      for (const row of rolledUp.rows) {
        if (additive && row.visits !== 0) add(row.dims, 'visits', row.visits);
        if (row.unique_visitors !== 0) add(row.dims, 'unique_visitors', row.unique_visitors);
      }
    }

    if (additive && rolledUp === null) {
      const visits = await sql<SqlRow>`
      with ev as (
        select temp_player_id, timestamp, stag, interlayer_id, ip_country, device,
          lag(timestamp) over (partition by temp_player_id order by timestamp, event_id) as previous
        from analytics_events
        where temp_player_id is not null and timestamp >= ${from - VISIT_IDLE_MS} and timestamp < ${to}
          and ${humans}
      )
      select ${this.#select(events, groupBy)} count(*) as n
      from ev e
      where e.timestamp >= ${from}
        and (e.previous is null or e.timestamp - e.previous > ${VISIT_IDLE_MS})
        and ${stagFilter(sql.ref('e.stag'))}
      ${this.#groupBy(groupBy)}`.execute(this.#db);
      for (const row of visits.rows) add(row, 'visits', Number(row.n));
    }

    if (rolledUp === null) {
      const visitors = await sql<SqlRow>`
      select ${this.#select(events, groupBy)} count(distinct e.temp_player_id) as n
      from analytics_events e
      where e.temp_player_id is not null and e.timestamp >= ${from} and e.timestamp < ${to}
        and ${humans} and ${stagFilter(sql.ref('e.stag'))}
      ${this.#groupBy(groupBy)}`.execute(this.#db);
      for (const row of visitors.rows) add(row, 'unique_visitors', Number(row.n));
    }

    const money =
      this.#rollups === undefined
        ? null
        : await this.#rollups.money({
            from: params.from,
            to: params.to,
            groupBy,
            stags: params.stags,
            includeBots: false,
          });
    if (money !== null) {
      for (const row of money.rows) {
        if (row.depositing_players !== 0) add(row.dims, 'depositing_players', row.depositing_players);
        if (!additive) continue;
        // Converted per group and currency, as the raw queries do (rounding happens there).
        for (const [currency, sums] of row.byCurrency) {
          const convert = (amount: number) =>
            currency === null ? 0 : toReportingMinor(amount, currency, params.currency);
          if (sums.registrations !== 0) add(row.dims, 'registrations', sums.registrations);
          if (sums.deposits_count !== 0) {
            add(row.dims, 'deposits_count', sums.deposits_count);
            add(row.dims, 'deposits_amount', convert(sums.deposits_amount));
          }
          if (sums.cashouts_amount !== 0) add(row.dims, 'cashouts_amount', convert(sums.cashouts_amount));
          if (sums.ftd_count !== 0) {
            add(row.dims, 'ftd_count', sums.ftd_count);
            add(row.dims, 'ftd_amount', convert(sums.ftd_amount));
          }
        }
      }
    } else {
      await this.#rawMoney(params, groupBy, additive, add, stagFilter, from, to);
    }

    const grouped = [...merged.values()]
      .sort((a, b) => compareDimensions(groupBy, a.dims, b.dims))
      .map(({ dims, metrics }) => ({
        ...dims,
        ...withRatios({ ...metrics, net_deposits: metrics.deposits_amount - metrics.cashouts_amount }),
      }));
    return {
      rows: grouped,
      distinct:
        rolledUp === null || money === null
          ? null
          : { unique_visitors: rolledUp.uniqueVisitors, depositing_players: money.depositingPlayers },
    };
  }

  /** Registrations and money from the ledger itself (no rollup subset covers the question). */
  async #rawMoney(
    params: AffiliateReportParams,
    groupBy: readonly ReportDimension[],
    additive: boolean,
    add: (row: SqlRow, metric: CountMetric, value: number) => void,
    stagFilter: (column: RawBuilder<unknown>) => RawBuilder<unknown>,
    from: number,
    to: number,
  ): Promise<void> {
    // Players and money: by the player's first-touch attribution, country and first device.
    const playersAt = (time: RawBuilder<unknown>) =>
      this.#dimensions({
        time,
        stag: sql.ref('a.stag'),
        interlayer: sql.ref('a.interlayer_id'),
        country: sql.ref('p.country'),
        device: PLAYER_FIRST_DEVICE,
      });

    if (additive) {
      const registrations = await sql<SqlRow>`
      select ${this.#select(playersAt(sql.ref('p.created_at')), groupBy)} count(*) as n
      from players p left join player_attribution a on a.player_id = p.id
      where p.created_at >= ${from} and p.created_at < ${to} and ${stagFilter(sql.ref('a.stag'))}
      ${this.#groupBy(groupBy)}`.execute(this.#db);
      for (const row of registrations.rows) add(row, 'registrations', Number(row.n));
    }

    // Approved payments of the range summed per player, action and currency (and day, when grouped
    // by time) before a player's dimensions are read: once per sum instead of once per payment and
    // query (at 10M events, 90 days grouped by country and device: 149,505 payments, 71,899 sums).
    // A deposit is the player's first when no approved deposit came before it (by time, then id).
    const byTime = groupBy.includes('day') || groupBy.includes('month');
    const at = byTime ? sql`(t.created_at / ${sql.lit(DAY_MS)}) * ${sql.lit(DAY_MS)}` : sql`0`;
    const perPlayer = sql`
      select player_id, action, currency, at, count(*) as n, sum(amount) as amount,
        sum(first) as ftd_n, sum(first * amount) as ftd_amount
      from (
        select t.player_id as player_id, t.action as action, t.currency as currency, ${at} as at,
          t.amount as amount, case when t.action = 'deposit' and not exists (
            select 1 from transactions e
            where e.player_id = t.player_id and e.action = 'deposit' and e.status = 'approved'
              and (e.created_at < t.created_at or (e.created_at = t.created_at and e.id < t.id))
          ) then 1 else 0 end as first
        from transactions t
        where t.status = 'approved' and t.action in ('deposit', 'cashout')
          and t.created_at >= ${from} and t.created_at < ${to}
      ) payments
      group by player_id, action, currency, at`;
    const money = playersAt(sql.ref('g.at'));
    const ofPlayers = sql`
      join players p on p.id = g.player_id
      left join player_attribution a on a.player_id = g.player_id
      where ${stagFilter(sql.ref('a.stag'))}`;

    if (additive) {
      const sums = await sql<SqlRow>`
      select ${this.#select(money, groupBy)} g.action as action, g.currency as currency,
        sum(g.n) as n, sum(g.amount) as amount, sum(g.ftd_n) as ftd_n, sum(g.ftd_amount) as ftd_amount
      from (${perPlayer}) g
      ${ofPlayers}
      ${this.#groupBy(groupBy, 'action', 'currency')}`.execute(this.#db);
      for (const row of sums.rows) {
        // Converted per group and currency, as before the sums were per player.
        const convert = (amount: unknown) =>
          toReportingMinor(Number(amount), String(row.currency), params.currency);
        if (row.action === 'cashout') {
          add(row, 'cashouts_amount', convert(row.amount));
          continue;
        }
        add(row, 'deposits_count', Number(row.n));
        add(row, 'deposits_amount', convert(row.amount));
        if (Number(row.ftd_n) > 0) {
          add(row, 'ftd_count', Number(row.ftd_n));
          add(row, 'ftd_amount', convert(row.ftd_amount));
        }
      }
    }

    const depositors = await sql<SqlRow>`
      select ${this.#select(money, groupBy)} count(distinct g.player_id) as n
      from (select t.player_id as player_id, ${at} as at from transactions t
        where t.action = 'deposit' and t.status = 'approved'
          and t.created_at >= ${from} and t.created_at < ${to}
        group by 1, 2) g
      ${ofPlayers}
      ${this.#groupBy(groupBy)}`.execute(this.#db);
    for (const row of depositors.rows) add(row, 'depositing_players', Number(row.n));
  }

  #dimensions(columns: {
    time: RawBuilder<unknown>;
    stag: RawBuilder<unknown>;
    interlayer: RawBuilder<unknown>;
    country: RawBuilder<unknown>;
    device: RawBuilder<unknown>;
  }): Dimensions {
    return {
      day: this.#dialect.day(columns.time),
      month: this.#dialect.month(columns.time),
      stag: columns.stag,
      interlayer_id: columns.interlayer,
      country: columns.country,
      device: columns.device,
    };
  }

  /** `expr as "dimension", …` with a trailing comma, or nothing when not grouping. */
  #select(dimensions: Dimensions, groupBy: readonly ReportDimension[]): RawBuilder<unknown> {
    if (groupBy.length === 0) return sql``;
    return sql`${sql.join(groupBy.map((d) => sql`${dimensions[d]} as ${sql.ref(d)}`))},`;
  }

  /** Positional `group by 1, 2, …` over the dimensions and the `extra` columns selected after them. */
  #groupBy(groupBy: readonly ReportDimension[], ...extra: ('action' | 'currency')[]): RawBuilder<unknown> {
    const count = groupBy.length + extra.length;
    if (count === 0) return sql``;
    return sql`group by ${sql.raw(Array.from({ length: count }, (_, i) => String(i + 1)).join(', '))}`;
  }
}

/** A row's or the totals' ratios from its counts. */
export function withRatios(metrics: Omit<AffiliateMetrics, 'click_to_reg' | 'reg_to_ftd'>): AffiliateMetrics {
  return {
    ...metrics,
    click_to_reg: ratio(metrics.registrations, metrics.visits),
    reg_to_ftd: ratio(metrics.ftd_count, metrics.registrations),
  };
}
