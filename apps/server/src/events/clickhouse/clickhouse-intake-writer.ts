import type { StoredEvent, WriteResult } from '../events-sink.ts';
import { EventsBusyError } from '../events-storage-error.ts';
import type { IntakeWriter } from '../sqlite-events-intake.ts';
import { WorkerRequests } from '../worker-requests.ts';
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type {
  BusyNotice,
  DeliveryNotice,
  IntakeMessage,
  IntakeReply,
  IntakeSetup,
} from './intake-protocol.ts';
import { tabSeparatedText } from './tab-separated-rows.ts';

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
 * The collector's ClickHouse store off the main thread (decision 069): the intake reads each body
 * on the main thread and sends its rows here as TabSeparated lines (decision 109); a worker
 * appends them to the disk queue of the ClickHouse sink it runs, which delivers them to
 * ClickHouse. A worker that stops fails what it was sent (503); the next write starts another,
 * which takes over the queue left on disk.
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

  /** Appends rows to the disk queue with the others written in the same turn (the sink's group commit). */
  async writeRows(rows: readonly StoredEvent[]): Promise<WriteResult> {
    const lines = tabSeparatedText(rows);
    return resultOf(await this.#worker.ask((id) => ({ type: 'lines', id, lines, count: rows.length })));
  }

  /** Lets the worker store what it was given, close its sink (the queue stays on disk) and end. */
  close(): Promise<void> {
    return this.#worker.close();
  }
}
