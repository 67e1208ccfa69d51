import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KycDocumentKind, KycMediaType, KycStatus, KycVerification } from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import type { KycDecision } from './sandbox-rule.ts';

/** One document of a new check, already stored under `id`. */
export interface NewKycDocument {
  readonly id: string;
  readonly kind: KycDocumentKind;
  readonly fileName: string;
  readonly mediaType: KycMediaType;
  readonly size: number;
  readonly sha256: string;
}

export interface NewKycCheck {
  readonly playerId: string;
  readonly documents: readonly NewKycDocument[];
  /** The provider's answer when it is known now (the sandbox), with when to apply it. */
  readonly planned: { readonly status: KycDecision; readonly at: number } | undefined;
  readonly now: number;
}

/** Statuses from which a player may send documents: never started, or refused and trying again. */
const OPEN: readonly KycStatus[] = ['not_started', 'rejected'];

/** A check that moved: whom to tell, and what it became. */
export interface SettledCheck {
  readonly playerId: string;
  readonly status: KycDecision;
}

/**
 * Writes a check and its documents and moves the player to `pending`, in one transaction. The
 * move is a conditional UPDATE: of two uploads at once only one finds the player open, the other
 * gets `false` and writes nothing.
 */
export async function createCheck(db: Kysely<Database>, check: NewKycCheck): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('players')
      .set({ kyc_status: 'pending', updated_at: check.now })
      .where('id', '=', check.playerId)
      .where('kyc_status', 'in', OPEN)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const checkId = randomUUID();
    await trx
      .insertInto('kyc_checks')
      .values({
        id: checkId,
        player_id: check.playerId,
        status: 'pending',
        planned_status: check.planned?.status ?? null,
        decide_at: check.planned?.at ?? null,
        decided_at: null,
        created_at: check.now,
      })
      .execute();
    await trx
      .insertInto('kyc_documents')
      .values(
        check.documents.map((document) => ({
          id: document.id,
          check_id: checkId,
          player_id: check.playerId,
          kind: document.kind,
          file_name: document.fileName,
          media_type: document.mediaType,
          size: document.size,
          sha256: document.sha256,
          created_at: check.now,
        })),
      )
      .execute();
    return true;
  });
}

/**
 * Applies every planned decision that is due: the check and the player move from `pending` to
 * the decision together. Conditional on `pending`, so a sweep and a timer racing move it once.
 */
export async function settleDueChecks(db: Kysely<Database>, now: number): Promise<SettledCheck[]> {
  const due = await db
    .selectFrom('kyc_checks')
    .select(['id', 'player_id', 'planned_status'])
    .where('status', '=', 'pending')
    .where('decide_at', '<=', now)
    .execute();
  const settled: SettledCheck[] = [];
  for (const check of due) {
    const status = check.planned_status;
    if (status !== 'verified' && status !== 'rejected') continue;
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('kyc_checks')
        .set({ status, decided_at: now })
        .where('id', '=', check.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('players')
        .set({ kyc_status: status, updated_at: now })
        .where('id', '=', check.player_id)
        .where('kyc_status', '=', 'pending')
        .execute();
      return true;
    });
    if (moved) settled.push({ playerId: check.player_id, status });
  }
  return settled;
}

/** The player's status and their latest check's documents, as `GET /api/v1/player/kyc` answers. */
export async function verificationOf(db: Kysely<Database>, playerId: string): Promise<KycVerification> {
  const player = await db
    .selectFrom('players')
    .select('kyc_status')
    .where('id', '=', playerId)
    .executeTakeFirst();
  if (player === undefined) throw new Error('The session refers to a missing player');
  const latest = await db
    .selectFrom('kyc_checks')
    .select(['id', 'created_at', 'decided_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const documents =
    latest === undefined
      ? []
      : await db
          .selectFrom('kyc_documents')
          .select(['kind', 'file_name', 'media_type', 'size', 'created_at'])
          .where('check_id', '=', latest.id)
          .orderBy('kind')
          .execute();
  return {
    status: player.kyc_status as KycStatus,
    documents: documents.map((document) => ({
      kind: document.kind as KycDocumentKind,
      fileName: document.file_name,
      mediaType: document.media_type as KycMediaType,
      size: document.size,
      uploadedAt: document.created_at,
    })),
    submittedAt: latest === undefined ? null : latest.created_at,
    decidedAt: latest === undefined ? null : latest.decided_at,
  };
}
