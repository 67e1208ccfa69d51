export interface GroupCommitOptions<Item, Result> {
  /**
   * Stores the items of several submissions in one transaction and returns one result per
   * submission, in order. Throwing (or rejecting) fails every submission of the group.
   */
  readonly commit: (groups: readonly (readonly Item[])[]) => Promise<readonly Result[]>;
  /** Most items one commit takes; a submission is never split, so one may exceed it alone. */
  readonly maxItemsPerCommit: number;
  /**
   * Commits that may run at once (default 1). One suits SQLite's single writer; a client-server
   * database overlaps the round trips and fsyncs of a few.
   */
  readonly maxConcurrentCommits?: number;
  /**
   * Most items waiting for a commit (not counting the commits running); a submission that would
   * go past it is refused with `GroupCommitFullError`, whole. Unbounded by default.
   */
  readonly maxPendingItems?: number;
}

interface Ticket<Item, Result> {
  readonly items: readonly Item[];
  /** What the items count for against the limits: their number, unless the submitter says. */
  readonly size: number;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

/** Thrown to submitters after `close()`. */
export class GroupCommitClosedError extends Error {
  override readonly name = 'GroupCommitClosedError';
}

/** Thrown to a submitter when its items would take the queue past `maxPendingItems`. */
export class GroupCommitFullError extends Error {
  override readonly name = 'GroupCommitFullError';
}

/**
 * Group commit: submissions that arrive in the same turn of the event loop, or while the
 * commits allowed are all running, wait and are then stored together by the next commit.
 * Each submitter's promise settles after the commit that holds its items, so every caller
 * still gets a durable answer while the database sees one transaction (and one fsync) for
 * many callers. The busier the server, the larger the groups.
 */
export class GroupCommit<Item, Result> {
  readonly #commit: GroupCommitOptions<Item, Result>['commit'];
  readonly #maxItemsPerCommit: number;
  readonly #maxConcurrentCommits: number;
  readonly #maxPendingItems: number;
  #pending: Ticket<Item, Result>[] = [];
  #pendingItems = 0;
  #scheduled = false;
  #running = 0;
  #closed = false;
  #idleWaiters: (() => void)[] = [];

  constructor(options: GroupCommitOptions<Item, Result>) {
    this.#commit = options.commit;
    this.#maxItemsPerCommit = options.maxItemsPerCommit;
    this.#maxConcurrentCommits = options.maxConcurrentCommits ?? 1;
    this.#maxPendingItems = options.maxPendingItems ?? Number.POSITIVE_INFINITY;
  }

  /** True when nothing more can wait: a new submission would be refused whatever its size. */
  get full(): boolean {
    return this.#pendingItems >= this.#maxPendingItems;
  }

  /**
   * `size`: what the submission counts for against `maxItemsPerCommit` and `maxPendingItems`
   * (by default its number of items; a handle standing for many rows says how many).
   */
  submit(items: readonly Item[], size = items.length): Promise<Result> {
    if (this.#closed) return Promise.reject(new GroupCommitClosedError('The group commit is closed'));
    if (this.#pendingItems + size > this.#maxPendingItems) {
      return Promise.reject(new GroupCommitFullError('Too many items are waiting for a commit'));
    }
    return new Promise<Result>((resolve, reject) => {
      this.#pending.push({ items, size, resolve, reject });
      this.#pendingItems += size;
      this.#schedule();
    });
  }

  /** Commits what is pending, waits for the commits running, and refuses later submissions. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#start();
    if (this.#running > 0 || this.#pending.length > 0) {
      await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
    }
  }

  #schedule(): void {
    // With every commit slot busy, a finishing commit picks the ticket up. Otherwise wait for
    // the end of this turn of the event loop, so the requests parsed in it share one commit.
    if (this.#running >= this.#maxConcurrentCommits || this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    while (this.#pending.length > 0 && this.#running < this.#maxConcurrentCommits) {
      this.#running += 1;
      void this.#run(this.#take());
    }
  }

  async #run(group: Ticket<Item, Result>[]): Promise<void> {
    try {
      const results = await this.#commit(group.map((ticket) => ticket.items));
      group.forEach((ticket, index) => {
        const result = results[index];
        if (result === undefined) ticket.reject(new Error('The commit returned no result for a submission'));
        else ticket.resolve(result);
      });
    } catch (error) {
      for (const ticket of group) ticket.reject(error);
    }
    this.#running -= 1;
    if (this.#running === 0 && this.#pending.length === 0) {
      for (const wake of this.#idleWaiters.splice(0)) wake();
      return;
    }
    // What arrived during the commit goes next, after a turn of the event loop: a backlog must
    // not chain commits through microtasks alone, or requests waiting on I/O (payments) stall.
    setImmediate(() => {
      this.#start();
    });
  }

  /** Whole tickets in arrival order, up to the item limit (always at least one). */
  #take(): Ticket<Item, Result>[] {
    let count = 0;
    let end = 0;
    for (const ticket of this.#pending) {
      if (end > 0 && count + ticket.size > this.#maxItemsPerCommit) break;
      count += ticket.size;
      end += 1;
    }
    const taken = this.#pending.splice(0, end);
    this.#pendingItems -= count;
    return taken;
  }
}
