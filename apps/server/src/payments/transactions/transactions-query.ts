import type { Kysely } from 'kysely';
import {
  isErrorCode,
  TRANSACTIONS_PAGE_DEFAULT,
  type CurrencyCode,
  type ErrorCode,
  type PaymentAction,
  type TransactionItem,
  type TransactionStatus,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { PaymentsRequestError } from '../errors.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import {
  isStoredTransactionStatus,
  STORED_TRANSACTION_STATUSES,
  wireStatus,
  type StoredTransactionStatus,
} from './transaction-states.ts';

/** Filters and position of one history page. */
export interface TransactionsPageRequest {
  readonly playerId: string;
  readonly action?: PaymentAction | undefined;
  readonly status?: TransactionStatus | undefined;
  readonly currency?: CurrencyCode | undefined;
  readonly limit?: number | undefined;
  /** The `nextCursor` of the page before. */
  readonly cursor?: string | undefined;
  /** The player's texts: a failed payment's `reason` is its code's text in the player's language. */
  readonly text?: PlayerText | undefined;
  /** Created at or after this instant (ISO 8601). */
  readonly from?: string | undefined;
  /** Created before this instant (ISO 8601). */
  readonly before?: string | undefined;
}

export interface TransactionsPage {
  readonly items: TransactionItem[];
  readonly nextCursor: string | null;
}

/** Where a page starts: after the row with this creation time and id (newest first). */
interface Position {
  readonly createdAt: number;
  readonly id: string;
}

export class InvalidCursorError extends PaymentsRequestError {
  constructor() {
    super('INVALID_CURSOR', 'The cursor is not one this API gave out. Start again without it.');
    this.name = 'InvalidCursorError';
  }
}

/**
 * Cursors are opaque to clients: base64url of `<createdAt>.<id>`. They carry no player id, so
 * a cursor only ever moves within the history of the session's own player.
 */
export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.createdAt}.${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const dot = text.indexOf('.');
  const createdAt = Number(text.slice(0, dot));
  const id = text.slice(dot + 1);
  if (dot < 1 || !Number.isSafeInteger(createdAt) || createdAt < 0 || id === '' || id.length > 64) {
    throw new InvalidCursorError();
  }
  return { createdAt, id };
}

/** The stored statuses the player sees as `status` (e.g. `pending` is `pending` or `action_required`). */
const storedAs = (status: TransactionStatus): StoredTransactionStatus[] =>
  STORED_TRANSACTION_STATUSES.filter((stored) => wireStatus(stored) === status);

/**
 * A stored status outside the known list cannot be judged final; it shows as pending (and is
 * never cancellable) rather than failing the whole page.
 */
const statusOf = (stored: string): TransactionStatus =>
  isStoredTransactionStatus(stored) ? wireStatus(stored) : 'pending';

/**
 * A cashout the player may still cancel: stored `pending`, exactly what the cancel route accepts
 * (one waiting on the player at the provider, `action_required`, shows as pending but is not).
 */
const isCancellable = (action: string, stored: string): boolean =>
  action === 'cashout' && stored === 'pending';

// A code stored before the closed list had it still reads as a processing failure.
const errorCodeOf = (code: string | null): ErrorCode | null =>
  code === null ? null : isErrorCode(code) ? code : 'PAYMENT_PROCESSING_ERROR';

/**
 * The player's transaction history, newest first, a page at a time. Keyset pagination over
 * `(created_at, id)` descending: a page costs the same however deep it is, and rows written
 * while the player pages (new payments land on top) neither repeat nor go missing below the
 * cursor. Served by the `(player_id, created_at)` index.
 */
export async function transactionsPage(
  db: Kysely<Database>,
  catalogue: Catalogue,
  request: TransactionsPageRequest,
): Promise<TransactionsPage> {
  const { text } = request;
  const limit = request.limit ?? TRANSACTIONS_PAGE_DEFAULT;
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  let query = db
    .selectFrom('transactions')
    .select([
      'id',
      'action',
      'method_id',
      'currency',
      'amount',
      'fee',
      'status',
      'error_code',
      'created_at',
      'updated_at',
    ])
    .where('player_id', '=', request.playerId);
  if (request.action !== undefined) query = query.where('action', '=', request.action);
  if (request.status !== undefined) query = query.where('status', 'in', storedAs(request.status));
  if (request.currency !== undefined) query = query.where('currency', '=', request.currency);
  // created_at is epoch milliseconds; the schema let through only valid date-times.
  if (request.from !== undefined) query = query.where('created_at', '>=', Date.parse(request.from));
  if (request.before !== undefined) query = query.where('created_at', '<', Date.parse(request.before));
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  // One row more than asked tells whether another page follows.
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const method = catalogue.method(row.method_id) ?? catalogue.conversionMethod(row.method_id);
      const code = errorCodeOf(row.error_code);
      return {
        id: row.id,
        action: row.action as PaymentAction,
        methodId: row.method_id,
        brand: method?.brand ?? null,
        currency: row.currency as CurrencyCode,
        amount: row.amount,
        fee: row.fee,
        status: statusOf(row.status),
        errorCode: code,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        cancellable: isCancellable(row.action, row.status),
        ...(code === null || text === undefined ? {} : { reason: text(`code.${code}`) }),
      };
    }),
    nextCursor:
      rows.length > limit && last !== undefined
        ? encodeCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
