/**
 * One run at a time of work that brings derived rows up to what is stored (the rollups, the kept
 * first devices). A catch-up asked for while a run is under way waits for it and then for one
 * more, which every caller arriving meanwhile shares: the running one may have read its
 * high-water mark before their rows were stored. A background step runs only when nothing does.
 */
export class CatchUpRuns {
  readonly #catchUp: () => Promise<void>;
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  /** `catchUp`: the work that covers everything stored before it starts. */
  constructor(catchUp: () => Promise<void>) {
    this.#catchUp = catchUp;
  }

  /** Resolves once everything stored before the call is covered. */
  catchUp(): Promise<void> {
    if (this.#running === null) return this.#start(this.#catchUp);
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.catchUp();
      });
    return this.#queued;
  }

  /** Runs `step` unless a run is under way (then nothing). */
  async stepIfIdle(step: () => Promise<void>): Promise<void> {
    if (this.#running !== null) return;
    await this.#start(step);
  }

  /** True while a catch-up or a step runs. */
  get busy(): boolean {
    return this.#running !== null;
  }

  #start(work: () => Promise<void>): Promise<void> {
    const run = work().finally(() => {
      if (this.#running === run) this.#running = null;
    });
    this.#running = run;
    return run;
  }
}
