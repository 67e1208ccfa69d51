// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CashierConfig,
  FieldDefinition,
  GetMethodsResponse,
  MethodView,
  SubmitRequest,
  SubmitResponse,
  WidgetCloseStatus,
} from '@playfront/contracts';
import { createCashierClient } from '../../core/api/cashier-client.ts';
import { Cashier } from './cashier.tsx';
import type { CashierEvent, CashierProps, CashierRoute } from './cashier-props.ts';

/** The page's own origin: the sandbox's provider pages are the API's, which the widget calls there. */
const SITE = window.location.origin;

const CONFIG: CashierConfig = {
  catalogueVersion: 'v1',
  onRampMode: 'development',
  player: { id: 'p1', country: 'DE', currency: 'EUR', kycStatus: 'not_started' },
  currencies: [{ code: 'EUR', exponent: 2 }],
  balances: [{ currency: 'EUR', amount: 12345 }],
  actions: ['deposit', 'cashout'],
  websocketPath: '/api/v1/payments/ws',
  paymentOrigins: ['https://provider.example'],
};

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

const METHODS: GetMethodsResponse = {
  action: 'deposit',
  currency: 'EUR',
  methods: [
    view({ id: 'visa', brand: 'Visa', type: 'cards', commission: { type: 'percent', basisPoints: 250 } }),
    view({
      id: 'skrill',
      brand: 'Skrill',
      type: 'direct',
      processingTime: { type: 'range', from: 1, to: 3, unit: 'business_days' },
    }),
    view({
      id: 'ideal',
      brand: 'iDEAL',
      type: 'bank_transfer',
      available: false,
      reason: 'country_not_supported',
    }),
  ],
  savedProfiles: [
    {
      id: 'prof-1',
      methodId: 'visa',
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { brand: 'visa', last4: '4242' },
      lastUsedAt: '2026-01-01T12:00:00.000Z',
    },
  ],
};

const VISA_FIELDS: FieldDefinition[] = [
  { name: 'amount', type: 'amount', required: true, labelKey: 'Amount' },
  { name: 'card_holder', type: 'card_holder', required: true, labelKey: 'Card holder' },
  { name: 'cvv', type: 'cvv', required: false, labelKey: 'CVV' },
];

interface FakeApi {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  submits: { body: SubmitRequest; key: string }[];
  fieldsCalls: number;
  configCalls: number;
  /** The next submit answers; a function to answer later. */
  answer: SubmitResponse | (() => Promise<SubmitResponse>);
  fields: FieldDefinition[];
  fieldsVersion: string;
  deleted: string[];
  /** The `Accept-Language` of each request, in order. */
  languages: (string | null)[];
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeApi(): FakeApi {
  const api: FakeApi = {
    submits: [],
    fieldsCalls: 0,
    configCalls: 0,
    answer: { ok: true, outcome: { status: 'notify', transactionId: 'tx-1', message: 'Deposit received' } },
    fields: VISA_FIELDS,
    fieldsVersion: 'aaaa1111',
    deleted: [],
    languages: [],
    fetch: async (input, init) => {
      api.languages.push(new Headers(init.headers).get('accept-language'));
      const url = new URL(input, 'http://localhost');
      const path = url.pathname;
      if (path === '/api/v1/payments/config') {
        api.configCalls += 1;
        return json(CONFIG);
      }
      if (path === '/api/v1/payments/methods') return json(METHODS);
      if (path === '/api/v1/payments/conversion-methods')
        return json({ mode: 'development', currency: 'EUR', methods: [] });
      if (path.startsWith('/api/v1/payments/methods/')) {
        api.fieldsCalls += 1;
        const methodId = path.split('/')[5] ?? '';
        return json({ methodId, action: 'deposit', fieldsVersion: api.fieldsVersion, fields: api.fields });
      }
      if (path.startsWith('/api/v1/payments/profiles/')) {
        api.deleted.push(path.split('/').at(-1) ?? '');
        return new Response(null, { status: 204 });
      }
      if (path === '/api/v1/payments/transactions') return json({ items: [], nextCursor: null });
      if (path === '/api/v1/payments/submit') {
        const headers = new Headers(init.headers);
        api.submits.push({
          body: JSON.parse(init.body as string) as SubmitRequest,
          key: headers.get('idempotency-key') ?? '',
        });
        const answer = api.answer;
        return json(typeof answer === 'function' ? await answer() : answer);
      }
      return json({ statusCode: 404, error: 'Not Found', message: 'no', code: 'NOT_FOUND' }, 404);
    },
  };
  return api;
}

class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }
  close() {
    this.readyState = 3;
  }
  send() {}
  addEventListener() {}
  removeEventListener() {}
}

