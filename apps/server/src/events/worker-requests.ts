import { Worker } from 'node:worker_threads';
import { CLOSE_WRITER, type WriterReplies, type WriterReply } from './sqlite-writer-protocol.ts';

interface Waiting {
  readonly resolve: (reply: WriterReply) => void;
  readonly reject: (error: unknown) => void;
}

const isReply = (message: unknown): message is WriterReply =>
  typeof message === 'object' && message !== null && 'id' in message;

const isReplies = (message: unknown): message is WriterReplies =>
  typeof message === 'object' && message !== null && 'replies' in message;

/**
 * What a worker is sent: the requests of one turn of the main thread's event loop, in order, as
 * one message; or the order to close.
 */
export type WorkerInbox<Message> = readonly Message[] | typeof CLOSE_WRITER;

/**
 * The main thread's side of an events worker (decisions 067 and 069): each request carries an id
 * and is answered by the reply with that id (alone, or with others in one `replies` message);
 * anything else the worker sends is a notice. The requests of one turn cross as one message
 * (decision 109): a crossing costs the sending thread 35–90 µs whatever it carries, about as much
 * as parsing a 50-event body, and a busy collector asks about five times a turn. The worker
 * starts at once, and again at the next request after it stopped (it could not open its file, it
 * crashed): one that stops fails every request it held, so the collector answers 503 for a
 * moment rather than for good.
 */
export class WorkerRequests<Message, Notice = never> {
  readonly #url: URL;
  readonly #workerData: unknown;
  readonly #name: string;
  readonly #onNotice: (notice: Notice) => void;
  readonly #waiting = new Map<number, Waiting>();
  #worker: Worker | undefined;
  /** Requests of this turn, not sent yet (to `#worker`). */
  #outbox: Message[] = [];
  #next = 0;
  #closed = false;

  constructor(options: {
    readonly url: URL;
    readonly workerData: unknown;
    /** How errors name the worker ("The events writer"). */
    readonly name: string;
    readonly onNotice?: (notice: Notice) => void;
  }) {
    this.#url = options.url;
    this.#workerData = options.workerData;
    this.#name = options.name;
    this.#onNotice = options.onNotice ?? (() => {});
    this.#worker = this.#start();
  }

  /** Sends the request made with its id and answers the worker's reply to it. */
  ask(message: (id: number) => Message): Promise<WriterReply> {
    if (this.#closed) return Promise.reject(new Error(`${this.#name} is closed`));
    this.#worker ??= this.#start();
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#outbox.push(message(id));
      if (this.#outbox.length === 1) {
        setImmediate(() => {
          this.#flush();
        });
      }
    });
  }

  /** Lets the worker finish what it was given, close what it holds and end. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const worker = this.#worker;
    if (worker === undefined) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    this.#flush();
    worker.postMessage(CLOSE_WRITER);
    await exited;
  }

  #start(): Worker {
    // Named, so a profile or /proc/<pid>/task tells its CPU from the other threads'.
    const worker = new Worker(this.#url, { workerData: this.#workerData, name: this.#name });
    let failure: Error | undefined;
    worker.on('message', (message: unknown) => {
      // A worker's message is this protocol's by construction: a reply has an id, a notice none.
      if (isReply(message)) this.#settle(message);
      else if (isReplies(message)) for (const reply of message.replies) this.#settle(reply);
      else this.#onNotice(message as Notice);
    });
    worker.on('error', (error: Error) => {
      failure = error;
    });
    worker.on('exit', (code: number) => {
      if (this.#worker === worker) {
        this.#worker = undefined;
        // Failed below with the rest: never sent on to the next worker.
        this.#outbox = [];
      }
      const error = failure ?? new Error(`${this.#name} stopped (exit code ${code})`);
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    });
    return worker;
  }

  #flush(): void {
    if (this.#outbox.length === 0) return;
    const messages = this.#outbox;
    this.#outbox = [];
    this.#worker?.postMessage(messages);
  }

  #settle(reply: WriterReply): void {
    const waiting = this.#waiting.get(reply.id);
    if (waiting === undefined) return;
    this.#waiting.delete(reply.id);
    waiting.resolve(reply);
  }
}
