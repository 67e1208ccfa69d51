/**
 * The methods bench's Playfront side: the real server (buildApp, listening on 127.0.0.1,
 * NODE_ENV=production, LOG_LEVEL=warn) on a temp SQLite database with one returning player
 * (German, EUR, a balance and three saved profiles).
 */
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig, ledger, savedProfiles } from '@playfront/server/testing';

export const METHODS_PATH = '/api/v1/payments/methods?action=deposit&currency=EUR';

/** A server ready to answer the bench's request, and what its answer looked like. */
export interface MethodsTarget {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's body, as a client reads it (no content encoding asked). */
  readonly body: Buffer;
  readonly contentType: string;
  readonly methodsListed: number;
  readonly savedProfiles: number;
  close(): Promise<void>;
}

export async function startPlayfrontMethods(dataDir: string): Promise<MethodsTarget> {
  const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }));
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
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
    const headers = { cookie: `pf_session=${session}` };
    const check = await fetch(url, { headers });
    const body = Buffer.from(await check.arrayBuffer());
    const parsed = JSON.parse(body.toString('utf8')) as { methods: unknown[]; savedProfiles: unknown[] };
    if (check.status !== 200 || parsed.methods.length === 0 || parsed.savedProfiles.length !== 3) {
      throw new Error(`getMethods answered ${check.status} with an unexpected body`);
    }
    return {
      url,
      headers,
      body,
      contentType: check.headers.get('content-type') ?? 'application/json',
      methodsListed: parsed.methods.length,
      savedProfiles: parsed.savedProfiles.length,
      close: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}