let api: FakeApi;
let events: CashierEvent[];

beforeEach(() => {
  api = fakeApi();
  events = [];
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCashier(props: Partial<CashierProps> = {}) {
  const client = createCashierClient({ fetch: api.fetch });
  const onClose = vi.fn();
  const result = render(
    <Cashier
      client={client}
      action="deposit"
      currency="EUR"
      language="en"
      onEvent={(event) => events.push(event)}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...result, onClose, client };
}

const eventTypes = () => events.map((event) => event.type);

async function openVisa(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Visa Instant/ }));
  return screen.findByLabelText(/Amount/);
}

describe('<Cashier> home', () => {
  it('lists saved profiles first, groups usable methods by type, puts the others apart with the reason', async () => {
    const { container } = renderCashier();
    const savedSection = (await screen.findByRole('heading', { name: 'Saved for next time' })).parentElement!;
    const cards = screen.getByRole('region', { name: 'Cards' });
    expect(within(savedSection).getByRole('button', { name: /^Visa •••• 4242$/ })).toBeTruthy();
    expect(savedSection.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'E-wallets and apps' })).getByRole('button'),
    ).toBeTruthy();
    // iDEAL cannot be used here: not a button, but a row behind "Other methods" with the reason.
    expect(screen.queryByRole('button', { name: /iDEAL/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByText('Other methods (1)'));
    const ideal = container.querySelector('[data-method-id="ideal"]')!;
    expect(ideal.textContent).toContain('Not offered in your country');
    expect(screen.getByRole('button', { name: /Visa Instant/ }).textContent).toContain('Fee 2.5%');
    expect(screen.getByRole('button', { name: /Skrill/ }).textContent).toContain('1–3 business days');
    expect(container.querySelector('.pf-cashier')?.getAttribute('dir')).toBe('ltr');
    expect(await screen.findByText('Balance: €123.45')).toBeTruthy();
    await user.click(ideal);
    expect(api.fieldsCalls).toBe(0);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('flips to right-to-left for Arabic and loads its text', async () => {
    const { container } = renderCashier({ language: 'ar' });
    expect(container.querySelector('.pf-cashier')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.pf-cashier')?.getAttribute('lang')).toBe('ar');
    expect(await screen.findByRole('button', { name: 'إيداع' })).toBeTruthy();
  });

  it('labels the server’s fields, options and banners in the player’s language', async () => {
    api.fields = [
      { name: 'amount', type: 'amount', required: true, labelKey: 'payments.fields.amount' },
      {
        name: 'card_number',
        type: 'credit_card_number',
        required: true,
        labelKey: 'payments.fields.card_number',
      },
      {
        name: 'bank',
        type: 'select',
        required: true,
        labelKey: 'payments.fields.bank',
        options: [{ value: 'pko_bp', labelKey: 'payments.banks.pko_bp' }],
      },
    ];
    renderCashier({ language: 'de' });
    const user = userEvent.setup();
    // German arrives on demand: English shows until then.
    await user.click(await screen.findByRole('button', { name: /^Visa Sofort/ }));
    expect(await screen.findByLabelText(/^Betrag/)).toBeTruthy();
    expect(screen.getByLabelText(/^Kartennummer/)).toBeTruthy();
    // A bank keeps its own name in every language.
    expect(screen.getByRole('option', { name: 'PKO Bank Polski' })).toBeTruthy();
  });

  it('uses the host’s messages when given', async () => {
    renderCashier({ messages: { 'cashier.action.deposit': 'Pay in' } });
    expect(await screen.findByRole('button', { name: 'Pay in' })).toBeTruthy();
  });

  it('says when the list cannot load and tries again on request', async () => {
    const original = api.fetch;
    let failures = 1;
    api.fetch = (input, init) => {
      if (new URL(input, 'http://localhost').pathname === '/api/v1/payments/methods' && failures > 0) {
        failures -= 1;
        return Promise.resolve(
          json({ statusCode: 500, error: 'x', message: 'x', code: 'INTERNAL_ERROR' }, 500),
        );
      }
      return original(input, init);
    };
    const user = userEvent.setup();
    renderCashier();
    expect((await screen.findByRole('alert')).textContent).toContain('The cashier could not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cards' })).toBeTruthy();
  });

  it('deletes a saved profile after a confirmation', async () => {
    const user = userEvent.setup();
    renderCashier();
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(api.deleted).toEqual(['prof-1']);
    });
  });

  it('picking a method renders its form and emits render_form', async () => {
    const user = userEvent.setup();
    renderCashier();
    await openVisa(user);
    expect(screen.getByLabelText(/Card holder/)).toBeTruthy();
    // Focus follows the player from the list to the form it opened.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Visa' }));
    expect(events).toContainEqual({ type: 'render_form', payload: { methodId: 'visa', action: 'deposit' } });
  });
});

