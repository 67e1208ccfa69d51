/**
 * Messages between `clickhouse-intake-writer.ts` and its worker, `clickhouse-intake-worker.ts`:
 * rows to queue, answered in the SQLite writer's replies (decision 067), and two notices of the
 * worker's own.
 */
import type { ClickHouseSettings } from './clickhouse-settings.ts';
import type { WriterReplies, WriterReply } from '../sqlite-writer-protocol.ts';

export interface IntakeSetup {
  readonly settings: ClickHouseSettings;
  readonly maxPendingEvents: number | undefined;
}

/**
 * Queue rows the main thread read (decision 109), as `tabSeparatedText` wrote them. The sink's
 * group commit appends the writes of one turn as one record; each is answered `{ id, result }`
 * (or `{ id, error }`) once that record is on disk.
 */
export interface QueueLines {
  readonly type: 'lines';
  readonly id: number;
  readonly lines: string;
  /** How many rows `lines` holds. */
  readonly count: number;
}

export type IntakeMessage = QueueLines;

/** The disk queue's state changed: while busy, the collector sheds before reading bodies. */
export interface BusyNotice {
  readonly busy: boolean;
}

/** A delivery attempt failed (ClickHouse away or refusing): the server logs it. */
export interface DeliveryNotice {
  readonly deliveryError: string;
}

export type IntakeReply = WriterReply | WriterReplies | BusyNotice | DeliveryNotice;
