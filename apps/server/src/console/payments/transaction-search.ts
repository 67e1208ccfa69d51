import type { Kysely } from 'kysely';
import {
  BACKOFFICE_PAGE_SIZE,
  type AdminTransaction,
  type TransactionSearchPage,
  type TransactionSearchQuery,
  DAY_MS,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { csvField } from '../reports/report-csv.ts';
import { selectAdminTransactions, toAdminTransaction, withAdminColumns } from './admin-transactions.ts';

/** A CSV export stops here: a larger one is a report for the data warehouse, not the console. */
export const CSV_MAX_ROWS = 50_000;

/** Every filter of the query, combined with AND. */
function filtered(db: Kysely<Database>, query: TransactionSearchQuery) {
  let select = selectAdminTransactions(db);
  if (query.player !== undefined) select = select.where('t.player_id', '=', query.player);
  if (query.email !== undefined) select = select.where('p.email', '=', query.email.trim().toLowerCase());
  if (query.reference !== undefined) select = select.where('t.id', '=', query.reference);
  if (query.providerReference !== undefined) {
    select = select.where('t.provider_reference', '=', query.providerReference);
  }
  if (query.card !== undefined) {
    // The masked forms the server keeps end with the last four: `Visa •••• 4242`.
    const last = `%•••• ${query.card}`;
    select = select.where((eb) =>
      eb.or([eb('sp.display', 'like', last), eb('t.provider_data', 'like', `${last}"%`)]),
    );
  }
  if (query.status !== undefined) select = select.where('t.status', '=', query.status);
  if (query.action !== undefined) select = select.where('t.action', '=', query.action);
  if (query.method !== undefined) select = select.where('t.method_id', '=', query.method);
  if (query.from !== undefined) {
    select = select.where('t.created_at', '>=', Date.parse(`${query.from}T00:00:00Z`));
  }
  if (query.to !== undefined) {
    select = select.where('t.created_at', '<', Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  }
  return select;
}

/** One page of the matches, newest first, paged on the server. */
export async function searchTransactions(
  db: Kysely<Database>,
  query: TransactionSearchQuery,
): Promise<TransactionSearchPage> {
  const page = query.page ?? 1;
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await withAdminColumns(filtered(db, query))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(BACKOFFICE_PAGE_SIZE)
    .offset((page - 1) * BACKOFFICE_PAGE_SIZE)
    .execute();
  return {
    items: rows.map(toAdminTransaction),
    page,
    pageSize: BACKOFFICE_PAGE_SIZE,
    total: Number(counted.count),
  };
}

const CSV_COLUMNS: readonly (keyof AdminTransaction)[] = [
  'id',
  'createdAt',
  'playerId',
  'email',
  'action',
  'methodId',
  'providerId',
  'currency',
  'amount',
  'fee',
  'status',
  'errorCode',
  'providerReference',
  'card',
  'reviewState',
];

/** Every match (up to CSV_MAX_ROWS), newest first, as CSV; amounts in minor units, times in ISO UTC. */
export async function transactionsCsv(db: Kysely<Database>, query: TransactionSearchQuery): Promise<string> {
  const rows = await withAdminColumns(filtered(db, query))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(CSV_MAX_ROWS)
    .execute();
  const lines = [CSV_COLUMNS.join(',')];
  for (const transaction of rows.map(toAdminTransaction)) {
    lines.push(
      CSV_COLUMNS.map((column) =>
        column === 'createdAt'
          ? new Date(transaction.createdAt).toISOString()
          : csvField(transaction[column]),
      ).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
