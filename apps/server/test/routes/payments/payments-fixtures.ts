import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.ts';
import { verifyEmailThroughOutbox } from '../../helpers/outbox-links.ts';
import { ledger } from '../../../src/payments/ledger/ledger.ts';

/** The Origin a test page has when the app is reached through `inject` (Host `localhost:80`). */
export const INJECT_ORIGIN = 'http://localhost:80';

export interface TestPlayer {
  readonly id: string;
  /** For `inject({ cookies })`. */
  readonly cookies: { pf_session: string };
  /** The session token, for a `Cookie` header. */
  readonly token: string;
}

let sequence = 0;

/** Registers a player through the API and returns their id and session. */
export async function registerPlayer(
  app: FastifyInstance,
  fields: { country?: string; currency?: string } = {},
): Promise<TestPlayer> {
  sequence += 1;
  const email = `player-${sequence}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'content-type': 'application/json', origin: INJECT_ORIGIN },
    payload: JSON.stringify({
      email,
      password: 'a long enough secret',
      country: fields.country ?? 'DE',
      currency: fields.currency ?? 'EUR',
    }),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pf_session');
  if (cookie === undefined) throw new Error('register set no session cookie');
  // Cashouts wait for a verified address: verified as a player would, through the mail's link.
  await verifyEmailThroughOutbox(app, email);
  return {
    id: response.json<{ id: string }>().id,
    cookies: { pf_session: cookie.value },
    token: cookie.value,
  };
}

export interface TransactionRow {
  readonly playerId: string;
  readonly action?: 'deposit' | 'cashout';
  readonly methodId?: string;
  readonly currency?: string;
  readonly amount?: number;
  readonly fee?: number;
  /** As stored: `pending`, `action_required`, `approved`, `declined`, `cancelled`, `failed`. */
  readonly status?: string;
  readonly errorCode?: string | null;
  readonly createdAt?: number;
  readonly id?: string;
}

/** Writes a transactions row as the submit flow would, straight into the table. */
export async function insertTransaction(db: Kysely<Database>, row: TransactionRow): Promise<string> {
  const id = row.id ?? randomUUID();
  const createdAt = row.createdAt ?? Date.now();
  await db
    .insertInto('transactions')
    .values({
      id,
      player_id: row.playerId,
      idempotency_key: randomUUID(),
      request_fingerprint: 'test',
      action: row.action ?? 'deposit',
      method_id: row.methodId ?? 'visa',
      provider_id: 'worldpay',
      currency: row.currency ?? 'EUR',
      amount: row.amount ?? 1000,
      fee: row.fee ?? 0,
      status: row.status ?? 'approved',
      error_code: row.errorCode ?? null,
      provider_reference: null,
      saved_profile_id: null,
      result: '{}',
      provider_data: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/** Gives the player `amount` minor units of `currency` through a completed deposit. */
export async function credit(
  db: Kysely<Database>,
  playerId: string,
  currency: string,
  amount: number,
): Promise<void> {
  const transactionId = await insertTransaction(db, { playerId, currency, amount, status: 'approved' });
  await db.transaction().execute(async (trx) => {
    await ledger.credit(trx, { playerId, currency, amount, transactionId, reason: 'deposit' });
  });
}
