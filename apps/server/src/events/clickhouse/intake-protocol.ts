/**
 * Messages between `clickhouse-intake-writer.ts` and its worker, `clickhouse-intake-worker.ts`:
 * the body checks and batches of the SQLite writer's protocol (decision 067), and two notices
 * of the worker's own.
 */
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type {
  CheckAndWrite,
  CheckBody,
  CLOSE_WRITER,
  DropBatch,
  WriteBatch,
  WriterReplies,
  WriterReply,
} from '../sqlite-writer-protocol.ts';

export interface IntakeSetup {
  readonly settings: ClickHouseSettings;
  readonly maxPendingEvents: number | undefined;
}

export type IntakeMessage = CheckBody | CheckAndWrite | DropBatch | WriteBatch | typeof CLOSE_WRITER;

/** The disk queue's state changed: while busy, the collector sheds before reading bodies. */
export interface BusyNotice {
  readonly busy: boolean;
}

/** A delivery attempt failed (ClickHouse away or refusing): the server logs it. */
export interface DeliveryNotice {
  readonly deliveryError: string;
}

export type IntakeReply = WriterReply | WriterReplies | BusyNotice | DeliveryNotice;
