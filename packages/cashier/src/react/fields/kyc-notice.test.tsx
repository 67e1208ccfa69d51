// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashierConfig, FieldDefinition, GetMethodsResponse, KycStatus } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { Cashier } from '../cashier/cashier.tsx';
import type { CashierProps } from '../cashier/cashier-props.ts';

/** A player holding €2,500 whose cashouts above €2,000 need verification (the server's config). */
const config = (kycStatus: KycStatus): CashierConfig => ({
  catalogueVersion: 'v1',
  onRampMode: 'development',
  player: { id: 'p1', country: 'DE', currency: 'EUR', kycStatus },
  currencies: [{ code: 'EUR', exponent: 2 }],
  balances: [{ currency: 'EUR', amount: 250_000 }],
  actions: ['deposit', 'cashout'],
  websocketPath: '/api/v1/payments/ws',
  ...(kycStatus === 'verified' ? {} : { kycCashoutThresholds: [{ currency: 'EUR', amount: 200_000 }] }),
});

const METHODS: GetMethodsResponse = {
  action: 'cashout',
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

/** The payments API as the widget reads it, for one player's KYC status. */
const apiFor = (kycStatus: KycStatus) => (input: string) => {
  const path = new URL(input, 'http://localhost').pathname;
  if (path === '/api/v1/payments/config') return Promise.resolve(json(config(kycStatus)));
  if (path === '/api/v1/payments/methods') return Promise.resolve(json(METHODS));
  if (path === '/api/v1/payments/conversion-methods')
    return Promise.resolve(json({ mode: 'development', currency: 'EUR', methods: [] }));
  if (path.startsWith('/api/v1/payments/methods/'))
    return Promise.resolve(
      json({ methodId: 'visa', action: 'cashout', fieldsVersion: 'v1', fields: FIELDS }),
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

async function typeAmount(kycStatus: KycStatus, amount: string, props: Partial<CashierProps> = {}) {
  const client = createCashierClient({ fetch: apiFor(kycStatus) });
  render(<Cashier client={client} action="cashout" currency="EUR" language="en" {...props} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Visa/ }));
  const input = await screen.findByLabelText(/Amount/);
  await user.type(input, amount);
}

describe('the KYC notice under a cashout amount', () => {
  it('says before submit that the amount needs verification, linking to the host page', async () => {
    await typeAmount('not_started', '2100', { kycUrl: '/account/verification' });
    const notice = await screen.findByText('Withdrawals above €2,000.00 need a verified identity.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Verify your identity' });
    expect(link.getAttribute('href')).toBe('/account/verification');
  });

  it('says nothing at or under the threshold', async () => {
    await typeAmount('not_started', '2000', { kycUrl: '/account/verification' });
    expect(screen.queryByText(/need a verified identity/)).toBeNull();
  });

  it('tells a pending player the documents are being checked', async () => {
    await typeAmount('pending', '2100', { kycUrl: '/account/verification' });
    expect(
      await screen.findByText(
        'We are checking your documents: withdrawals above €2,000.00 are possible once you are verified.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your verification status' })).toBeTruthy();
  });

  it('says nothing to a verified player', async () => {
    await typeAmount('verified', '2100', { kycUrl: '/account/verification' });
    expect(screen.queryByText(/need a verified identity/)).toBeNull();
  });

  it('has no link when the host gave no kycUrl', async () => {
    await typeAmount('not_started', '2100');
    expect(await screen.findByText('Withdrawals above €2,000.00 need a verified identity.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
  });
});
