import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBMIT_PATH } from '@playfront/contracts';
import { freePort } from '../helpers/free-port.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
/** The sandbox card whose acquirer takes 10 s to answer: time to kill the server in between. */
const SLOW_CARD = '4000000000000077';

/** The real server as `npm start` runs it, on `dataDir`, until it answers /healthz. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@playfront/source', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAYMENTS_RECONCILE_AFTER_SECONDS: '5',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

function transactionOf(
  dataDir: string,
  id: string,
): { status: string; result: string; error_code: string | null } {
  const db = new DatabaseSync(join(dataDir, 'playfront.db'), { readOnly: true });
  try {
    return db.prepare('SELECT status, result, error_code FROM transactions WHERE id = ?').get(id) as {
      status: string;
      result: string;
      error_code: string | null;
    };
  } finally {
    db.close();
  }
}

describe('given a server killed between a payment claim and the provider answer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-crash-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should leave no payment pending for ever: the restarted server fails it once the provider has no record', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = await startServer(dataDir, port);
    children.push(first);

    const registered = await fetch(`${origin}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email: 'crash@example.com',
        password: 'a long enough secret',
        country: 'DE',
        currency: 'EUR',
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const fields = (await (
      await fetch(`${origin}/api/v1/payments/methods/credit-card/fields?action=deposit`, {
        headers: { cookie },
      })
    ).json()) as { fieldsVersion: string };

    // The submit claims the payment, then waits on the slow acquirer: kill the server meanwhile.
    const body = JSON.stringify({
      methodId: 'credit-card',
      action: 'deposit',
      currency: 'EUR',
      amount: 5000,
      fieldsVersion: fields.fieldsVersion,
      fields: { card_number: SLOW_CARD, expiry_date: '12/30', cvv: '123', card_holder: 'Ada Lovelace' },
    });
    const submit = fetch(`${origin}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie, 'idempotency-key': 'crash-key-1' },
      body,
    }).catch(() => undefined);
    let id: string | undefined;
    for (let tries = 0; tries < 50 && id === undefined; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const db = new DatabaseSync(join(dataDir, 'playfront.db'), { readOnly: true });
      id = (
        db.prepare("SELECT id FROM transactions WHERE idempotency_key = 'crash-key-1'").get() as
          { id: string } | undefined
      )?.id;
      db.close();
    }
    expect(id).toBeDefined();
    first.kill('SIGKILL');
    await submit;
    expect(transactionOf(dataDir, id!)).toMatchObject({ status: 'pending' });

    const second = await startServer(dataDir, port);
    children.push(second);
    let row = transactionOf(dataDir, id!);
    const deadline = Date.now() + 20_000;
    while (row.status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = transactionOf(dataDir, id!);
    }
    expect(row).toMatchObject({ status: 'failed', error_code: 'PAYMENT_PROCESSING_ERROR' });
    // The same key now answers what happened, and the balance is the ledger's: nothing credited.
    const replay = await fetch(`${origin}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie, 'idempotency-key': 'crash-key-1' },
      body,
    });
    expect(await replay.json()).toMatchObject({ ok: false, error: { code: 'PAYMENT_PROCESSING_ERROR' } });
    const balances = (await (
      await fetch(`${origin}/api/v1/payments/balances`, { headers: { cookie } })
    ).json()) as {
      balances: { currency: string; amount: number }[];
    };
    expect(balances.balances.find((b) => b.currency === 'EUR')?.amount ?? 0).toBe(0);
    second.kill('SIGTERM');
  }, 90_000);
});
