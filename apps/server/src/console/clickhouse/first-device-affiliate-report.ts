import type { ClickHouseClient } from '@clickhouse/client';
import type { Kysely } from 'kysely';
import type {
  AffiliateMetrics,
  AffiliateReport,
  AffiliateReportRow,
  ReportDimension,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { AffiliateReportParams, AffiliateReportSource } from '../reports/affiliate-report-source.ts';
import { compareDimensions, type DimensionValues } from '../reports/dimension-order.ts';
import type { ReportDialect } from '../reports/report-dialects.ts';
import { toReportingMinor } from '../reports/reporting-rates.ts';
import { ADDITIVE_METRICS, withRatios, ZERO_METRICS } from '../reports/sql-affiliate-report.ts';
import type { ClickHouseAffiliateTraffic } from './clickhouse-affiliate-traffic.ts';
import { firstDevices } from './clickhouse-first-devices.ts';
import { playerMoneyRows, type PaymentRow, type RegistrationRow } from './player-money-rows.ts';

type Money = Pick<
  AffiliateMetrics,
  | 'registrations'
  | 'ftd_count'
  | 'ftd_amount'
  | 'depositing_players'
  | 'deposits_count'
  | 'deposits_amount'
  | 'cashouts_amount'
>;

/** Amounts are added per group and currency, then converted, as the SQL report converts them. */
interface MoneyGroup {
  readonly dims: DimensionValues;
  registrations: number;
  ftd_count: number;
  deposits_count: number;
  readonly depositors: Set<string>;
  readonly amounts: Map<string, { deposits: number; cashouts: number; ftd: number }>;
}

/**
 * The affiliate report where the events are on ClickHouse, players and money in the app's
 * database. Grouped without `device` it is the SQL report as is (visits from ClickHouse). Grouped
 * by `device`, that report would put every player and payment under no device, since it reads a
 * player's first device from the app's events table, empty here: so the SQL report is not run at
 * all. Visits and unique visitors come from `traffic` (the SQL report's own source on ClickHouse);
 * registrations and money are counted per player and put under the device of the player's
 * visitor's first event, looked up on ClickHouse; totals are made as the SQL report makes them
 * (additive metrics summed over the rows, distinct counts over the range). The SQL report grouped
 * by device was run for its traffic alone before: it read its money under no device, and its
 * totals converted every player's amounts at once, where SQLite adds the rows' (decision 084).
 */
export class FirstDeviceAffiliateReport implements AffiliateReportSource {
  readonly #report: AffiliateReportSource;
  readonly #traffic: ClickHouseAffiliateTraffic;
  readonly #db: Kysely<Database>;
  readonly #dialect: ReportDialect;
  readonly #client: ClickHouseClient;

  constructor(
    report: AffiliateReportSource,
    traffic: ClickHouseAffiliateTraffic,
    db: Kysely<Database>,
    dialect: ReportDialect,
    client: ClickHouseClient,
  ) {
    this.#report = report;
    this.#traffic = traffic;
    this.#db = db;
    this.#dialect = dialect;
    this.#client = client;
  }

  secondDeposits(
    params: Pick<AffiliateReportParams, 'from' | 'to' | 'stags'>,
  ): Promise<Map<string | null, number> | null> {
    return this.#report.secondDeposits?.(params) ?? Promise.resolve(null);
  }

  async run(params: AffiliateReportParams): Promise<AffiliateReport> {
    if (!params.groupBy.includes('device')) return this.#report.run(params);
    const groupBy = params.groupBy;
    // The app's rows first, alone: on SQLite the query holds the thread for seconds, and with
    // the traffic queries in flight meanwhile the bench's 90-day report failed twice with
    // "socket hang up" (cause not pinned down; not once since this order, decision 084).
    const moneyRows = await playerMoneyRows(this.#db, this.#dialect, params);
    const [traffic, money] = await Promise.all([
      this.#traffic.rows({
        from: params.from,
        to: params.to,
        groupBy,
        stags: params.stags,
        includeBots: params.includeBots === true,
        skipUniqueVisitors: params.skipUniqueVisitors === true,
      }),
      this.#money(params, moneyRows),
    ]);
    const keyOf = (dims: DimensionValues) =>
      JSON.stringify(groupBy.map((dimension) => dims[dimension] ?? null));
    const rows = new Map<
      string,
      { dims: DimensionValues; visits: number; unique_visitors: number; money: Money }
    >();
    for (const row of traffic.rows) {
      const dims = dimsOf(groupBy, row.dims);
      rows.set(keyOf(dims), {
        dims,
        visits: row.visits,
        unique_visitors: row.unique_visitors,
        money: NO_MONEY,
      });
    }
    for (const group of money) {
      const key = keyOf(group.dims);
      const found = rows.get(key) ?? { dims: group.dims, visits: 0, unique_visitors: 0, money: NO_MONEY };
      found.money = toMoney(group, params);
      rows.set(key, found);
    }
    const out: AffiliateReportRow[] = [...rows.values()]
      .filter((row) => row.visits !== 0 || row.unique_visitors !== 0 || hasMoney(row.money))
      .sort((a, b) => compareDimensions(groupBy, a.dims, b.dims))
      .map((row) => ({
        ...row.dims,
        ...withRatios({
          visits: row.visits,
          unique_visitors: row.unique_visitors,
          ...row.money,
          net_deposits: row.money.deposits_amount - row.money.cashouts_amount,
        }),
      }));
    // As the SQL report: additive metrics summed over the rows (amounts as converted per row),
    // distinct counts over the range (a player's deposits may fall in several rows, by day).
    const sums = { visits: 0, unique_visitors: traffic.uniqueVisitors, ...NO_MONEY, net_deposits: 0 };
    for (const row of out) {
      for (const metric of ADDITIVE_METRICS) sums[metric] += row[metric];
    }
    sums.depositing_players = new Set(money.flatMap((group) => [...group.depositors])).size;
    sums.net_deposits = sums.deposits_amount - sums.cashouts_amount;
    return {
      from: params.from,
      to: params.to,
      currency: params.currency,
      group_by: [...groupBy],
      rows: out,
      totals: withRatios(sums),
    };
  }

  /** Registrations and money per group, each player under their first device. */
  async #money(
    params: AffiliateReportParams,
    { registrations, payments }: Awaited<ReturnType<typeof playerMoneyRows>>,
  ): Promise<MoneyGroup[]> {
    const visitors = [...registrations, ...payments]
      .map((row) => row.temp_player_id)
      .filter((visitor): visitor is string => visitor !== null);
    const devices = await firstDevices(this.#client, visitors);
    const groups = new Map<string, MoneyGroup>();
    const groupOf = (row: RegistrationRow | PaymentRow): MoneyGroup => {
      const all: Record<ReportDimension, string | null> = {
        day: row.day,
        month: row.month,
        stag: row.stag,
        interlayer_id: row.interlayer_id,
        country: row.country,
        device: row.temp_player_id === null ? null : (devices.get(row.temp_player_id) ?? null),
      };
      const dims: DimensionValues = {};
      for (const dimension of params.groupBy) dims[dimension] = all[dimension];
      const key = JSON.stringify(params.groupBy.map((dimension) => dims[dimension] ?? null));
      let group = groups.get(key);
      if (group === undefined) {
        group = {
          dims,
          registrations: 0,
          ftd_count: 0,
          deposits_count: 0,
          depositors: new Set(),
          amounts: new Map(),
        };
        groups.set(key, group);
      }
      return group;
    };
    for (const row of registrations) groupOf(row).registrations += 1;
    for (const row of payments) {
      const group = groupOf(row);
      let amounts = group.amounts.get(row.currency);
      if (amounts === undefined) {
        amounts = { deposits: 0, cashouts: 0, ftd: 0 };
        group.amounts.set(row.currency, amounts);
      }
      if (row.action === 'cashout') {
        amounts.cashouts += Number(row.amount);
        continue;
      }
      group.deposits_count += Number(row.n);
      group.ftd_count += Number(row.ftd_n);
      group.depositors.add(row.player_id);
      amounts.deposits += Number(row.amount);
      amounts.ftd += Number(row.ftd_amount);
    }
    return [...groups.values()];
  }
}

function toMoney(group: MoneyGroup, params: AffiliateReportParams): Money {
  let deposits = 0;
  let cashouts = 0;
  let ftd = 0;
  for (const [currency, amounts] of group.amounts) {
    deposits += toReportingMinor(amounts.deposits, currency, params.currency);
    cashouts += toReportingMinor(amounts.cashouts, currency, params.currency);
    ftd += toReportingMinor(amounts.ftd, currency, params.currency);
  }
  return {
    registrations: group.registrations,
    ftd_count: group.ftd_count,
    ftd_amount: ftd,
    depositing_players: group.depositors.size,
    deposits_count: group.deposits_count,
    deposits_amount: deposits,
    cashouts_amount: cashouts,
  };
}

const { visits: _visits, unique_visitors: _visitors, net_deposits: _net, ...NO_MONEY } = ZERO_METRICS;

const hasMoney = (money: Money) => Object.values(money).some((value) => value !== 0);

function dimsOf(groupBy: readonly ReportDimension[], row: Record<string, string | null>): DimensionValues {
  const dims: DimensionValues = {};
  for (const dimension of groupBy) dims[dimension] = row[dimension] ?? null;
  return dims;
}
