import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/kysely.ts';
import { PlayersRepository } from '../../players/players-repository.ts';
import { startPostgres, type PostgresCluster } from '../../../test/helpers/postgres.ts';
import { InsufficientFundsError, ledger } from './ledger.ts';

describe.each(['sqlite', 'postgres'] as const)('given the ledger on %s', (dialect) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playfront-ledger-'));
    if (dialect === 'postgres') cluster = await startPostgres();
    handle = openDatabase({ dataDir, databaseUrl: cluster?.url });
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPlayer(): Promise<string> {
    const player = await new PlayersRepository(handle.db).create({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'scrypt$x',
      country: 'DE',
      currency: 'EUR',
    });
    return player.id;
  }

  /** A transaction row for ledger entries to point at. */
  async function newTransaction(
    playerId: string,
    action: 'deposit' | 'cashout',
    amount: number,
  ): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    await handle.db
      .insertInto('transactions')
      .values({
        id,
        player_id: playerId,
        idempotency_key: id,
        request_fingerprint: 'f',
        action,
        method_id: 'test',
        provider_id: 'test',
        currency: 'EUR',
        amount,
        fee: 0,
        status: 'pending',
        error_code: null,
        provider_reference: null,
        saved_profile_id: null,
        result: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async function entriesSum(playerId: string, currency: string): Promise<number> {
    const rows = await handle.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .execute();
    return rows.reduce((sum, row) => sum + row.amount, 0);
  }

  describe('given a player with a deposit', () => {
    it('should keep the balance equal to the sum of its entries', async () => {
      const playerId = await newPlayer();
      const deposit = await newTransaction(playerId, 'deposit', 10_000);
      await handle.db.transaction().execute((trx) =>
        ledger.credit(trx, {
          playerId,
          currency: 'EUR',
          amount: 10_000,
          transactionId: deposit,
          reason: 'deposit',
        }),
      );
      const cashout = await newTransaction(playerId, 'cashout', 2_550);
      await handle.db.transaction().execute((trx) =>
        ledger.debit(trx, {
          playerId,
          currency: 'EUR',
          amount: 2_550,
          transactionId: cashout,
          reason: 'cashout',
        }),
      );
      expect(await ledger.balances(handle.db, playerId)).toEqual({ EUR: 7_450 });
      expect(await entriesSum(playerId, 'EUR')).toBe(7_450);
    });

    it('should refuse fractional, zero, negative and unsafe amounts', async () => {
      const playerId = await newPlayer();
      const tx = await newTransaction(playerId, 'deposit', 1);
      for (const amount of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
        await expect(
          handle.db
            .transaction()
            .execute((trx) =>
              ledger.credit(trx, { playerId, currency: 'EUR', amount, transactionId: tx, reason: 'deposit' }),
            ),
        ).rejects.toThrow(RangeError);
      }
      expect(await ledger.balances(handle.db, playerId)).toEqual({});
    });
  });

  describe('given 100 concurrent cashouts against one balance', () => {
    it('should never overdraw and leave entries matching the balance', async () => {
      const playerId = await newPlayer();
      const deposit = await newTransaction(playerId, 'deposit', 5_000);
      await handle.db.transaction().execute((trx) =>
        ledger.credit(trx, {
          playerId,
          currency: 'EUR',
          amount: 5_000,
          transactionId: deposit,
          reason: 'deposit',
        }),
      );
      const cashouts = await Promise.all(
        Array.from({ length: 100 }, () => newTransaction(playerId, 'cashout', 100)),
      );
      const results = await Promise.allSettled(
        cashouts.map((transactionId) =>
          handle.db
            .transaction()
            .execute((trx) =>
              ledger.debit(trx, { playerId, currency: 'EUR', amount: 100, transactionId, reason: 'cashout' }),
            ),
        ),
      );
      const succeeded = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof InsufficientFundsError,
      );
      expect(succeeded).toBe(50);
      expect(refused).toHaveLength(50);
      expect(await ledger.balances(handle.db, playerId)).toEqual({ EUR: 0 });
      expect(await entriesSum(playerId, 'EUR')).toBe(0);
    });
  });

  describe('given a failure inside the database transaction', () => {
    it('should leave neither the balance change nor the entry', async () => {
      const playerId = await newPlayer();
      const deposit = await newTransaction(playerId, 'deposit', 700);
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await ledger.credit(trx, {
            playerId,
            currency: 'EUR',
            amount: 700,
            transactionId: deposit,
            reason: 'deposit',
          });
          throw new Error('crash between steps');
        }),
      ).rejects.toThrow('crash between steps');
      expect(await ledger.balances(handle.db, playerId)).toEqual({});
      expect(await entriesSum(playerId, 'EUR')).toBe(0);
    });
  });
});
