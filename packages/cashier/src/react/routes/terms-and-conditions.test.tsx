// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetMethodsResponse, MethodView } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { TermsRoute } from './terms-and-conditions.tsx';

afterEach(cleanup);

const method = (extra: Partial<MethodView>): MethodView => ({
  id: 'visa',
  brand: 'Visa',
  type: 'cards',
  providerId: 'worldpay',
  logoKey: 'visa',
  fieldsVersion: 'fc64f80c',
  available: true,
  limits: { currency: 'EUR', min: 1000, max: 500000 },
  processingTime: { type: 'instant' },
  commission: { type: 'none' },
  ...extra,
});

function withoutLimits(view: MethodView): MethodView {
  const { limits: _limits, ...rest } = view;
  return rest;
}

const methodsResponse: GetMethodsResponse = {
  action: 'cashout',
  currency: 'EUR',
  methods: [
    method({
      processingTime: { type: 'range', from: 1, to: 3, unit: 'business_days' },
      commission: { type: 'percent', basisPoints: 250 },
    }),
    method({
      id: 'skrill',
      brand: 'Skrill',
      type: 'direct',
      logoKey: 'skrill',
      limits: { currency: 'EUR', min: 500, max: 100000 },
      commission: { type: 'fixed', amounts: [{ currency: 'EUR', amount: 150 }] },
    }),
    // No limits in EUR: the method states no terms in this currency, so it is left out.
    withoutLimits(method({ id: 'pix', brand: 'Pix', available: false, reason: 'currency_not_supported' })),
  ],
  savedProfiles: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: (() => Response)[]) {
  const requests: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://casino.test');
    requests.push(url);
    const answer = answers.shift() ?? (() => json(methodsResponse));
    return Promise.resolve(answer());
  });
  const client = createCashierClient({ fetch });
  const view = render(
    <CashierProvider client={client}>
      <main>
        <h1>Cashier</h1>
        <TermsRoute action="cashout" currency="EUR" />
      </main>
    </CashierProvider>,
  );
  return { ...view, requests, user: userEvent.setup() };
}

describe('TermsRoute', () => {
  it('renders the general sections and each method with its limits in money, with no axe violations', async () => {
    const { container, requests, user } = setup([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'General terms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.getByText('Loading the terms…').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
      'true',
    );

    const visa = (await screen.findByText('Visa')).closest('details');
    if (!visa) throw new Error('no details for Visa');
    expect(within(visa).getByText('€10.00 to €5,000.00 per payment')).toBeTruthy();
    expect(within(visa).getByText('1–3 business days')).toBeTruthy();
    expect(within(visa).getByText('2.5% of the amount')).toBeTruthy();
    expect(screen.getByText('€1.50 per payment')).toBeTruthy();
    expect(screen.queryByText('Pix')).toBeNull();
    expect(screen.getByText('For withdrawals in EUR.')).toBeTruthy();
    expect(requests[0]?.searchParams.get('action')).toBe('cashout');
    expect(requests[0]?.searchParams.get('currency')).toBe('EUR');

    await user.click(screen.getByText('Visa'));
    expect(visa.open).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows an error with the reference, retries, and shows the empty state', async () => {
    const { container, requests, user } = setup([
      () => json({ code: 'INTERNAL', message: 'boom', reference: 'ref-42' }, 500),
      () => json({ ...methodsResponse, methods: [] }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The payment methods could not be loaded.');
    expect(alert.textContent).toContain('ref-42');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('No payment method states specific terms for this currency.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Terms by payment method' }));
    expect(requests).toHaveLength(2);
  });
});
