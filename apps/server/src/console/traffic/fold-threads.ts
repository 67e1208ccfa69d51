import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FoldedPeriod, FoldPart, FoldQuestions } from './traffic-fold.ts';
import {
  CLOSE_FOLD_THREAD,
  type FoldRead,
  type FoldReply,
  type FoldRequest,
  type FoldThreadSetup,
} from './fold-thread-protocol.ts';

const WORKER = new URL('./fold-worker.ts', import.meta.url);
/** The threads' name (in /proc/<pid>/task/<tid>/comm and in profiles). */
export const FOLD_THREAD_NAME = 'Dashboard folds';

type Answer = Exclude<FoldReply, { readonly error: unknown }>;

interface Waiting {
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
}

/**
 * Threads that fold selective dashboards' periods on SQLite (decision 124), each on a connection
 * of its own to `file`: started when first asked, at most one a core (two periods of one
 * dashboard fold at once), a request given to the thread with the fewest waiting. A thread that
 * stops fails what it held and is replaced at the next request; an idle thread never keeps the
 * process up.
 */
export class FoldThreads {
  readonly #setup: FoldThreadSetup;
  readonly #size: number;
  readonly #threads: Thread[] = [];
  #next = 0;
  #closed = false;

  constructor(file: string, size = Math.min(2, availableParallelism())) {
    this.#setup = { file };
    this.#size = Math.max(1, size);
  }

  /** How many threads fold at once: a period split for them is split in as many parts. */
  get size(): number {
    return this.#size;
  }

  /** The period folded from the events the reads give, in their order. */
  async fold(questions: FoldQuestions, reads: readonly FoldRead[]): Promise<FoldedPeriod> {
    const answer = await this.#ask(questions, reads, false);
    if (!('period' in answer)) throw new Error('A fold thread answered a period with a part');
    return answer.period;
  }

  /** Some of a period's reads folded as a part, for a fold of the whole to absorb (decision 125). */
  async foldPart(questions: FoldQuestions, reads: readonly FoldRead[]): Promise<FoldPart> {
    const answer = await this.#ask(questions, reads, true);
    if (!('part' in answer)) throw new Error('A fold thread answered a part with a period');
    return answer.part;
  }

  /** Ends every thread once it has answered what it was given. */
  async close(): Promise<void> {
    this.#closed = true;
    const threads = this.#threads.splice(0);
    await Promise.all(
      threads.map(({ worker }) => {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        // Whoever awaits the close waits for the exit (unref'd, a process with nothing else to
        // do would end with the close pending).
        worker.ref();
        worker.postMessage(CLOSE_FOLD_THREAD);
        return exited;
      }),
    );
  }

  #ask(questions: FoldQuestions, reads: readonly FoldRead[], part: boolean): Promise<Answer> {
    if (this.#closed) return Promise.reject(new Error('The dashboard fold threads are closed'));
    const thread = this.#thread();
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      // Held while it owes an answer (an awaited fold keeps a script up), let go when idle.
      if (thread.waiting.size === 0) thread.worker.ref();
      thread.waiting.set(id, { resolve, reject });
      const request: FoldRequest = { id, questions, reads, part };
      thread.worker.postMessage(request);
    });
  }

  /** An idle thread, else a new one while there are fewer than `size`, else the least busy. */
  #thread(): Thread {
    const idle = this.#threads.find((thread) => thread.waiting.size === 0);
    if (idle !== undefined) return idle;
    if (this.#threads.length < this.#size) return this.#start();
    return this.#threads.reduce((least, thread) =>
      thread.waiting.size < least.waiting.size ? thread : least,
    );
  }

  #start(): Thread {
    const worker = new Worker(WORKER, { workerData: this.#setup, name: FOLD_THREAD_NAME });
    worker.unref();
    const thread: Thread = { worker, waiting: new Map() };
    let failure: Error | undefined;
    worker.on('message', (reply: FoldReply) => {
      const waiting = thread.waiting.get(reply.id);
      if (waiting === undefined) return;
      thread.waiting.delete(reply.id);
      if (thread.waiting.size === 0) worker.unref();
      if (!('error' in reply)) {
        waiting.resolve(reply);
        return;
      }
      const error = new Error(reply.error.message);
      error.name = reply.error.name;
      waiting.reject(error);
    });
    worker.on('error', (error: Error) => {
      failure = error;
    });
    worker.on('exit', (code: number) => {
      const at = this.#threads.indexOf(thread);
      if (at >= 0) this.#threads.splice(at, 1);
      const error = failure ?? new Error(`A dashboard fold thread stopped (exit code ${code})`);
      for (const waiting of thread.waiting.values()) waiting.reject(error);
      thread.waiting.clear();
    });
    this.#threads.push(thread);
    return thread;
  }
}
