// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetMethodsResponse, MethodView } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { createTranslate, DEFAULT_MESSAGES } from '../i18n/messages.ts';
import arabic from '../i18n/locales/ar.ts';
import { MethodList } from './method-list.tsx';

afterEach(cleanup);

const view = (overrides: Partial<MethodView> & Pick<MethodView, 'id' | 'brand' | 'type'>): MethodView => ({
  providerId: 'sandbox',
  logoKey: overrides.id,
  fieldsVersion: 'aaaa1111',
  available: true,
  limits: { currency: 'EUR', min: 1000, max: 500000 },
  processingTime: { type: 'instant' },
  commission: { type: 'none' },
  ...overrides,
});

const USABLE: MethodView[] = [
  view({ id: 'credit-card', brand: 'Credit or debit card', type: 'cards', popular: true }),
  view({ id: 'paypal', brand: 'PayPal', type: 'direct', popular: true }),
  view({ id: 'visa', brand: 'Visa', type: 'cards' }),
  view({ id: 'mastercard', brand: 'Mastercard', type: 'cards' }),
  view({ id: 'skrill', brand: 'Skrill', type: 'direct' }),
  view({ id: 'neteller', brand: 'Neteller', type: 'direct' }),
  view({ id: 'sofort', brand: 'Sofort', type: 'bank_transfer' }),
  view({ id: 'paysafecard', brand: 'Paysafecard', type: 'voucher' }),
  view({ id: 'bitcoin', brand: 'Bitcoin', type: 'crypto' }),
];
const OTHERS: MethodView[] = [
  view({
    id: 'ideal',
    brand: 'iDEAL',
    type: 'bank_transfer',
    available: false,
    reason: 'country_not_supported',
  }),
  view({
    id: 'pix',
    brand: 'PIX',
    type: 'bank_transfer',
    available: false,
    reason: 'currency_not_supported',
  }),
];

function renderList(methods: MethodView[], language: 'en' | 'ar' = 'en') {
  const answer: GetMethodsResponse = { action: 'deposit', currency: 'EUR', methods, savedProfiles: [] };
  const fetch = (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    const body = path.endsWith('/conversion-methods')
      ? { mode: 'development', currency: 'EUR', methods: [] }
      : answer;
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  };
  const client = createCashierClient({ fetch });
  const t =
    language === 'ar' ? createTranslate({ ...DEFAULT_MESSAGES, ...arabic }, undefined, 'ar') : undefined;
  const onPick = vi.fn();
  const view = render(
    <div dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <CashierProvider client={client} locale={language} {...(t === undefined ? {} : { t })}>
        <MethodList action="deposit" currency="EUR" onPick={onPick} />
      </CashierProvider>
    </div>,
  );
  return { ...view, onPick };
}

const sectionIds = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('button')
    .map((button) => button.dataset.methodId);

describe('<MethodList> picker', () => {
  it('shows popular methods first, then the usable ones by type, the others behind a disclosure', async () => {
    const { container } = renderList([...USABLE, ...OTHERS]);
    await screen.findByRole('heading', { name: 'Popular choices' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Popular choices',
      'Cards',
      'E-wallets and apps',
      'Bank payments',
      'Vouchers and cash',
      'Crypto',
    ]);
    expect(sectionIds('Popular choices')).toEqual(['credit-card', 'paypal']);
    expect(sectionIds('Cards')).toEqual(['visa', 'mastercard']);
    // Unusable methods are no buttons, and hidden until the player opens "Other methods".
    expect(screen.queryByText('iDEAL')).toBeNull();
    expect(container.querySelectorAll('button[data-method-id]')).toHaveLength(USABLE.length);
    const user = userEvent.setup();
    await user.click(screen.getByText('Other methods (2)'));
    const rows = container.querySelectorAll('.pf-other-method');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'iDEALNot offered in your country',
      'PIXNot offered in this currency',
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('offers a labelled search once the list is long, filters by name and announces the count', async () => {
    const { container } = renderList([...USABLE, ...OTHERS]);
    const search = await screen.findByRole('searchbox', { name: 'Search payment methods' });
    const user = userEvent.setup();
    await user.type(search, 'sk');
    expect(container.querySelectorAll('button[data-method-id]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Skrill/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 method found');
    await user.clear(search);
    await user.type(search, 'e');
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('4 methods found');
    });
    // Escape clears the query and brings the whole list back.
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(container.querySelectorAll('button[data-method-id]')).toHaveLength(USABLE.length);
  });

  it('says so when no usable method matches, and opens the other methods that do', async () => {
    const { container } = renderList([...USABLE, ...OTHERS]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox'), 'ideal');
    expect(screen.getByText('No payment method you can use matches “ideal”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 methods found');
    const details = container.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(within(details).getByText('Not offered in your country')).toBeTruthy();
  });

  it('has no search box for a short list', async () => {
    renderList(USABLE.slice(0, 4));
    await screen.findByRole('heading', { name: 'Cards' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('draws brand logos where Simple Icons has one and a neutral mark by type otherwise, never letters', async () => {
    const { container } = renderList([...USABLE, ...OTHERS]);
    await screen.findByRole('heading', { name: 'Cards' });
    const logo = (id: string) => container.querySelector(`[data-method-id="${id}"] .pf-method-logo`)!;
    await waitFor(() => {
      expect(logo('visa').getAttribute('data-mark')).toBe('brand');
    });
    expect(logo('skrill').getAttribute('data-mark')).toBe('type');
    expect(logo('paypal').getAttribute('data-mark')).toBe('brand');
    for (const mark of container.querySelectorAll('.pf-method-logo')) {
      expect(mark.getAttribute('aria-hidden')).toBe('true');
      expect(mark.textContent).toBe('');
    }
  });

  it('speaks Arabic: group names, search label, count and reasons', async () => {
    const { container } = renderList([...USABLE, ...OTHERS], 'ar');
    expect(await screen.findByRole('heading', { name: 'البطاقات' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في طرق الدفع' }), 'visa');
    expect(screen.getByRole('status').textContent).toBe('عُثر على طريقة واحدة');
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByText(/طرق أخرى/));
    expect(container.querySelector('[data-method-id="ideal"]')?.textContent).toContain('غير متاحة في بلدك');
  });
});

describe('<MethodList> with nothing usable', () => {
  it('says so and shows the other methods open, each with its reason', async () => {
    const { container } = renderList(OTHERS);
    expect(
      await screen.findByText('None of the methods can be used right now. Each one below says why.'),
    ).toBeTruthy();
    expect(container.querySelector('details')?.open).toBe(true);
    expect(container.querySelector('[data-method-id="pix"]')?.textContent).toContain(
      'Not offered in this currency',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
