import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DocumentStore } from '../../kyc/document-store.ts';

/** Erased players retired per pass: a long backlog is worked through over several passes. */
const PLAYERS_PER_PASS = 200;

/**
 * Erased players whose records have been kept their full period (erased at or before `cutoff`):
 * what still told anything about the person goes, the amounts stay under the random player id.
 * - identity documents (the files, then `kyc_documents`, `kyc_checks`), staff notes, the
 *   payment destination keys, the deposit limits and exclusions: deleted;
 * - transactions: the provider's answer and data, its reference and the request fingerprint
 *   (a card's brand and last four) cleared; action, method, amount, status and times stay;
 * - cashout reviews: the staff's reason and note cleared; the decision stays;
 * - the audit log's entries about the player: their before and after cleared (limits, KYC).
 * Ledger entries and balances stay as they are: amounts and dates under an id that names nobody,
 * which the reports' totals are made of. `player_erasures.retired_at` marks the player done.
 * Answers how many players it retired.
 */
export async function retireErasedPlayers(
  db: Kysely<Database>,
  documents: DocumentStore,
  cutoff: number,
  now: number,
): Promise<number> {
  const due = await db
    .selectFrom('player_erasures')
    .select('player_id')
    .where('retired_at', 'is', null)
    .where('requested_at', '<=', cutoff)
    .orderBy('requested_at')
    .limit(PLAYERS_PER_PASS)
    .execute();
  for (const { player_id: playerId } of due) {
    const files = await db
      .selectFrom('kyc_documents')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    // Files first: rows left by a failure here are retired on the next pass, files never orphaned.
    await documents.remove(
      playerId,
      files.map((file) => file.id),
    );
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('kyc_documents').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('kyc_checks').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('player_notes').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('payment_destinations').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('deposit_limits').where('player_id', '=', playerId).execute();
      await trx.deleteFrom('player_exclusions').where('player_id', '=', playerId).execute();
      await trx
        .updateTable('cashout_reviews')
        .set({ reason: null, note: null })
        .where('transaction_id', 'in', (eb) =>
          eb.selectFrom('transactions').select('id').where('player_id', '=', playerId),
        )
        .execute();
      await trx
        .updateTable('transactions')
        .set({
          result: '{}',
          provider_data: null,
          provider_reference: null,
          request_fingerprint: sql<string>`'retired'`,
        })
        .where('player_id', '=', playerId)
        .execute();
      await trx
        .updateTable('audit_log')
        .set({ before: null, after: null })
        .where('subject', '=', `player:${playerId}`)
        .execute();
      await trx
        .updateTable('player_erasures')
        .set({ retired_at: now })
        .where('player_id', '=', playerId)
        .execute();
    });
  }
  return due.length;
}