async function fillAndPay(user: ReturnType<typeof userEvent.setup>, submit: RegExp = /^Pay /) {
  const amount = await openVisa(user);
  await user.type(amount, '25');
  await user.type(screen.getByLabelText(/Card holder/), 'Ada Lovelace');
  const pay = screen.getByRole('button', { name: submit });
  return pay;
}

describe('<Cashier> submit', () => {
  it('sends minor units once on a double click, with the button locked meanwhile', async () => {
    let release: (value: SubmitResponse) => void = () => undefined;
    api.answer = () =>
      new Promise<SubmitResponse>((resolve) => {
        release = resolve;
      });
    const user = userEvent.setup();
    renderCashier();
    const pay = await fillAndPay(user);
    expect(pay.textContent).toBe('Pay €25.63');
    expect(screen.getByText('€0.63')).toBeTruthy();
    await user.dblClick(pay);
    await waitFor(() => {
      expect(api.submits).toHaveLength(1);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Processing…' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Processing…' }));
    expect(api.submits).toHaveLength(1);
    const { body, key } = api.submits[0]!;
    expect(body).toMatchObject({
      methodId: 'visa',
      action: 'deposit',
      currency: 'EUR',
      amount: 2500,
      fieldsVersion: 'aaaa1111',
      fields: { card_holder: 'Ada Lovelace' },
    });
    expect(body.client?.returnUrl).toMatch(/^\//);
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(eventTypes()).toContain('payment_submit');
    await act(async () => {
      release({
        ok: true,
        outcome: { status: 'notify', transactionId: 'tx-1', message: 'Deposit received' },
      });
      await Promise.resolve();
    });
    expect(await screen.findByText('Deposit received')).toBeTruthy();
  });

  it('notify shows the message, tells the host and closes with success', async () => {
    const user = userEvent.setup();
    const { onClose } = renderCashier();
    await user.click(screen.getByRole('button', { name: 'Close cashier' }));
    expect(onClose).toHaveBeenLastCalledWith('unknown');
    await user.click(await fillAndPay(user));
    expect(await screen.findByText('Deposit received')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByDisplayValue('tx-1')).toBeTruthy();
    expect(events).toContainEqual({
      type: 'notification',
      payload: { message: 'Deposit received', tone: 'success', transactionId: 'tx-1' },
    });
    await user.click(screen.getByRole('button', { name: 'Close cashier' }));
    expect(onClose).toHaveBeenLastCalledWith('success');
  });

  it('heads a cashout’s notice as a request taken, not money received', async () => {
    api.answer = {
      ok: true,
      outcome: { status: 'notify', transactionId: 'tx-c', message: 'Being processed.' },
    };
    const user = userEvent.setup();
    renderCashier({ action: 'cashout' });
    await user.click(await fillAndPay(user, /^Withdraw /));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(screen.getByText('Being processed.')).toBeTruthy();
  });

  it('shows the provider page in an iframe inside the widget', async () => {
    api.answer = {
      ok: true,
      outcome: {
        status: 'iframe_opened',
        transactionId: 'tx-3ds',
        url: `${SITE}/sandbox/3ds/tx-3ds`,
      },
    };
    const user = userEvent.setup();
    const { container } = renderCashier();
    await user.click(await fillAndPay(user));
    const frame = await screen.findByTitle('Payment confirmation by your bank');
    expect(frame.getAttribute('src')).toBe(`${SITE}/sandbox/3ds/tx-3ds`);
    expect(container.querySelector('dialog')).toBeNull();
    act(() => {
      FakeSocket.instances.at(-1)?.onmessage?.({
        data: JSON.stringify({
          type: 'transaction_status',
          transactionId: 'tx-3ds',
          action: 'deposit',
          status: 'completed',
          amount: 2500,
          currency: 'EUR',
        }),
      });
    });
    expect(await screen.findAllByText('Your payment of €25.00 is complete.')).not.toHaveLength(0);
    expect(screen.queryByTitle('Payment confirmation by your bank')).toBeNull();
  });

  it('moves a pending payment to its result on a live update', async () => {
    api.answer = { ok: true, outcome: { status: 'unknown', transactionId: 'tx-u' } };
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    expect(await screen.findByText('Payment pending')).toBeTruthy();
    const socket = FakeSocket.instances.at(-1)!;
    expect(socket.url).toBe(
      'ws://localhost:3000/api/v1/payments/ws'.replace('localhost:3000', window.location.host),
    );
    act(() => {
      socket.onmessage?.({ data: JSON.stringify({ type: 'hello' }) });
      socket.onmessage?.({ data: JSON.stringify({ type: 'hello' }) });
      socket.onmessage?.({
        data: JSON.stringify({
          type: 'transaction_status',
          transactionId: 'tx-u',
          action: 'deposit',
          status: 'completed',
          amount: 2500,
          currency: 'EUR',
        }),
      });
      socket.onmessage?.({ data: JSON.stringify({ type: 'accounts_updated', balances: { EUR: 14845 } }) });
    });
    expect(await screen.findAllByText('Your payment of €25.00 is complete.')).not.toHaveLength(0);
    expect(await screen.findByText('Balance: €148.45')).toBeTruthy();
    // The config re-read after `hello` keeps the same socket open.
    await waitFor(() => {
      expect(api.configCalls).toBeGreaterThanOrEqual(2);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(eventTypes()).toEqual(
      expect.arrayContaining(['web_socket_connection', 'notification', 'accounts_updated']),
    );
  });

  it('shows a crypto invoice with its address and QR code', async () => {
    api.answer = {
      ok: true,
      outcome: { status: 'notify', transactionId: 'tx-c', message: 'Send the coins' },
      transactionId: 'tx-c',
      invoice: {
        currency: 'BTC',
        network: 'bitcoin',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: 100000,
        amountDecimal: '0.001',
        requiredConfirmations: 2,
        expiresAt: Date.UTC(2026, 0, 1, 13),
      },
    };
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    expect(await screen.findByText(/Send exactly 0.001 BTC on the bitcoin network/)).toBeTruthy();
    expect(screen.getByDisplayValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the address' })).toBeTruthy();
    expect(screen.getByText(/after 2 network confirmations/)).toBeTruthy();
  });

  it('offers MetaMask when a wallet is needed', async () => {
    api.answer = {
      ok: true,
      outcome: { status: 'install_metamask', installUrl: 'https://metamask.io/download/' },
    };
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    const link = await screen.findByRole('link', { name: 'Get MetaMask' });
    expect(link.getAttribute('href')).toBe('https://metamask.io/download/');
  });

  it('redirects in the same tab when asked to, emitting redirect', async () => {
    api.answer = {
      ok: true,
      outcome: {
        status: 'user_redirected',
        transactionId: 'tx-r',
        url: `${SITE}/sandbox/bank/tx-r`,
        method: 'GET',
        params: {},
      },
    };
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      assign,
      pathname: '/cashier',
      search: '',
      protocol: window.location.protocol,
      host: window.location.host,
      origin: SITE,
    } as unknown as Location);
    const user = userEvent.setup();
    renderCashier({ sameTabPayments: true });
    await user.click(await fillAndPay(user));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(`${SITE}/sandbox/bank/tx-r`);
    });
    expect(events).toContainEqual({
      type: 'redirect',
      payload: { url: `${SITE}/sandbox/bank/tx-r` },
    });
  });

  it('opens the provider window inside the click and falls back to a link when it is blocked', async () => {
    api.answer = {
      ok: true,
      outcome: {
        status: 'user_redirected',
        transactionId: 'tx-p',
        url: `${SITE}/sandbox/bank/tx-p`,
        method: 'GET',
        params: {},
      },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderCashier();
    await user.click(await screen.findByRole('button', { name: /Skrill/ }));
    await user.type(await screen.findByLabelText(/Amount/), '25');
    await user.click(screen.getByLabelText(/Card holder/));
    await user.keyboard('Ada');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(open).toHaveBeenCalledTimes(1);
    const link = await screen.findByRole('link', { name: 'Open the provider’s page' });
    expect(link.getAttribute('href')).toBe(`${SITE}/sandbox/bank/tx-p`);
  });

  it('sends the window opened on the click to the provider and tells the host when it closes', async () => {
    api.answer = {
      ok: true,
      outcome: {
        status: 'user_redirected',
        transactionId: 'tx-w',
        url: `${SITE}/sandbox/bank/tx-w`,
        method: 'GET',
        params: { lang: 'en' },
      },
    };
    const popup = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderCashier();
    await user.click(await screen.findByRole('button', { name: /Skrill/ }));
    await user.type(await screen.findByLabelText(/Amount/), '25');
    await user.type(screen.getByLabelText(/Card holder/), 'Ada');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/opened in a new window/)).toBeTruthy();
    expect(popup.location.href).toBe(`${SITE}/sandbox/bank/tx-w?lang=en`);
    expect(popup.opener).toBeNull();
    expect(events).toContainEqual({
      type: 'redirect',
      payload: { url: `${SITE}/sandbox/bank/tx-w?lang=en` },
    });
    popup.closed = true;
    await waitFor(
      () => {
        expect(events).toContainEqual({ type: 'payment_popup_closed', payload: { transactionId: 'tx-w' } });
      },
      { timeout: 2000 },
    );
  });

  it('refetches outdated fields, keeps compatible values and tells the player', async () => {
    api.answer = {
      ok: true,
      outcome: { status: 'outdated_method_fields', methodId: 'visa', fieldsVersion: 'bbbb2222' },
    };
    const user = userEvent.setup();
    renderCashier();
    const pay = await fillAndPay(user);
    api.fieldsVersion = 'bbbb2222';
    api.fields = [...VISA_FIELDS, { name: 'email', type: 'email', required: true, labelKey: 'Email' }];
    await user.click(pay);
    expect(await screen.findByText(/This payment method changed/)).toBeTruthy();
    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Card holder/).value).toBe('Ada Lovelace');
    expect(api.fieldsCalls).toBe(2);
  });
});

