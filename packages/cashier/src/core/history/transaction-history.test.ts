import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, visaPayment, type RealServer } from '../../../test/helpers/real-server.ts';
import type { CashierClient } from '../api/cashier-client.ts';
import { TransactionHistory, type TransactionHistorySnapshot } from './transaction-history.ts';

let server: RealServer;
let client: CashierClient;
let cashoutId: string;

beforeAll(async () => {
  server = await startRealServer();
  client = server.client();
  // Two deposits (one approved, one declined), then a card cashout the provider has not paid yet.
  for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002']) {
    await client.submit(await visaPayment(client, card), crypto.randomUUID());
  }
  const cashout = await client.submit(
    await visaPayment(client, '4242 4242 4242 4242', 'cashout', '20.00'),
    crypto.randomUUID(),
  );
  if (!cashout.ok || !cashout.data.ok || cashout.data.transactionId === undefined) {
    throw new Error(`cashout refused: ${JSON.stringify(cashout)}`);
  }
  cashoutId = cashout.data.transactionId;
});

afterAll(async () => {
  await server.close();
});

/** The snapshot once no read is running. */
function settled(history: TransactionHistory): Promise<TransactionHistorySnapshot> {
  return new Promise((resolve) => {
    const check = () => {
      const snapshot = history.getSnapshot();
      if (snapshot.loading) return;
      off();
      resolve(snapshot);
    };
    const off = history.subscribe(check);
    check();
  });
}

describe('given the history of a player against the real server', () => {
  it('should list every payment, newest first, and filter by status from the first page', async () => {
    const history = new TransactionHistory(client, 'EUR');
    history.refresh();
    const all = await settled(history);
    expect(all.items.map((item) => [item.action, item.status])).toEqual([
      ['cashout', 'pending'],
      ['deposit', 'failed'],
      ['deposit', 'completed'],
    ]);
    expect(all.nextCursor).toBeNull();

    history.setFilters({ status: 'completed' });
    const completed = await settled(history);
    expect(completed.page).toBe(0);
    expect(completed.items.map((item) => item.status)).toEqual(['completed']);

    history.setCurrency('USD');
    expect((await settled(history)).items).toEqual([]);
  });

  it("should filter by the player's days: today shows every payment, yesterday and tomorrow none", async () => {
    const history = new TransactionHistory(client, 'EUR');
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    history.setFilters({ from: day(0), to: day(0) });
    expect((await settled(history)).items).toHaveLength(3);
    history.setFilters({ from: day(-1), to: day(-1) });
    expect((await settled(history)).items).toEqual([]);
    history.setFilters({ from: day(1), to: '' });
    expect((await settled(history)).items).toEqual([]);
    history.setFilters({ from: '', to: day(0) });
    expect((await settled(history)).items).toHaveLength(3);
  });

  it('should cancel a pending cashout after the question, and show it cancelled', async () => {
    const history = new TransactionHistory(client, 'EUR');
    history.refresh();
    const before = await settled(history);
    expect(before.items.find((item) => item.id === cashoutId)?.cancellable).toBe(true);

    history.askCancel(cashoutId);
    expect(history.getSnapshot().cancel).toEqual({ id: cashoutId, phase: 'confirm' });
    expect(await history.confirmCancel(cashoutId)).toBe(true);
    const after = history.getSnapshot();
    expect(after.cancel).toBeUndefined();
    expect(after.items.find((item) => item.id === cashoutId)).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });

    history.refresh();
    expect((await settled(history)).items.find((item) => item.id === cashoutId)?.status).toBe('cancelled');
  });
});
