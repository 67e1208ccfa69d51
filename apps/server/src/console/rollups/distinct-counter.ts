/**
 * Distinct members (visitors, players: small integers) per group, fed bucket by bucket (a day, a
 * month, or one bucket for the range): a group of one bucket is never a group of another. The
 * first group a member is seen in within the bucket is kept in one array (bucket and group side by
 * side: one cache line per member, the loop is memory-bound at a million visitors), any further
 * one in a set (few: a visitor with several stags or countries).
 */
export class DistinctCounter {
  #first: Int32Array;
  #further = new Set<number>();
  #bucket = 0;

  /** `size`: one more than the largest member. */
  constructor(size: number) {
    this.#first = new Int32Array(size * 2);
  }

  /**
   * Starts a new count for members below `size`, keeping the array (megabytes for a million
   * visitors): bucket numbers only grow, so what an earlier count marked is not seen.
   */
  reset(size: number): void {
    if (size * 2 > this.#first.length) this.#first = new Int32Array(size * 2);
    this.nextBucket();
  }

  nextBucket(): void {
    this.#bucket += 1;
    this.#further = new Set();
  }

  /** True when the member is new to the group (count it). */
  add(member: number, group: number): boolean {
    const first = this.#first;
    const at = member * 2;
    if (first[at] !== this.#bucket) {
      first[at] = this.#bucket;
      first[at + 1] = group;
      return true;
    }
    if (first[at + 1] === group) return false;
    const pair = member * 2_097_152 + group;
    if (this.#further.has(pair)) return false;
    this.#further.add(pair);
    return true;
  }
}

/** Distinct members over a whole count (one group): a stamp per member. */
export class SeenOnce {
  #stamps: Int32Array;
  #count = 0;

  constructor(size: number) {
    this.#stamps = new Int32Array(size);
  }

  /** Starts a new count for members below `size`, keeping the array. */
  reset(size: number): void {
    if (size > this.#stamps.length) this.#stamps = new Int32Array(size);
    this.#count += 1;
  }

  /** True the first time the member is seen in this count. */
  add(member: number): boolean {
    if (this.#stamps[member] === this.#count) return false;
    this.#stamps[member] = this.#count;
    return true;
  }
}