describe('<Cashier> errors', () => {
  // The close status follows the outcome table: after `unknown_error` the money may have moved,
  // so the widget closes with `unknown`, never `failure` (issue 10).
  const errorCases: [string, SubmitResponse, string, WidgetCloseStatus][] = [
    [
      'request_error',
      {
        ok: false,
        error: {
          kind: 'request_error',
          code: 'CARD_DECLINED',
          message: 'Card declined.',
          reference: 'tx-e',
          retryable: false,
        },
      },
      'The payment was refused.',
      'failure',
    ],
    [
      'pop_up',
      {
        ok: false,
        error: {
          kind: 'pop_up',
          code: 'PAYMENT_PROCESSING_ERROR',
          message: 'Popup.',
          reference: 'req_1',
          url: 'https://provider.example/pay',
        },
      },
      'Your browser blocked',
      'failure',
    ],
    [
      'verification_required',
      {
        ok: false,
        error: {
          kind: 'verification_required',
          code: 'KYC_REQUIRED_ERROR',
          message: 'Verify first.',
          reference: 'req_2',
          verificationUrl: 'https://kyc.example/',
        },
      },
      'Please verify your identity',
      'failure',
    ],
    [
      'unknown_error',
      {
        ok: false,
        error: {
          kind: 'unknown_error',
          code: 'FINTEQHUB_SEAMLESS_UNKNOWN_ERROR',
          message: 'Oops.',
          reference: 'req_3',
        },
      },
      'Something went wrong',
      'unknown',
    ],
  ];
  it.each(errorCases)(
    '%s shows its message and a copyable reference, and closes as the outcome table says',
    async (_kind, answer, text, closeStatus) => {
      api.answer = answer;
      const user = userEvent.setup();
      const { onClose, container } = renderCashier();
      await user.click(await fillAndPay(user));
      // A failure is an alert; an unknown outcome (the money may have moved) is polite status.
      const role = closeStatus === 'unknown' ? 'status' : 'alert';
      await waitFor(() => {
        expect(screen.getAllByRole(role).some((element) => element.textContent.includes(text))).toBe(true);
      });
      const reference = answer.ok ? '' : (answer.error.reference ?? '');
      expect(screen.getByDisplayValue(reference)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy reference' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Close cashier' }));
      expect(onClose).toHaveBeenLastCalledWith(closeStatus);
      const results = await axe.run(container);
      expect(results.violations).toEqual([]);
    },
  );

  it('shows the server’s message as given in a language other than English, having asked for it', async () => {
    api.answer = {
      ok: false,
      error: {
        kind: 'request_error',
        code: 'CARD_DECLINED',
        message: 'Deine Karte wurde abgelehnt. Nutze eine andere Karte oder kontaktiere deine Bank.',
        reference: 'tx-e',
        retryable: false,
      },
    };
    const user = userEvent.setup();
    renderCashier({ language: 'de' });
    await user.click(await screen.findByRole('button', { name: /^Visa Sofort/ }));
    await user.type(await screen.findByLabelText(/Amount/), '25');
    await user.type(screen.getByLabelText(/Card holder/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: / bezahlen$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Deine Karte wurde abgelehnt. Nutze eine andere Karte oder kontaktiere deine Bank.',
    );
  });

  it('sends the widget’s current language with each request of its own client', async () => {
    vi.stubGlobal('fetch', api.fetch);
    try {
      const { rerender } = render(
        <Cashier apiBaseUrl="" action="deposit" currency="EUR" language="de" onClose={vi.fn()} />,
      );
      const visa = await screen.findByRole('button', { name: /^Visa Sofort/ });
      expect(api.languages.length).toBeGreaterThan(0);
      expect(new Set(api.languages)).toEqual(new Set(['de']));
      rerender(<Cashier apiBaseUrl="" action="deposit" currency="EUR" language="ar" onClose={vi.fn()} />);
      const before = api.languages.length;
      await userEvent.setup().click(visa);
      await waitFor(() => {
        expect(api.languages.length).toBeGreaterThan(before);
      });
      expect(api.languages.slice(before)).toEqual(api.languages.slice(before).map(() => 'ar'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says to wait a minute when the server refuses too many attempts', async () => {
    const original = api.fetch;
    api.fetch = (input, init) =>
      new URL(input, 'http://localhost').pathname === '/api/v1/payments/submit'
        ? Promise.resolve(
            json(
              {
                statusCode: 429,
                error: 'Too Many Requests',
                code: 'RATE_LIMITED',
                message: 'x',
                reference: 'r',
              },
              429,
            ),
          )
        : original(input, init);
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many payment attempts');
  });

  it('params_error puts the server’s messages on the fields', async () => {
    api.answer = {
      ok: false,
      error: {
        kind: 'params_error',
        code: 'LIMIT_EXCEEDED',
        message: 'Enter an amount from €10.00 to €5,000.00.',
        reference: 'req_4',
        fields: [{ name: 'amount', message: 'Enter an amount from €10.00 to €5,000.00.' }],
      },
    };
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    expect((await screen.findByRole('alert')).textContent).toContain('Some details need your attention.');
    const amount = screen.getByLabelText(/Amount/);
    await waitFor(() => {
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('“Try again” brings the form back as typed, and sends a new attempt under a new key', async () => {
    api.answer = {
      ok: false,
      error: {
        kind: 'request_error',
        code: 'PAYMENT_PROCESSING_ERROR',
        message: 'Try later.',
        reference: 'x',
        retryable: true,
      },
    };
    const user = userEvent.setup();
    renderCashier();
    await user.click(await fillAndPay(user));
    expect(await screen.findByRole('button', { name: 'Choose another method' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/Amount/)).value).toBe('25');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => {
      expect(api.submits).toHaveLength(2);
    });
    expect(api.submits[1]!.key).not.toBe(api.submits[0]!.key);
  });
});

describe('<Cashier> return from a provider', () => {
  it('resumes with the payment named in the return URL', async () => {
    window.history.replaceState(null, '', '/cashier?transactionId=tx-back&status=completed');
    try {
      const user = userEvent.setup();
      const { onClose } = renderCashier();
      expect(await screen.findAllByText('Your payment is complete.')).not.toHaveLength(0);
      expect(screen.getByDisplayValue('tx-back')).toBeTruthy();
      expect(events).toContainEqual({
        type: 'notification',
        payload: { message: 'Your payment is complete.', tone: 'success', transactionId: 'tx-back' },
      });
      await user.click(screen.getByRole('button', { name: 'Close cashier' }));
      expect(onClose).toHaveBeenLastCalledWith('success');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('<Cashier> many methods', () => {
  it('renders 90 methods', async () => {
    const many = Array.from({ length: 90 }, (_, index) =>
      view({ id: `m-${String(index)}`, brand: `Brand ${String(index)}`, type: 'direct' }),
    );
    const original = api.fetch;
    api.fetch = (input, init) =>
      new URL(input, 'http://localhost').pathname === '/api/v1/payments/methods'
        ? Promise.resolve(json({ ...METHODS, methods: many, savedProfiles: [] }))
        : original(input, init);
    renderCashier();
    const heading = await screen.findByRole('heading', { name: 'E-wallets and apps' });
    const section = heading.parentElement!;
    // The rows that fill the screen come first, the rest in a deferred render right after.
    await waitFor(() => {
      expect(within(section).getAllByRole('listitem')).toHaveLength(90);
    });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.dataset.methodId),
    ).toEqual(many.map((method) => method.id));
  });
});

describe('<Cashier> routes', () => {
  it('navigates on its own when uncontrolled', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderCashier({ onNavigate });
    const nav = screen.getByRole('navigation', { name: 'Cashier sections' });
    expect(within(nav).getByRole('button', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: 'Support' }));
    expect(onNavigate).toHaveBeenCalledWith('support');
    expect(within(nav).getByRole('button', { name: 'Support' }).getAttribute('aria-current')).toBe('page');
  });

  it('follows the host when controlled', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn<(route: CashierRoute) => void>();
    const { rerender, client } = renderCashier({ route: '/', onNavigate });
    const nav = screen.getByRole('navigation', { name: 'Cashier sections' });
    await user.click(within(nav).getByRole('button', { name: 'Terms and conditions' }));
    expect(onNavigate).toHaveBeenCalledWith('terms-and-conditions');
    expect(within(nav).getByRole('button', { name: 'Payments' }).getAttribute('aria-current')).toBe('page');
    rerender(
      <Cashier
        client={client}
        action="deposit"
        currency="EUR"
        language="en"
        route="terms-and-conditions"
        onNavigate={onNavigate}
      />,
    );
    expect(
      within(nav).getByRole('button', { name: 'Terms and conditions' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('hides its tabs, and the switch on the home route, when the host navigates', () => {
    const { rerender, client } = renderCashier({ route: '/', action: 'cashout', navigation: 'none' });
    expect(screen.queryByRole('navigation', { name: 'Cashier sections' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment type' })).toBeNull();
    rerender(
      <Cashier
        client={client}
        action="cashout"
        currency="EUR"
        language="en"
        route="terms-and-conditions"
        navigation="none"
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Cashier sections' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Payment type' })).toBeTruthy();
  });

  it('leaves the balance to a host that shows it', async () => {
    const { rerender, client } = renderCashier();
    // Shown once the config has come, then gone when the host says it shows the balance itself.
    expect(await screen.findByText('Balance: €123.45')).toBeTruthy();
    rerender(<Cashier client={client} action="deposit" currency="EUR" language="en" showBalance={false} />);
    expect(screen.queryByText(/^Balance:/)).toBeNull();
  });

  it('shows fast deposit inline on its route, with the saved card preselected', async () => {
    renderCashier({ initialRoute: 'fast-deposit' });
    expect(await screen.findByRole('heading', { name: 'Paying with Visa •••• 4242' })).toBeTruthy();
    expect(screen.getByLabelText(/CVV/)).toBeTruthy();
    expect(screen.queryByLabelText(/Card holder/)).toBeNull();
  });

  it('emits change_payment_currency from the currency picker', async () => {
    const original = api.fetch;
    api.fetch = (input, init) =>
      new URL(input, 'http://localhost').pathname === '/api/v1/payments/config'
        ? Promise.resolve(
            json({ ...CONFIG, currencies: [...CONFIG.currencies, { code: 'BTC', exponent: 8 }] }),
          )
        : original(input, init);
    const user = userEvent.setup();
    renderCashier();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'BTC');
    expect(events).toContainEqual({ type: 'change_payment_currency', payload: { currency: 'BTC' } });
  });

  it('emits change_payment_action and change_language', async () => {
    const user = userEvent.setup();
    const { rerender, client } = renderCashier();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(events).toContainEqual({ type: 'change_payment_action', payload: { action: 'cashout' } });
    rerender(
      <Cashier
        client={client}
        action="deposit"
        currency="EUR"
        language="de"
        onEvent={(event) => events.push(event)}
      />,
    );
    await waitFor(() => {
      expect(events).toContainEqual({ type: 'change_language', payload: { language: 'de' } });
    });
  });
});
