// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionItem } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { TransactionHistoryRoute } from './transaction-history.tsx';

afterEach(cleanup);

const item = (extra: Partial<TransactionItem>): TransactionItem => ({
  id: 'tx-1',
  action: 'deposit',
  methodId: 'visa',
  brand: 'Visa',
  currency: 'EUR',
  amount: 5000,
  fee: 0,
  status: 'completed',
  errorCode: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  cancellable: false,
  ...extra,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup() {
  const requests: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://casino.test');
    requests.push(url);
    if (init?.method === 'POST') {
      return Promise.resolve(
        json({ transactionId: 'tx-2', status: 'cancelled', currency: 'EUR', balance: 9000 }),
      );
    }
    const cursor = url.searchParams.get('cursor');
    if (cursor === 'page2') return Promise.resolve(json({ items: [item({ id: 'tx-3' })], nextCursor: null }));
    return Promise.resolve(
      json({
        items: [
          item({}),
          item({ id: 'tx-2', action: 'cashout', status: 'pending', amount: 1250, cancellable: true }),
        ],
        nextCursor: 'page2',
      }),
    );
  });
  const client = createCashierClient({ fetch });
  const onCancelled = vi.fn();
  const view = render(
    <CashierProvider client={client}>
      <main>
        <h1>Cashier</h1>
        <TransactionHistoryRoute onCancelled={onCancelled} />
      </main>
    </CashierProvider>,
  );
  return { ...view, requests, onCancelled, user: userEvent.setup() };
}

describe('TransactionHistoryRoute', () => {
  it('renders rows with money and dates, pages, filters, cancels, and has no axe violations', async () => {
    const { container, requests, onCancelled, user } = setup();
    await screen.findByText('tx-1');
    expect(screen.getByText('€50.00')).toBeTruthy();
    expect(screen.getByText('€12.50')).toBeTruthy();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal of €12.50' }));
    const group = screen.getByRole('group', { name: /Cancel this withdrawal/ });
    await user.click(within(group).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => {
      expect(onCancelled).toHaveBeenCalledWith('tx-2');
    });
    expect(screen.getByRole('status').textContent).toContain('€12.50 was cancelled');
    expect(requests.some((url) => url.pathname === '/api/v1/payments/transactions/tx-2/cancel')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('tx-3');
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('page2');

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.get('status')).toBe('pending');
    });
    expect(requests.at(-1)?.searchParams.has('cursor')).toBe(false);
  });

  it("shows short dates and whole references with a copy button, and filters by the player's days", async () => {
    const { requests, user } = setup();
    const reference = await screen.findByText('tx-1');
    expect(reference.getAttribute('title')).toBe('tx-1');
    // Day, month and time in the player's language (the date alone in another year); the whole date is the tooltip.
    const created = new Date('2026-01-01T12:00:00.000Z');
    const short = new Intl.DateTimeFormat(
      'en',
      created.getFullYear() === new Date().getFullYear()
        ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
        : { dateStyle: 'medium' },
    );
    const time = screen.getAllByRole('rowheader')[0]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(created.toISOString());
    expect(time?.textContent).toBe(short.format(created));
    const copy = screen.getAllByRole('button', { name: 'Copy' })[0];
    expect(copy?.getAttribute('aria-describedby')).toBe(reference.id);

    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.get('before')).toBe(new Date(2026, 1, 1).toISOString());
    });
    expect(requests.at(-1)?.searchParams.get('from')).toBe(new Date(2026, 0, 1).toISOString());
  });
});
