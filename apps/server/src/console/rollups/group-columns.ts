import { MONEY_SUMS } from './money-sums.ts';

const SUMS = MONEY_SUMS.length;

/** A Float64Array of at least `size` numbers, the old one's kept. */
function grown(array: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const next = new Float64Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * One report question's answer from the rollups, by group index (RollupGrouping's, shared by the
 * traffic and the money): counts per group in typed columns, money per (group, currency) in one
 * buffer of MONEY_SUMS.length sums each. The report names the groups once, at the end; nothing
 * between the rollups and the report's rows is an object per group (decision 076).
 */
export class GroupColumns {
  visits = new Float64Array(1024);
  uniqueVisitors = new Float64Array(1024);
  depositingPlayers = new Float64Array(1024);
  /** The distinct visitors and depositing players of every group together (the report's totals). */
  totalUniqueVisitors = 0;
  totalDepositingPlayers = 0;
  /** Per money accumulator: its group and currency (null: registrations without a payment). */
  moneyGroup = new Int32Array(1024);
  readonly moneyCurrency: (string | null)[] = [];
  /** MONEY_SUMS.length sums per accumulator, in MONEY_SUMS order. */
  money = new Float64Array(1024 * SUMS);
  /** Per group, its accumulator per currency (few currencies: a short list, not a map). */
  readonly #accumulators: (number[] | undefined)[] = [];

  /** Makes room for groups 0 .. count - 1 (call as the grouping grows, before adding). */
  ensureGroups(count: number): void {
    if (count <= this.visits.length) return;
    this.visits = grown(this.visits, count);
    this.uniqueVisitors = grown(this.uniqueVisitors, count);
    this.depositingPlayers = grown(this.depositingPlayers, count);
  }

  get moneyCount(): number {
    return this.moneyCurrency.length;
  }

  /** The offset in `money` of the group's accumulator for the currency, made on first use. */
  accumulator(group: number, currency: string | null): number {
    let list = this.#accumulators[group];
    if (list === undefined) {
      list = [];
      this.#accumulators[group] = list;
    }
    for (const at of list) if (this.moneyCurrency[at] === currency) return at * SUMS;
    const at = this.moneyCurrency.length;
    this.moneyCurrency.push(currency);
    list.push(at);
    if (at >= this.moneyGroup.length) {
      const groups = new Int32Array(this.moneyGroup.length * 2);
      groups.set(this.moneyGroup);
      this.moneyGroup = groups;
    }
    this.moneyGroup[at] = group;
    this.money = grown(this.money, (at + 1) * SUMS);
    return at * SUMS;
  }
}
