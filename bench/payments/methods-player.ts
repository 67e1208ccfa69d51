import type { FastifyInstance } from 'fastify';
import { ledger, savedProfiles } from '@playfront/server/testing';

/** The getMethods request both payments benches measure. */
export const METHODS_PATH = '/api/v1/payments/methods?action=deposit&currency=EUR';

export interface MethodsPlayer {
  /** The player's session cookie value. */
  readonly session: string;
  readonly methodsListed: number;
  readonly savedProfiles: number;
}

/**
 * Registers the bench player (German, EUR) with a balance and three saved profiles, as a
 * returning player has, and checks that getMethods answers for them.
 */
export async function seedMethodsPlayer(app: FastifyInstance, origin: string): Promise<MethodsPlayer> {
  const registered = await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'a long enough secret',
      country: 'DE',
      currency: 'EUR',
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const session = /pf_session=([^;]+)/.exec(registered.headers.get('set-cookie') ?? '')?.[1];
  if (session === undefined) throw new Error('register set no session cookie');
  const { id: playerId } = (await registered.json()) as { id: string };

  // A player with some history: a balance and saved profiles, as a returning player has.
  const db = app.database.db;
  await db
    .insertInto('transactions')
    .values({
      id: 'bench-deposit',
      player_id: playerId,
      idempotency_key: 'bench',
      request_fingerprint: 'bench',
      action: 'deposit',
      method_id: 'visa',
      provider_id: 'worldpay',
      currency: 'EUR',
      amount: 50_000,
      fee: 0,
      status: 'approved',
      error_code: null,
      provider_reference: null,
      saved_profile_id: null,
      result: '{}',
      provider_data: null,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  await db.transaction().execute((trx) =>
    ledger.credit(trx, {
      playerId,
      currency: 'EUR',
      amount: 50_000,
      transactionId: 'bench-deposit',
      reason: 'deposit',
    }),
  );
  for (const [methodId, last4] of [
    ['visa', '4242'],
    ['mastercard', '4444'],
    ['skrill', '0001'],
  ] as const) {
    await savedProfiles.create(db, {
      playerId,
      methodId,
      kind: methodId === 'skrill' ? 'wallet' : 'card',
      display: `${methodId} •••• ${last4}`,
      details: { last4 },
      token: `tok_${last4}`,
    });
  }

  const url = `${origin}${METHODS_PATH}`;
  const check = await fetch(url, { headers: { cookie: `pf_session=${session}` } });
  const body = (await check.json()) as { methods: unknown[]; savedProfiles: unknown[] };
  if (check.status !== 200 || body.methods.length === 0 || body.savedProfiles.length !== 3) {
    throw new Error(`getMethods answered ${check.status} with an unexpected body`);
  }

  return { session, methodsListed: body.methods.length, savedProfiles: body.savedProfiles.length };
}
