import type { Kysely } from 'kysely';
import type {
  AdminTransaction,
  AdminTransactionStatus,
  CashoutReviewState,
  PaymentAction,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { methodDisplayName } from './method-display-name.ts';

/** The masked card of a challenge's page data (`Visa •••• 4242`), when the provider kept one. */
function cardOf(savedDisplay: string | null, providerData: string | null): string | null {
  if (savedDisplay !== null) return savedDisplay;
  if (providerData === null) return null;
  const data = JSON.parse(providerData) as { cardDisplay?: unknown };
  return typeof data.cardDisplay === 'string' ? data.cardDisplay : null;
}

/**
 * Transactions with their player's e-mail, saved card and review, as every back-office list
 * reads them; callers add filters, order and paging.
 */
export function selectAdminTransactions(db: Kysely<Database>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('players as p', 'p.id', 't.player_id')
    .leftJoin('saved_profiles as sp', 'sp.id', 't.saved_profile_id')
    .leftJoin('cashout_reviews as r', 'r.transaction_id', 't.id');
}

type AdminTransactionQuery = ReturnType<typeof selectAdminTransactions>;

/** The columns toAdminTransaction reads. */
export function withAdminColumns(query: AdminTransactionQuery) {
  return query.select([
    't.id',
    't.player_id',
    'p.email',
    't.action',
    't.method_id',
    't.provider_id',
    't.currency',
    't.amount',
    't.fee',
    't.status',
    't.error_code',
    't.provider_reference',
    't.provider_data',
    'sp.display as saved_display',
    'r.state as review_state',
    't.created_at',
    't.updated_at',
  ]);
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof withAdminColumns>['execute']>>[number];

export function toAdminTransaction(row: AdminRow): AdminTransaction {
  return {
    id: row.id,
    playerId: row.player_id,
    email: row.email,
    action: row.action as PaymentAction,
    methodId: row.method_id,
    methodName: methodDisplayName(row.method_id),
    providerId: row.provider_id,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    status: row.status as AdminTransactionStatus,
    errorCode: row.error_code,
    providerReference: row.provider_reference,
    card: cardOf(row.saved_display, row.provider_data),
    reviewState: (row.review_state ?? null) as CashoutReviewState | null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
