import { MONEY_SUMS } from './money-sums.ts';

const SUMS = MONEY_SUMS.length;

/** A Float64Array of at least `size` numbers, the old one's kept. */
function grown(array: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const next = new Float64Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/** An Int32Array of at least `size` numbers, the old one's kept. */
function grownInts(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(size, array.length * 2));
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
  /**
   * Per group, its first accumulator + 1 (0: none), and per accumulator the group's next one + 1:
   * a group's few currencies as a chain in typed arrays, not an array or map per group.
   */
  #firstOf = new Int32Array(1024);
  #nextOf = new Int32Array(1024);

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
    if (group >= this.#firstOf.length) this.#firstOf = grownInts(this.#firstOf, group + 1);
    let last = -1;
    for (let at = (this.#firstOf[group] ?? 0) - 1; at >= 0; at = (this.#nextOf[at] ?? 0) - 1) {
      if (this.moneyCurrency[at] === currency) return at * SUMS;
      last = at;
    }
    const at = this.moneyCurrency.length;
    this.moneyCurrency.push(currency);
    if (at >= this.moneyGroup.length) {
      this.moneyGroup = grownInts(this.moneyGroup, at + 1);
      this.#nextOf = grownInts(this.#nextOf, at + 1);
    }
    this.moneyGroup[at] = group;
    if (last === -1) this.#firstOf[group] = at + 1;
    else this.#nextOf[last] = at + 1;
    this.money = grown(this.money, (at + 1) * SUMS);
    return at * SUMS;
  }
}
