// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashierConfig, FieldDefinition, GetMethodsResponse, KycStatus } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { Cashier } from '../cashier/cashier.tsx';

/** A player whose own deposit limit allows €30.00 more (the server's config). */
const config = (kycStatus: KycStatus): CashierConfig => ({
  catalogueVersion: 'v1',
  onRampMode: 'development',
  player: { id: 'p1', country: 'DE', currency: 'EUR', kycStatus },
  currencies: [{ code: 'EUR', exponent: 2 }],
  balances: [{ currency: 'EUR', amount: 250_000 }],
  actions: ['deposit', 'cashout'],
  websocketPath: '/api/v1/payments/ws',
  depositAllowance: {
    currency: 'EUR',
    amount: 3_000,
    period: 'day',
    resetsAt: kycStatus === 'verified' ? Date.UTC(2026, 10, 26, 9, 30) : null,
  },
});

const METHODS: GetMethodsResponse = {
  action: 'deposit',
  currency: 'EUR',
  methods: [
    {
      id: 'visa',
      brand: 'Visa',
      type: 'cards',
      providerId: 'sandbox',
      logoKey: 'visa',
      fieldsVersion: 'v1',
      available: true,
      limits: { currency: 'EUR', min: 2000, max: 1_000_000 },
      processingTime: { type: 'instant' },
      commission: { type: 'none' },
    },
  ],
  savedProfiles: [],
};

const FIELDS: FieldDefinition[] = [{ name: 'amount', type: 'amount', required: true, labelKey: 'Amount' }];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The payments API as the widget reads it; a verified player here has deposits counted (a reset time). */
const apiFor = (kycStatus: KycStatus) => (input: string) => {
  const path = new URL(input, 'http://localhost').pathname;
  if (path === '/api/v1/payments/config') return Promise.resolve(json(config(kycStatus)));
  if (path === '/api/v1/payments/methods') return Promise.resolve(json(METHODS));
  if (path === '/api/v1/payments/conversion-methods')
    return Promise.resolve(json({ mode: 'development', currency: 'EUR', methods: [] }));
  if (path.startsWith('/api/v1/payments/methods/'))
    return Promise.resolve(
      json({ methodId: 'visa', action: 'deposit', fieldsVersion: 'v1', fields: FIELDS }),
    );
  return Promise.resolve(new Response(null, { status: 404 }));
};

class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  readyState = 0;
  close() {
    this.readyState = 3;
  }
  send() {}
  addEventListener() {}
  removeEventListener() {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', QuietSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDeposit(kycStatus: KycStatus) {
  const client = createCashierClient({ fetch: apiFor(kycStatus) });
  render(<Cashier client={client} action="deposit" currency="EUR" language="en" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Visa/ }));
  await screen.findByLabelText(/Amount/);
}

describe('the deposit allowance under a deposit amount', () => {
  it('says before submit what the player’s limit still allows', async () => {
    await openDeposit('not_started');
    const notice = await screen.findByText('Your deposit limit allows up to €30.00 more.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('says until when once deposits count', async () => {
    await openDeposit('verified');
    expect(
      await screen.findByText(/^Your deposit limit allows up to €30\.00 more until .*2026/),
    ).toBeTruthy();
  });

  it('offers no quick amount above the allowance', async () => {
    await openDeposit('not_started');
    const quick = await screen.findByRole('group', { name: /quick/i });
    const labels = [...quick.querySelectorAll('button')].map((button) => button.textContent);
    // The method's minimum is €20.00: of its €20, €50, €100 and €200 only €20 fits under €30.
    expect(labels).toEqual(['€20.00']);
  });
});
