/**
 * The event_ids queued most recently, up to `capacity` (oldest forgotten first): what lets the
 * sink answer a resent event as a duplicate without asking ClickHouse. Only the answer's counts
 * depend on it; an id it has forgotten is still dropped at delivery (lookup) and by the reports.
 */
export class RecentIds {
  readonly #ids = new Set<string>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  add(id: string): void {
    if (this.#ids.has(id)) return;
    this.#ids.add(id);
    if (this.#ids.size > this.#capacity) {
      // A Set iterates in insertion order: the first is the oldest.
      for (const oldest of this.#ids) {
        this.#ids.delete(oldest);
        break;
      }
    }
  }
}
