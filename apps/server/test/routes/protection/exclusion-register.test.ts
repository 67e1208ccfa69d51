import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { REGISTRATION_EXCLUDED } from '@playfront/contracts';
import type { Database } from '../../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { ORIGIN, type TestPlayer } from '../payments/submit-helpers.ts';
import { deposit, errorOf } from './deposit-limits-helpers.ts';
import { logIn, PASSWORD, startExclusion } from './exclusions-helpers.ts';

let address = 0;

/** Registers with the given e-mail (each from its own address: registration is rate-limited). */
async function register(app: FastifyInstance, email: string, language = 'en') {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: `10.66.${(address >> 8) & 255}.${address & 255}`,
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'accept-language': language },
    payload: JSON.stringify({ email, password: PASSWORD, country: 'DE', currency: 'EUR' }),
  });
}

async function newPlayer(app: FastifyInstance, email: string): Promise<TestPlayer & { email: string }> {
  const response = await register(app, email);
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const token = response.cookies.find((cookie) => cookie.name === 'pf_session')?.value ?? '';
  return { id: response.json<{ id: string }>().id, cookies: { pf_session: token }, email };
}

async function fillProfile(app: FastifyInstance, player: TestPlayer, fields: object): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/v1/player',
    cookies: player.cookies,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(fields),
  });
  if (response.statusCode !== 200) throw new Error(`patch answered ${response.statusCode}: ${response.body}`);
}

const unique = () => Math.random().toString(36).slice(2, 10);

/**
 * The operator's exclusion register (decision 066), on both databases: one deployment (the
 * register a table of its own database), and two brands with their own databases sharing one.
 */
describe.each(['sqlite', 'postgres'] as const)('given the exclusion register on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  it('should refuse a new account for the same mailbox written differently, without saying until when', async () => {
    const name = unique();
    const player = await newPlayer(app, `jane.${name}@gmail.com`);
    expect((await startExclusion(app, player, { kind: 'self_exclusion', months: 6 })).statusCode).toBe(201);

    for (const email of [`Jane.${name}+casino@GoogleMail.com`, `jane${name}@gmail.com`]) {
      const refused = await register(app, email, 'de');
      expect(refused.statusCode).toBe(403);
      const body = refused.json<{ code: string; message: string }>();
      expect(body.code).toBe(REGISTRATION_EXCLUDED);
      expect(body.message).toMatch(/^Mit diesen Angaben können wir kein Konto eröffnen/);
      expect(body).not.toHaveProperty('until');
    }
    expect((await register(app, `john.${name}@gmail.com`)).statusCode).toBe(201);
  });

  it('should refuse log-in and deposits of another account of the same person (name and birth date), and copy the exclusion to it, audited', async () => {
    const name = unique();
    const profile = { firstName: 'Zoë', lastName: `Müller-${name}`, birthDate: '1990-04-01' };
    const first = await newPlayer(app, `first-${name}@example.com`);
    const second = await newPlayer(app, `second-${name}@example.net`);
    await fillProfile(app, first, profile);
    await fillProfile(app, second, { ...profile, firstName: 'zoe', lastName: `MULLER ${name}` });
    expect((await deposit(app, second, 1_000)).ok).toBe(true);

    expect((await startExclusion(app, first, { kind: 'cool_off', days: 7 })).statusCode).toBe(201);
    // The second account's session is still open: its next deposit is refused all the same.
    const refused = await deposit(app, second, 1_000);
    expect(errorOf(refused)).toMatchObject({ code: 'PLAYER_EXCLUDED' });
    const login = await logIn(app, second);
    expect(login.response.statusCode).toBe(403);
    expect(login.response.json()).toMatchObject({ code: 'PLAYER_EXCLUDED', kind: 'cool_off' });

    const db = app.database.db;
    const copied = await db
      .selectFrom('player_exclusions')
      .select(['kind', 'register_exclusion_id'])
      .where('player_id', '=', second.id)
      .execute();
    expect(copied).toHaveLength(1);
    expect(copied[0]?.kind).toBe('cool_off');
    expect(copied[0]?.register_exclusion_id).toMatch(/^[0-9a-f-]{36}$/);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('subject', '=', `player:${second.id}`)
      .where('action', '=', 'player.exclusion')
      .execute();
    expect(audit.map((entry) => entry.reason)).toEqual([`register:${app.exclusionRegister.brandId}`]);
    // Logging in again copies nothing twice.
    await logIn(app, second);
    const again = await db
      .selectFrom('player_exclusions')
      .select('id')
      .where('player_id', '=', second.id)
      .execute();
    expect(again).toHaveLength(1);
  });

  it('should keep only hashes in the register', async () => {
    const name = unique();
    const player = await newPlayer(app, `hashed-${name}@example.com`);
    await fillProfile(app, player, { firstName: 'Hash', lastName: `Only${name}`, birthDate: '1985-01-02' });
    expect((await startExclusion(app, player, { kind: 'cool_off', days: 1 })).statusCode).toBe(201);
    const rows = await app.database.db.selectFrom('exclusion_register').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toMatch(new RegExp(`${name}|example\\.com|1985`, 'i'));
    }
  });
});

describe('given two brands with their own databases sharing one register database', () => {
  let cluster: PostgresCluster;
  let brandA: TestApp;
  let brandB: TestApp;
  let registerUrl: string;
  const env = (brand: string) => ({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    OPERATOR_ID: 'acme',
    BRAND_ID: brand,
    EXCLUSION_REGISTER_KEY: 'a shared secret of the operator, 32+ chars',
  });

  beforeAll(async () => {
    cluster = await startPostgres();
    registerUrl = await cluster.createDatabase('register');
    const envA = { ...env('casino-a'), EXCLUSION_REGISTER_DATABASE_URL: registerUrl };
    const envB = { ...env('casino-b'), EXCLUSION_REGISTER_DATABASE_URL: registerUrl };
    brandA = await buildTestApp({ databaseUrl: cluster.url, env: envA });
    // Brand B keeps its players in SQLite: only the register is shared.
    brandB = await buildTestApp({ env: envB });
  });

  afterAll(async () => {
    await brandA.close();
    await brandB.close();
    await cluster.stop();
  });

  it('should enforce an exclusion taken on one brand at registration, log-in and deposit on the other', async () => {
    const name = unique();
    const onA = await newPlayer(brandA.app, `${name}@example.org`);
    const onB = await newPlayer(brandB.app, `${name.toUpperCase()}@Example.org`);
    expect((await deposit(brandB.app, onB, 1_000)).ok).toBe(true);

    expect((await startExclusion(brandA.app, onA, { kind: 'self_exclusion', months: 12 })).statusCode).toBe(
      201,
    );

    expect(errorOf(await deposit(brandB.app, onB, 1_000))).toMatchObject({ code: 'PLAYER_EXCLUDED' });
    const login = await logIn(brandB.app, onB);
    expect(login.response.statusCode).toBe(403);
    expect(login.response.json()).toMatchObject({ code: 'PLAYER_EXCLUDED', kind: 'self_exclusion' });
    expect((await register(brandB.app, `${name}+new@example.org`)).json()).toMatchObject({
      code: REGISTRATION_EXCLUDED,
    });

    // The register is its own database: the brands' databases hold no table of it in use.
    const shared = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: registerUrl }) }),
    });
    try {
      const entries = await shared
        .selectFrom('exclusion_register')
        .select(['operator_id', 'brand_id'])
        .execute();
      expect(entries).toContainEqual({ operator_id: 'acme', brand_id: 'casino-a' });
    } finally {
      await shared.destroy();
    }
  });
});
