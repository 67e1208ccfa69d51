/**
 * Distinct members (visitors, players: small integers) per group, fed bucket by bucket (a day, a
 * month, or one bucket for the range): a group of one bucket is never a group of another. The
 * first group a member is seen in within the bucket is kept in arrays, any further one in a set
 * (few: a visitor with several stags or countries), so a pair costs two array reads.
 */
export class DistinctCounter {
  #firstGroup: Int32Array;
  #firstBucket: Int32Array;
  #further = new Set<number>();
  #bucket = 0;

  /** `size`: one more than the largest member. */
  constructor(size: number) {
    this.#firstGroup = new Int32Array(size);
    this.#firstBucket = new Int32Array(size);
  }

  /**
   * Starts a new count for members below `size`, keeping the arrays (megabytes for a million
   * visitors): bucket numbers only grow, so what an earlier count marked is not seen.
   */
  reset(size: number): void {
    if (size > this.#firstBucket.length) {
      this.#firstGroup = new Int32Array(size);
      this.#firstBucket = new Int32Array(size);
    }
    this.nextBucket();
  }

  nextBucket(): void {
    this.#bucket += 1;
    this.#further = new Set();
  }

  /** True when the member is new to the group (count it). */
  add(member: number, group: number): boolean {
    if (this.#firstBucket[member] !== this.#bucket) {
      this.#firstBucket[member] = this.#bucket;
      this.#firstGroup[member] = group;
      return true;
    }
    if (this.#firstGroup[member] === group) return false;
    const pair = member * 2_097_152 + group;
    if (this.#further.has(pair)) return false;
    this.#further.add(pair);
    return true;
  }
}
