import type { Kysely } from 'kysely';
import {
  PLAYER_DATA_EXPORT_FORMAT,
  type ConsentChoice,
  type ExportedTransaction,
  type PlayerDataExport,
} from '@playfront/contracts';
import type { Database } from '../db/schema.ts';
import { toPlayer } from '../players/players-repository.ts';
import { jsonObject, mapItems, paged, type JsonPart } from './json-stream.ts';
import type { PlayerEvents } from './player-events.ts';

const PAGE_SIZE = 500;

export interface PlayerDataExportCommand {
  readonly playerId: string;
  /** The choice the requesting browser holds (the consent cookie): the only copy there is. */
  readonly consent: ConsentChoice | null;
  readonly now: number;
}

/** Rows with a creation time and an id, read oldest first a page at a time. */
type Keyset = { readonly created_at: number; readonly id: string } | undefined;

/**
 * The player's data as JSON text, in the order of `PlayerDataExport` (docs/privacy.md): the small
 * parts read at once, transactions, ledger and events streamed page by page, so the server holds
 * one page of them at a time whatever the player's history. Undefined when the player is gone.
 */
export async function playerDataExport(
  db: Kysely<Database>,
  events: PlayerEvents,
  { playerId, consent, now }: PlayerDataExportCommand,
): Promise<AsyncIterable<string> | undefined> {
  const player = await db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirst();
  if (player === undefined) return undefined;
  const [
    verification,
    attribution,
    balances,
    limits,
    exclusions,
    realityCheck,
    instruments,
    checks,
    documents,
  ] = await Promise.all([
    db
      .selectFrom('email_verifications')
      .select(['email', 'verified_at'])
      .where('player_id', '=', playerId)
      .executeTakeFirst(),
    db.selectFrom('player_attribution').selectAll().where('player_id', '=', playerId).executeTakeFirst(),
    db.selectFrom('accounts').selectAll().where('player_id', '=', playerId).orderBy('currency').execute(),
    db.selectFrom('deposit_limits').selectAll().where('player_id', '=', playerId).orderBy('period').execute(),
    db
      .selectFrom('player_exclusions')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('reality_checks').selectAll().where('player_id', '=', playerId).executeTakeFirst(),
    // The token (the provider's handle on the instrument) stays out: it is a key, not data.
    db
      .selectFrom('saved_profiles')
      .select(['method_id', 'kind', 'display', 'created_at', 'last_used_at'])
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('kyc_checks').selectAll().where('player_id', '=', playerId).orderBy('created_at').execute(),
    db
      .selectFrom('kyc_documents')
      .select(['check_id', 'kind', 'file_name', 'media_type', 'size'])
      .where('player_id', '=', playerId)
      .orderBy('created_at')
      .execute(),
  ]);
  const visitorIds = attribution?.temp_player_id == null ? [] : [attribution.temp_player_id];

  const parts: { [K in keyof PlayerDataExport]: JsonPart } = {
    format: { value: PLAYER_DATA_EXPORT_FORMAT },
    exportedAt: { value: now },
    profile: {
      value: {
        ...toPlayer(player),
        createdAt: player.created_at,
        updatedAt: player.updated_at,
        emailVerifiedAt: verification?.email === player.email ? verification.verified_at : null,
      },
    },
    attribution: {
      value:
        attribution === undefined
          ? null
          : {
              stag: attribution.stag,
              interlayerId: attribution.interlayer_id,
              tempPlayerId: attribution.temp_player_id,
              clickId: attribution.click_id,
              createdAt: attribution.created_at,
            },
    },
    consent: { value: consent },
    balances: {
      value: balances.map((a) => ({ currency: a.currency, balance: a.balance, updatedAt: a.updated_at })),
    },
    depositLimits: {
      value: limits.map((l) => ({
        period: l.period,
        currency: l.currency,
        amount: l.amount,
        pendingAmount: l.pending_amount,
        pendingEffectiveAt: l.pending_effective_at,
        updatedAt: l.updated_at,
      })),
    },
    exclusions: {
      value: exclusions.map((e) => ({
        kind: e.kind,
        startsAt: e.starts_at,
        endsAt: e.ends_at,
        createdAt: e.created_at,
      })),
    },
    realityCheck: {
      value:
        realityCheck === undefined
          ? null
          : { intervalMinutes: realityCheck.interval_minutes, updatedAt: realityCheck.updated_at },
    },
    savedInstruments: {
      value: instruments.map((i) => ({
        methodId: i.method_id,
        kind: i.kind,
        display: i.display,
        createdAt: i.created_at,
        lastUsedAt: i.last_used_at,
      })),
    },
    identityChecks: {
      value: checks.map((c) => ({
        status: c.status,
        createdAt: c.created_at,
        decidedAt: c.decided_at,
        documents: documents
          .filter((d) => d.check_id === c.id)
          .map((d) => ({ kind: d.kind, fileName: d.file_name, mediaType: d.media_type, size: d.size })),
      })),
    },
    transactions: { items: transactions(db, playerId) },
    ledger: { items: ledger(db, playerId) },
    events: { items: events.read({ userId: playerId, visitorIds }) },
  };
  return jsonObject(Object.entries(parts));
}

/**
 * The player's transactions, with the masked display of the saved instrument used (never a
 * card number or security code: transactions keep neither; their provider data stays out).
 */
function transactions(db: Kysely<Database>, playerId: string): AsyncIterable<ExportedTransaction> {
  const rows = paged(
    (after: Keyset) =>
      db
        .selectFrom('transactions as t')
        .leftJoin('saved_profiles as s', 's.id', 't.saved_profile_id')
        .select([
          't.id',
          't.action',
          't.method_id',
          't.provider_id',
          't.currency',
          't.amount',
          't.fee',
          't.status',
          't.error_code',
          't.provider_reference',
          't.created_at',
          't.updated_at',
          's.display',
        ])
        .where('t.player_id', '=', playerId)
        .where((eb) =>
          after === undefined
            ? eb.lit(true)
            : eb.and([
                eb('t.created_at', '>=', after.created_at),
                eb.or([eb('t.created_at', '>', after.created_at), eb('t.id', '>', after.id)]),
              ]),
        )
        .orderBy('t.created_at')
        .orderBy('t.id')
        .limit(PAGE_SIZE)
        .execute(),
    PAGE_SIZE,
  );
  return mapItems(rows, (t) => ({
    id: t.id,
    action: t.action,
    methodId: t.method_id,
    providerId: t.provider_id,
    currency: t.currency,
    amount: t.amount,
    fee: t.fee,
    status: t.status,
    errorCode: t.error_code,
    providerReference: t.provider_reference,
    instrument: t.display,
    createdAt: t.created_at,
    updatedAt: t.updated_at,
  }));
}

/** Every balance movement of the player, oldest first. */
function ledger(db: Kysely<Database>, playerId: string) {
  const rows = paged(
    (after: Keyset) =>
      db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('player_id', '=', playerId)
        .where((eb) =>
          after === undefined
            ? eb.lit(true)
            : eb.and([
                eb('created_at', '>=', after.created_at),
                eb.or([eb('created_at', '>', after.created_at), eb('id', '>', after.id)]),
              ]),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(PAGE_SIZE)
        .execute(),
    PAGE_SIZE,
  );
  return mapItems(rows, (e) => ({
    id: e.id,
    transactionId: e.transaction_id,
    currency: e.currency,
    amount: e.amount,
    reason: e.reason,
    createdAt: e.created_at,
  }));
}
