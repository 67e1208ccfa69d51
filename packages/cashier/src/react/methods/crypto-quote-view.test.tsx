// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CryptoQuote, CryptoQuoteRequest, PaymentAction } from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { CryptoQuoteView } from './crypto-quote-view.tsx';
import { useCryptoQuote } from './use-crypto-quote.ts';

const ISSUED = Date.UTC(2026, 10, 25, 12, 0, 0);

/** The server's quote for a €50.00 Bitcoin deposit at 58,000.00 (docs/sandbox.md). */
const QUOTE: CryptoQuote = {
  token: 'signed.quote',
  methodId: 'bitcoin',
  action: 'deposit',
  currency: 'EUR',
  amount: 5_000,
  fee: 50,
  cryptoCurrency: 'BTC',
  cryptoAmount: 87_069,
  cryptoAmountDecimal: '0.00087069',
  rate: '58000.00',
  issuedAt: ISSUED,
  expiresAt: ISSUED + 15 * 60 * 1000,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The payments API's quote route as the server answers it, one answer per request in turn. */
function quoteServer(answers: readonly unknown[]) {
  const requests: CryptoQuoteRequest[] = [];
  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    if (new URL(input, 'http://localhost').pathname !== '/api/v1/payments/crypto-quotes') {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    requests.push(JSON.parse(init.body as string) as CryptoQuoteRequest);
    return Promise.resolve(json(answers[Math.min(requests.length, answers.length) - 1]));
  };
  return { client: createCashierClient({ fetch }), requests };
}

function QuoteOnForm({ amount, action = 'deposit' }: { amount: number | undefined; action?: PaymentAction }) {
  const state = useCryptoQuote({ enabled: true, methodId: 'bitcoin', action, currency: 'EUR', amount });
  return <CryptoQuoteView state={state} action={action} currency="EUR" />;
}

/** The quote's lines as label → value. */
function lines(): Record<string, string> {
  const section = screen.getByRole('region', { name: 'Exchange quote' });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<CryptoQuoteView>', () => {
  it('should show what is credited, the fee, the rate, the coins to send and the time left', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ISSUED + 1_000);
    const { client } = quoteServer([]);
    render(
      <CashierProvider client={client}>
        <CryptoQuoteView
          state={{ status: 'ready', quote: QUOTE, expiresLocally: QUOTE.expiresAt }}
          action="deposit"
          currency="EUR"
        />
      </CashierProvider>,
    );
    expect(lines()).toEqual({
      'Added to your balance': '€50.00',
      'Conversion fee (1%)': '€0.50',
      Rate: '1 BTC = €58,000.00',
      'You send': '0.00087069 BTC',
      'Quote valid for': '14:59',
    });
  });

  it('should show a cashout as taken from the balance and the coins received, in Arabic digits in Arabic', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ISSUED);
    const { client } = quoteServer([]);
    const cashout: CryptoQuote = {
      ...QUOTE,
      action: 'cashout',
      amount: 10_000,
      fee: 100,
      cryptoAmount: 170_689,
    };
    render(
      <CashierProvider client={client} locale="ar-EG">
        <CryptoQuoteView
          state={{ status: 'ready', quote: cashout, expiresLocally: cashout.expiresAt }}
          action="cashout"
          currency="EUR"
        />
      </CashierProvider>,
    );
    const section = screen.getByRole('region', { name: 'Exchange quote' });
    expect(within(section).getByText('Taken from your balance')).toBeTruthy();
    expect(within(section).getByText('You receive')).toBeTruthy();
    expect(section.querySelector('time')?.textContent).toBe('١٥:٠٠');
  });
});

describe('useCryptoQuote on the form', () => {
  it('should ask the server for the typed amount and show its quote', async () => {
    const server = quoteServer([{ ok: true, quote: QUOTE }]);
    render(
      <CashierProvider client={server.client}>
        <QuoteOnForm amount={5_000} />
      </CashierProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Getting a quote…');
    await screen.findByText('0.00087069 BTC');
    expect(server.requests).toEqual([
      { methodId: 'bitcoin', action: 'deposit', currency: 'EUR', amount: 5_000 },
    ]);
  });

  it('should ask for an amount first, and show the server’s reason when it quotes none', async () => {
    const refusal = {
      ok: false,
      error: {
        kind: 'params_error',
        code: 'LIMIT_EXCEEDED',
        message: 'Enter an amount from €5.80 to €580,000.00.',
        reference: 'req_1',
        fields: [],
      },
    };
    const server = quoteServer([refusal]);
    const { rerender } = render(
      <CashierProvider client={server.client}>
        <QuoteOnForm amount={undefined} />
      </CashierProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Enter an amount to see the rate and what you send.');
    rerender(
      <CashierProvider client={server.client}>
        <QuoteOnForm amount={100} />
      </CashierProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount from €5.80 to €580,000.00.');
  });

  it("should count the quote's fifteen minutes from its arrival, whatever the browser's clock says", async () => {
    // This browser's clock is an hour behind the server's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ISSUED - 60 * 60 * 1000);
    const server = quoteServer([{ ok: true, quote: QUOTE }]);
    render(
      <CashierProvider client={server.client}>
        <QuoteOnForm amount={5_000} />
      </CashierProvider>,
    );
    await screen.findByText('0.00087069 BTC');
    expect(lines()['Quote valid for']).toBe('15:00');
  });

  it('should ask for a new quote the moment the shown one expires', async () => {
    const soon = { ...QUOTE, issuedAt: Date.now(), expiresAt: Date.now() + 400 };
    const renewed = { ...QUOTE, token: 'signed.renewed', cryptoAmount: 87_070, issuedAt: Date.now() + 400 };
    const server = quoteServer([
      { ok: true, quote: soon },
      { ok: true, quote: renewed },
    ]);
    render(
      <CashierProvider client={server.client}>
        <QuoteOnForm amount={5_000} />
      </CashierProvider>,
    );
    await screen.findByText('0.00087069 BTC');
    await waitFor(() => {
      expect(screen.getByText('0.0008707 BTC')).toBeTruthy();
    });
    expect(server.requests).toHaveLength(2);
  });
});
