import { Worker } from 'node:worker_threads';
import type { PageRequest } from '../check-events.ts';
import type { WriteResult } from '../events-sink.ts';
import { EventsBusyError } from '../events-storage-error.ts';
import type { IntakeWriter } from '../sqlite-events-intake.ts';
import type { BodyCheck } from '../sqlite-events-writer.ts';
import { CLOSE_WRITER } from '../sqlite-writer-protocol.ts';
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type { IntakeMessage, IntakeReply, IntakeSetup } from './intake-protocol.ts';

const WORKER = new URL('./clickhouse-intake-worker.ts', import.meta.url);

interface Waiting {
  readonly resolve: (reply: IntakeReply) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The collector's ClickHouse path off the main thread (decision 069): a worker reads each body
 * (`checkBody`, as on SQLite, decision 067), holds the rows, and on commit appends them to the
 * disk queue of the ClickHouse sink it runs, which delivers them to ClickHouse. The main thread
 * copies the body's text across and gets a summary back. A worker that stops fails what it
 * held (503); the next request starts another, which takes over the queue left on disk.
 */
export class ClickHouseIntakeWriter implements IntakeWriter {
  readonly #setup: IntakeSetup;
  readonly #onDeliveryError: (message: string) => void;
  readonly #waiting = new Map<number, Waiting>();
  #worker: Worker | undefined;
  #next = 0;
  #closed = false;
  #busy = false;

  constructor(
    settings: ClickHouseSettings,
    options: {
      readonly maxPendingEvents?: number;
      readonly onDeliveryError?: (message: string) => void;
    } = {},
  ) {
    this.#setup = { settings, maxPendingEvents: options.maxPendingEvents };
    this.#onDeliveryError = options.onDeliveryError ?? (() => {});
    this.#worker = this.#start();
  }

  get busy(): boolean {
    return this.#busy;
  }

  async checkBody(text: string, receivedAt: number, page: PageRequest | undefined): Promise<BodyCheck> {
    const reply = await this.#ask((id) => ({ type: 'check', id, text, receivedAt, page }));
    if ('refused' in reply) return { refused: reply.refused };
    if ('checked' in reply) return { batch: reply.id, ...reply.checked };
    throw new Error('The ClickHouse intake answered a check with something else');
  }

  async commitBatches(batches: readonly number[]): Promise<readonly WriteResult[]> {
    const reply = await this.#ask((id) => ({ type: 'commit', id, batches }));
    if ('results' in reply) return reply.results;
    if ('error' in reply) {
      const error = new Error(reply.error.message);
      error.name = reply.error.name;
      // The sink's own refusal for load: the collector answers 503 EVENTS_BUSY.
      if (reply.error.name === 'EventsBusyError')
        throw new EventsBusyError(reply.error.message, { cause: error });
      throw error;
    }
    throw new Error('The ClickHouse intake answered a commit with something else');
  }

  dropBatch(batch: number): void {
    this.#worker?.postMessage({ type: 'drop', batch } satisfies IntakeMessage);
  }

  /** Lets the worker store what it was given, close its sink (the queue stays on disk) and end. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = this.#worker;
    if (worker === undefined) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage(CLOSE_WRITER satisfies IntakeMessage);
    await exited;
  }

  #ask(message: (id: number) => IntakeMessage): Promise<IntakeReply> {
    if (this.#closed) return Promise.reject(new Error('The ClickHouse intake is closed'));
    const worker = (this.#worker ??= this.#start());
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage(message(id));
    });
  }

  #start(): Worker {
    const worker = new Worker(WORKER, { workerData: this.#setup });
    let failure: Error | undefined;
    worker.on('message', (reply: IntakeReply) => {
      if ('busy' in reply) this.#busy = reply.busy;
      else if ('deliveryError' in reply) this.#onDeliveryError(reply.deliveryError);
      else this.#settle(reply);
    });
    worker.on('error', (error: Error) => {
      failure = error;
    });
    worker.on('exit', (code: number) => {
      if (this.#worker === worker) this.#worker = undefined;
      const error = failure ?? new Error(`The ClickHouse intake stopped (exit code ${code})`);
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    });
    return worker;
  }

  #settle(reply: IntakeReply): void {
    if (!('id' in reply)) return;
    const waiting = this.#waiting.get(reply.id);
    if (waiting === undefined) return;
    this.#waiting.delete(reply.id);
    waiting.resolve(reply);
  }
}
