import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SUBMIT_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  CARD,
  cardFields,
  pageToken,
  registerPlayer,
  sandboxPost,
  submit,
  submitBody,
} from './submit-helpers.ts';

/** A security code that stands out, and the card numbers used, in every spelling that might leak. */
const CVV = '739';
const SECRETS = [
  '4242424242424242',
  '4242 4242 4242 4242',
  '4000000000003220',
  '4000 0000 0000 3220',
  '4000000000000002',
  '4242424242424241',
];
const CVV_LEAKS = [`"${CVV}"`, `:${CVV},`, `:${CVV}}`, '"cvv"', 'cvv='];

const withCvv = (number: string, extra: Record<string, string | boolean> = {}) =>
  cardFields(number, { cvv: CVV, ...extra });

/** Every text a card payment can leave behind: what a player does with cards, saved or not. */
async function payWithCards(
  send: (body: unknown) => Promise<{ transactionId?: string }>,
  decide: (id: string) => Promise<void>,
) {
  await send(submitBody('credit-card', 'deposit', 'EUR', 2000, withCvv(CARD.approve, { save_card: true })));
  const challenged = await send(
    submitBody('credit-card', 'deposit', 'EUR', 2000, withCvv(CARD.challenge, { save_card: true })),
  );
  await decide(challenged.transactionId!);
  await send(submitBody('credit-card', 'deposit', 'EUR', 2000, withCvv(CARD.decline)));
  await send(submitBody('credit-card', 'deposit', 'EUR', 2000, withCvv('4242424242424241')));
  await send(
    submitBody('credit-card', 'deposit', 'EUR', 2000, { ...withCvv(CARD.approve), expiry_date: '13/99' }),
  );
  await send({
    ...submitBody('credit-card', 'deposit', 'EUR', 2000, withCvv(CARD.approve)),
    amount: '20.00',
  });
}

describe.each(['sqlite', 'postgres'] as const)('given card payments stored on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  async function allTables(): Promise<string[]> {
    const query =
      dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`;
    return (await query.execute(app.database.db)).rows.map((row) => row.name);
  }

  it('should keep no card number and no security code in any column of any table', async () => {
    const player = await registerPlayer(app);
    await payWithCards(
      async (body) => (await submit(app, player, body)).json<{ transactionId?: string }>(),
      async (id) => {
        await sandboxPost(app, `/sandbox/3ds/${id}`, { decision: 'approve' }, true);
      },
    );
    const saved = await app.database.db
      .selectFrom('saved_profiles')
      .selectAll()
      .where('player_id', '=', player.id)
      .execute();
    expect(saved.map((profile) => profile.display).sort()).toEqual(['Visa •••• 3220', 'Visa •••• 4242']);

    const tables = await allTables();
    expect(tables).toEqual(expect.arrayContaining(['transactions', 'saved_profiles', 'ledger_entries']));
    let scanned = 0;
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        app.database.db,
      );
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue;
          scanned += 1;
          for (const secret of [...SECRETS, ...CVV_LEAKS]) expect(value, table).not.toContain(secret);
          expect(value).not.toBe(CVV);
        }
      }
    }
    expect(scanned).toBeGreaterThan(50);
  });
});

describe('given the real server logging every request at trace level', () => {
  let child: ChildProcess;
  let output = '';
  let origin = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-logs-'));

  beforeAll(async () => {
    child = spawn(process.execPath, ['--conditions=@playfront/source', 'apps/server/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'trace',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const deadline = Date.now() + 30_000;
    while (origin === '') {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) origin = match[1]!;
      else if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start: ${output}`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should write no card number and no security code to the logs', async () => {
    const post = (path: string, body: string, headers: Record<string, string>) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { origin, ...headers },
        body,
        redirect: 'manual',
      });
    const registered = await post(
      '/api/v1/auth/register',
      JSON.stringify({
        email: 'logs@example.com',
        password: 'a long enough secret',
        country: 'DE',
        currency: 'EUR',
      }),
      { 'content-type': 'application/json' },
    );
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;

    let count = 0;
    await payWithCards(
      async (body) => {
        count += 1;
        const response = await post(SUBMIT_PATH, JSON.stringify(body), {
          'content-type': 'application/json',
          cookie,
          'idempotency-key': `logs-key-${count}`,
        });
        return (await response.json()) as { transactionId?: string };
      },
      async (id) => {
        const token = pageToken(await (await fetch(`${origin}/sandbox/3ds/${id}`)).text()) ?? '';
        const response = await post(`/sandbox/3ds/${id}`, `decision=approve&token=${token}`, {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(response.status).toBe(200);
      },
    );
    // Let the last lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(output).toContain('"msg":"incoming request"');
    expect(output).toContain(SUBMIT_PATH);
    // The submits reached the payments routes and were logged, refusals included.
    expect(output.match(/"msg":"payment refused"/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    for (const secret of [...SECRETS, ...CVV_LEAKS]) expect(output).not.toContain(secret);
  });
});
