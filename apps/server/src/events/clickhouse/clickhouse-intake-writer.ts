import type { PageRequest } from '../check-events.ts';
import type { WriteResult } from '../events-sink.ts';
import { EventsBusyError } from '../events-storage-error.ts';
import type { IntakeWriter } from '../sqlite-events-intake.ts';
import type { BodyCheck, BodyRead, CheckedAndWritten } from '../sqlite-events-writer.ts';
import type { WriterReply } from '../sqlite-writer-protocol.ts';
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type {
  BusyNotice,
  DeliveryNotice,
  IntakeMessage,
  IntakeReply,
  IntakeSetup,
} from './intake-protocol.ts';
import { WorkerRequests } from '../worker-requests.ts';

/** The first answer of a `check-write` message: the body's reading. */
function bodyReadOf(reply: WriterReply): BodyRead {
  if ('refused' in reply) return { refused: reply.refused };
  if ('checked' in reply) return reply.checked;
  throw new Error('The ClickHouse intake answered a check with something else');
}

const WORKER = new URL('./clickhouse-intake-worker.ts', import.meta.url);

/** A write's answer; the sink's own refusal for load becomes `EventsBusyError` (503 EVENTS_BUSY). */
function resultOf(reply: IntakeReply): WriteResult {
  if ('result' in reply) return reply.result;
  if ('error' in reply) {
    const error = new Error(reply.error.message);
    error.name = reply.error.name;
    if (reply.error.name === 'EventsBusyError')
      throw new EventsBusyError(reply.error.message, { cause: error });
    throw error;
  }
  throw new Error('The ClickHouse intake answered a write with something else');
}

/**
 * The collector's ClickHouse path off the main thread (decision 069): a worker reads each body
 * (`checkBody`, as on SQLite, decision 067), holds the rows, and on commit appends them to the
 * disk queue of the ClickHouse sink it runs, which delivers them to ClickHouse. The main thread
 * copies the body's text across and gets a summary back. A worker that stops fails what it
 * held (503); the next request starts another, which takes over the queue left on disk.
 */
export class ClickHouseIntakeWriter implements IntakeWriter {
  readonly #worker: WorkerRequests<IntakeMessage, BusyNotice | DeliveryNotice>;
  #busy = false;

  constructor(
    settings: ClickHouseSettings,
    options: {
      readonly maxPendingEvents?: number;
      readonly onDeliveryError?: (message: string) => void;
    } = {},
  ) {
    const setup: IntakeSetup = { settings, maxPendingEvents: options.maxPendingEvents };
    const onDeliveryError = options.onDeliveryError ?? (() => {});
    this.#worker = new WorkerRequests({
      url: WORKER,
      workerData: setup,
      name: 'The ClickHouse intake',
      onNotice: (notice) => {
        if ('busy' in notice) this.#busy = notice.busy;
        else onDeliveryError(notice.deliveryError);
      },
    });
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

  /** Appends a held batch to the disk queue with the others written in the same turn (the sink's group commit). */
  async writeBatch(batch: number): Promise<WriteResult> {
    return resultOf(await this.#ask((id) => ({ type: 'write', id, batch })));
  }

  /** Reads a body and appends its rows to the disk queue with no write message to wait for (decision 095). */
  checkAndWrite(text: string, receivedAt: number, page: PageRequest | undefined): CheckedAndWritten {
    const [checked, written] = this.#worker.askTwice((id, writeId) => ({
      type: 'check-write',
      id,
      writeId,
      text,
      receivedAt,
      page,
    }));
    return {
      checked: checked.then((reply) => bodyReadOf(reply)),
      written: written.then(resultOf),
    };
  }

  dropBatch(batch: number): void {
    this.#worker.tell({ type: 'drop', batch });
  }

  /** Lets the worker store what it was given, close its sink (the queue stays on disk) and end. */
  close(): Promise<void> {
    return this.#worker.close();
  }

  #ask(message: (id: number) => IntakeMessage): Promise<IntakeReply> {
    return this.#worker.ask(message);
  }
}
