// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GetMethodsResponse, MethodView, SubmitRequest, TransactionItem } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import type { CashierEvent } from '../cashier/cashier-props.ts';
import { FastDeposit } from './fast-deposit.tsx';
import { pickLastDeposit } from './last-deposit.ts';
import { loadFieldComponents } from '../fields/field-registry.ts';

// The amount and e-mail fields come with the mask library, on demand; the method list fetches
// it ahead of any form, as this does.
beforeAll(() => loadFieldComponents([{ type: 'amount' }]));

const visa: MethodView = {
  id: 'visa',
  brand: 'Visa',
  type: 'cards',
  providerId: 'sandbox',
  logoKey: 'visa',
  fieldsVersion: 'aaaa1111',
  available: true,
  limits: { currency: 'EUR', min: 1000, max: 500000 },
  processingTime: { type: 'instant' },
  commission: { type: 'none' },
};

const METHODS: GetMethodsResponse = {
  action: 'deposit',
  currency: 'EUR',
  methods: [visa, { ...visa, id: 'skrill', brand: 'Skrill', type: 'direct' }],
  savedProfiles: [
    {
      id: 'prof-1',
      methodId: 'visa',
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { last4: '4242' },
      lastUsedAt: '2026-01-01T12:00:00.000Z',
    },
  ],
};

const deposit = (overrides: Partial<TransactionItem>): TransactionItem => ({
  id: 'tx-0',
  action: 'deposit',
  methodId: 'visa',
  brand: 'Visa',
  currency: 'EUR',
  amount: 4000,
  fee: 0,
  status: 'completed',
  errorCode: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  cancellable: false,
  ...overrides,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeFetch(
  submits: SubmitRequest[],
  answer: unknown = {
    ok: true,
    outcome: { status: 'notify', transactionId: 'tx-9', message: 'Deposit received' },
  },
) {
  return (input: string, init: RequestInit): Promise<Response> => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/v1/payments/methods') return Promise.resolve(json(METHODS));
    if (path === '/api/v1/payments/transactions') {
      return Promise.resolve(json({ items: [deposit({})], nextCursor: null }));
    }
    if (path.startsWith('/api/v1/payments/methods/')) {
      return Promise.resolve(
        json({
          methodId: 'visa',
          action: 'deposit',
          fieldsVersion: 'aaaa1111',
          fields: [
            { name: 'amount', type: 'amount', required: true, labelKey: 'Amount' },
            { name: 'card_number', type: 'credit_card_number', required: true, labelKey: 'Card number' },
            { name: 'card_holder', type: 'card_holder', required: true, labelKey: 'Card holder' },
            { name: 'expiry', type: 'card_expiry_date', required: true, labelKey: 'Expiry' },
            { name: 'cvv', type: 'cvv', required: true, labelKey: 'CVV' },
          ],
        }),
      );
    }
    if (path === '/api/v1/payments/submit') {
      submits.push(JSON.parse(init.body as string) as SubmitRequest);
      return Promise.resolve(json(answer));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  };
}

afterEach(cleanup);

describe('pickLastDeposit', () => {
  it('repeats the newest completed deposit with its saved profile, else a saved profile alone', () => {
    expect(pickLastDeposit(METHODS, [deposit({ status: 'failed', amount: 1 }), deposit({})])).toEqual({
      choice: { method: visa, profile: METHODS.savedProfiles[0] },
      amount: 4000,
    });
    expect(pickLastDeposit(METHODS, [])?.amount).toBeUndefined();
    expect(pickLastDeposit({ ...METHODS, savedProfiles: [] }, [])).toBeUndefined();
  });
});

describe('<FastDeposit>', () => {
  it('preselects the last method, amount and saved card, asks only the CVV and pays in one tap', async () => {
    const submits: SubmitRequest[] = [];
    const events: CashierEvent[] = [];
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <FastDeposit
        client={createCashierClient({ fetch: fakeFetch(submits) })}
        currency="EUR"
        language="en"
        open
        onClose={onClose}
        onEvent={(event) => events.push(event)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fast deposit', hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    const cvv = await screen.findByLabelText(/CVV/);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/Amount/).value).toBe('40.00');
    await user.type(cvv, '123');
    await user.click(screen.getByRole('button', { name: 'Pay €40.00' }));
    await waitFor(() => {
      expect(submits).toHaveLength(1);
    });
    expect(submits[0]).toMatchObject({
      methodId: 'visa',
      amount: 4000,
      savedProfileId: 'prof-1',
      fields: { cvv: '123' },
    });
    expect(await screen.findByText('Deposit received')).toBeTruthy();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledWith('success');
    expect(events).toContainEqual({ type: 'close_fast_deposit_modal', payload: { status: 'success' } });
  });

  it('closes with Escape as unknown before any payment', async () => {
    const onClose = vi.fn();
    render(
      <FastDeposit
        client={createCashierClient({ fetch: fakeFetch([]) })}
        currency="EUR"
        language="en"
        open
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Fast deposit', hidden: true });
    await screen.findByLabelText(/CVV/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledWith('unknown');
  });

  it('hands a 3-D Secure check over to an inline panel outside the modal dialog', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FastDeposit
        client={createCashierClient({
          fetch: fakeFetch([], {
            ok: true,
            outcome: {
              status: 'iframe_opened',
              transactionId: 'tx-3ds',
              url: `${window.location.origin}/sandbox/3ds/tx-3ds`,
            },
          }),
        })}
        currency="EUR"
        language="en"
        open
        onClose={() => undefined}
      />,
    );
    await user.type(await screen.findByLabelText(/CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €40.00' }));
    const frame = await screen.findByTitle('Payment confirmation by your bank');
    expect(frame.closest('dialog')).toBeNull();
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(false);
  });
});
