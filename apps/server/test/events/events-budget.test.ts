import { describe, expect, it } from 'vitest';
import { EventsBudget, EventsBudgetError } from '../../src/events/events-budget.ts';

/** Whether `promise` is still pending after the turns already queued have run. */
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const settled = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => {
      setTimeout(() => {
        resolve(marker);
      }, 20);
    }),
  ]);
  return settled === marker;
}

describe('given an events budget of 1,000 a minute and bodies reserved before they are read (decision 095)', () => {
  it('should give back what a body did not use', async () => {
    const budget = new EventsBudget(1000);
    const reservation = await budget.reserve('a', 500);
    expect(reservation).toBeDefined();
    await reservation?.settle(120);

    await expect(budget.take('a', 880)).resolves.toBeUndefined();
    await expect(budget.take('a', 1)).rejects.toBeInstanceOf(EventsBudgetError);
  });

  it('should not reserve what does not fit, and leave the budget as it was', async () => {
    const budget = new EventsBudget(1000);
    await budget.take('b', 700);

    expect(await budget.reserve('b', 500)).toBeUndefined();
    await expect(budget.take('b', 300)).resolves.toBeUndefined();
  });

  it('should let an exact count wait for the reservations out, and take it once they give back', async () => {
    const budget = new EventsBudget(1000);
    const first = await budget.reserve('c', 500);
    const second = await budget.reserve('c', 500);
    const taken = budget.take('c', 300);
    const spentCheck = budget.checkNotSpent('c');

    expect(await isPending(taken)).toBe(true);
    expect(await isPending(spentCheck)).toBe(true);
    // While it waits, no new reservation goes ahead of it.
    expect(await budget.reserve('c', 1)).toBeUndefined();
    await first?.settle(100);
    await second?.settle(100);

    await expect(taken).resolves.toBeUndefined();
    await expect(spentCheck).resolves.toBeUndefined();
    await expect(budget.take('c', 500)).resolves.toBeUndefined();
    await expect(budget.take('c', 1)).rejects.toBeInstanceOf(EventsBudgetError);
  });

  it('should refuse an exact count that does not fit once the reservations gave back, and the client after it', async () => {
    const budget = new EventsBudget(1000);
    const reservation = await budget.reserve('d', 500);
    await budget.take('d', 400);
    const taken = budget.take('d', 300);
    await reservation?.settle(450);

    await expect(taken).rejects.toBeInstanceOf(EventsBudgetError);
    // A refused count keeps the client spent for the minute, as it did before reservations.
    await expect(budget.checkNotSpent('d')).rejects.toBeInstanceOf(EventsBudgetError);
  });

  it('should keep each client on its own', async () => {
    const budget = new EventsBudget(1000);
    await budget.reserve('e', 500);
    await budget.reserve('e', 500);

    expect(await budget.reserve('f', 500)).toBeDefined();
    await expect(budget.take('f', 500)).resolves.toBeUndefined();
  });
});
