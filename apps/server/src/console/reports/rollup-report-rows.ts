import type { AffiliateReportRow, ReportDimension, ReportingCurrency } from '@playfront/contracts';
import type { GroupColumns } from '../rollups/group-columns.ts';
import { MONEY_SUMS } from '../rollups/money-sums.ts';
import { compareDimensions } from './dimension-order.ts';
import { ratio } from './report-ratio.ts';
import { toReportingMinor } from './reporting-rates.ts';

const SUMS = MONEY_SUMS.length;
const REGISTRATIONS = MONEY_SUMS.indexOf('registrations');
const DEPOSITS_COUNT = MONEY_SUMS.indexOf('deposits_count');
const DEPOSITS_AMOUNT = MONEY_SUMS.indexOf('deposits_amount');
const CASHOUTS_AMOUNT = MONEY_SUMS.indexOf('cashouts_amount');
const FTD_COUNT = MONEY_SUMS.indexOf('ftd_count');
const FTD_AMOUNT = MONEY_SUMS.indexOf('ftd_amount');

/** The converted money per group, in this order (6 numbers a group). */
const MONEY = 6;
const [REG, DEP_N, DEP_AMOUNT, CASHOUTS, FTD_N, FTD_AMOUNT_OUT] = [0, 1, 2, 3, 4, 5] as const;

/** Minor units of `from` in the report's currency; no currency (registrations alone): 0. */
const convert = (amount: number, from: string | null, currency: ReportingCurrency) =>
  from === null ? 0 : toReportingMinor(amount, from, currency);

/**
 * The affiliate report's rows from the rollups' columns (decision 076): money converted per group
 * and currency (as the raw queries round), a group kept when it has any activity (the rule the
 * merge by name applied: visits, unique visitors, depositors, registrations, deposits, cash-outs
 * or first deposits not 0), sorted by its dimension values, and named once here.
 */
export function rollupReportRows(
  groupBy: readonly ReportDimension[],
  dims: readonly Record<string, string | null>[],
  columns: GroupColumns,
  currency: ReportingCurrency,
): AffiliateReportRow[] {
  const count = dims.length;
  const active = new Uint8Array(count);
  const money = new Float64Array(count * MONEY);
  const sums = columns.money;
  for (let a = 0; a < columns.moneyCount; a += 1) {
    const group = columns.moneyGroup[a] ?? 0;
    const from = columns.moneyCurrency[a] ?? null;
    const at = a * SUMS;
    const to = group * MONEY;
    const registrations = sums[at + REGISTRATIONS] ?? 0;
    const deposits = sums[at + DEPOSITS_COUNT] ?? 0;
    const cashouts = sums[at + CASHOUTS_AMOUNT] ?? 0;
    const ftds = sums[at + FTD_COUNT] ?? 0;
    if (registrations !== 0) {
      money[to + REG] = (money[to + REG] ?? 0) + registrations;
      active[group] = 1;
    }
    if (deposits !== 0) {
      money[to + DEP_N] = (money[to + DEP_N] ?? 0) + deposits;
      money[to + DEP_AMOUNT] =
        (money[to + DEP_AMOUNT] ?? 0) + convert(sums[at + DEPOSITS_AMOUNT] ?? 0, from, currency);
      active[group] = 1;
    }
    if (cashouts !== 0) {
      money[to + CASHOUTS] = (money[to + CASHOUTS] ?? 0) + convert(cashouts, from, currency);
      active[group] = 1;
    }
    if (ftds !== 0) {
      money[to + FTD_N] = (money[to + FTD_N] ?? 0) + ftds;
      money[to + FTD_AMOUNT_OUT] =
        (money[to + FTD_AMOUNT_OUT] ?? 0) + convert(sums[at + FTD_AMOUNT] ?? 0, from, currency);
      active[group] = 1;
    }
  }
  const kept: number[] = [];
  for (let group = 0; group < count; group += 1) {
    if (
      active[group] === 1 ||
      (columns.visits[group] ?? 0) !== 0 ||
      (columns.uniqueVisitors[group] ?? 0) !== 0 ||
      (columns.depositingPlayers[group] ?? 0) !== 0
    ) {
      kept.push(group);
    }
  }
  return inReportOrder(groupBy, dims, kept).map((group) => {
    const values = dims[group] ?? {};
    const row: Partial<AffiliateReportRow> = {};
    for (const dimension of groupBy) row[dimension] = values[dimension] ?? null;
    const at = group * MONEY;
    const visits = columns.visits[group] ?? 0;
    const registrations = money[at + REG] ?? 0;
    const ftdCount = money[at + FTD_N] ?? 0;
    const depositsAmount = money[at + DEP_AMOUNT] ?? 0;
    const cashoutsAmount = money[at + CASHOUTS] ?? 0;
    row.visits = visits;
    row.unique_visitors = columns.uniqueVisitors[group] ?? 0;
    row.registrations = registrations;
    row.ftd_count = ftdCount;
    row.ftd_amount = money[at + FTD_AMOUNT_OUT] ?? 0;
    row.depositing_players = columns.depositingPlayers[group] ?? 0;
    row.deposits_count = money[at + DEP_N] ?? 0;
    row.deposits_amount = depositsAmount;
    row.cashouts_amount = cashoutsAmount;
    row.net_deposits = depositsAmount - cashoutsAmount;
    row.click_to_reg = ratio(registrations, visits);
    row.reg_to_ftd = ratio(ftdCount, registrations);
    return row as AffiliateReportRow;
  });
}

/**
 * The groups in the report's order (compareDimensions: by each dimension's value in turn, unknown
 * last): each dimension's distinct values are sorted once and the groups compared by rank (12,000
 * groups compared by their values' text was a third of naming them).
 */
function inReportOrder(
  groupBy: readonly ReportDimension[],
  dims: readonly Record<string, string | null>[],
  groups: readonly number[],
): number[] {
  const ranks = groupBy.map((dimension) => {
    const values = new Set<string>();
    for (const group of groups) {
      const value = dims[group]?.[dimension] ?? null;
      if (value !== null) values.add(value);
    }
    const order = new Map<string, number>();
    [...values]
      .sort((x, y) => compareDimensions([dimension], { [dimension]: x }, { [dimension]: y }))
      .forEach((value, i) => order.set(value, i));
    const rank = new Float64Array(groups.length);
    groups.forEach((group, i) => {
      const value = dims[group]?.[dimension] ?? null;
      rank[i] = value === null ? values.size : (order.get(value) ?? values.size);
    });
    return rank;
  });
  const positions = groups.map((_, i) => i);
  positions.sort((a, b) => {
    for (const rank of ranks) {
      const difference = (rank[a] ?? 0) - (rank[b] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return positions.map((i) => groups[i] ?? 0);
}
