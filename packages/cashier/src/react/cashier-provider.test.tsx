// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCashierClient, type CashierClient } from '../core/api/cashier-client.ts';
import { CashierStore } from '../core/state/cashier-store.ts';
import { CashierProvider } from './cashier-provider.tsx';
import { createTranslate } from './i18n/messages.ts';
import { useCashier, useSubmitState, useTranslate } from './use-cashier.ts';

afterEach(cleanup);

const fetch = () => Promise.resolve(new Response('{}', { status: 503 }));

describe('CashierProvider', () => {
  it('throws a helpful message when a hook is used without it', () => {
    expect(() => renderHook(() => useCashier())).toThrow(
      'No Cashier client set, use <CashierProvider client={...}> to set one',
    );
  });

  it('throws the same message when it is given no client', () => {
    expect(() => render(<CashierProvider client={undefined as unknown as CashierClient} />)).toThrow(
      'No Cashier client set, use <CashierProvider client={...}> to set one',
    );
  });

  it('gives its client, an English translate function and the locale', () => {
    const client = createCashierClient({ fetch });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CashierProvider client={client}>{children}</CashierProvider>
    );
    const { result } = renderHook(() => useCashier(), { wrapper });
    expect(result.current.client).toBe(client);
    expect(result.current.locale).toBe('en');
    expect(result.current.t('validation.amount.min', { min: '10.00' })).toBe('The minimum amount is 10.00.');
    expect(result.current.t('payments.fields.unknown')).toBe('payments.fields.unknown');
  });

  it('takes an injected translate function', () => {
    const client = createCashierClient({ fetch });
    const t = createTranslate({ 'validation.required': 'Pflichtfeld.' });
    function Probe() {
      return <p>{useTranslate()('validation.required')}</p>;
    }
    render(
      <CashierProvider client={client} t={t}>
        <Probe />
      </CashierProvider>,
    );
    expect(screen.getByText('Pflichtfeld.')).toBeTruthy();
  });

  it('re-renders subscribers when the submit state moves', async () => {
    const client = createCashierClient({ fetch });
    const store = new CashierStore({ client });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CashierProvider client={client} store={store}>
        {children}
      </CashierProvider>
    );
    const { result } = renderHook(() => useSubmitState().status, { wrapper });
    expect(result.current).toBe('idle');
    await act(async () => {
      await store.submit({} as Parameters<CashierStore['submit']>[0]);
    });
    expect(result.current).not.toBe('idle');
  });
});
