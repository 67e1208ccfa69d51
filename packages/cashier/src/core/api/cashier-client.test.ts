import { describe, expect, it } from 'vitest';
import type { SubmitRequest } from '@playfront/contracts';
import { createCashierClient } from './cashier-client.ts';
import type { FetchLike } from './http.ts';

interface Call {
  url: string;
  init: RequestInit;
}

type Responder = (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(responder: Responder): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return responder(call);
    },
  };
}

const CONFIG = {
  catalogueVersion: 'v1',
  onRampMode: 'development',
  player: { id: 'p1', country: 'DE', currency: 'EUR', kycStatus: 'verified' },
  currencies: [{ code: 'EUR', exponent: 2 }],
  balances: [],
  actions: ['deposit', 'cashout'],
  websocketPath: '/api/v1/payments/ws',
};
const METHODS = { action: 'deposit', currency: 'EUR', methods: [], savedProfiles: [] };
const FIELDS = { methodId: 'visa', action: 'deposit', fieldsVersion: 'f1', fields: [] };
const CONVERSION = { mode: 'development', currency: 'EUR', methods: [] };
const PLAYER = { id: 'p1', email: 'a@b.co', country: 'DE', currency: 'EUR', kycStatus: 'verified' };
const HISTORY = { items: [], nextCursor: null };
const CANCELLED = { transactionId: 't1', status: 'cancelled', currency: 'EUR', balance: 100 };
const SUBMIT_OK = {
  ok: true,
  outcome: { status: 'notify', transactionId: 't1', message: 'Deposit received' },
};
const REQUEST: SubmitRequest = {
  methodId: 'visa',
  action: 'deposit',
  currency: 'EUR',
  amount: 2500,
  fieldsVersion: 'f1',
  fields: { card_number: '4242424242424242' },
};

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('given each operation', () => {
  it.each([
    [
      'config',
      (c: ReturnType<typeof createCashierClient>) => c.config(),
      'GET',
      'https://site.test/api/v1/payments/config',
      CONFIG,
    ],
    [
      'getMethods',
      (c: ReturnType<typeof createCashierClient>) => c.getMethods({ action: 'deposit', currency: 'EUR' }),
      'GET',
      'https://site.test/api/v1/payments/methods?action=deposit&currency=EUR',
      METHODS,
    ],
    [
      'getMethodFields',
      (c: ReturnType<typeof createCashierClient>) =>
        c.getMethodFields({ methodId: 'visa', action: 'deposit' }),
      'GET',
      'https://site.test/api/v1/payments/methods/visa/fields?action=deposit',
      FIELDS,
    ],
    [
      'getConversionMethods',
      (c: ReturnType<typeof createCashierClient>) => c.getConversionMethods({ currency: 'BTC' }),
      'GET',
      'https://site.test/api/v1/payments/conversion-methods?currency=BTC',
      CONVERSION,
    ],
    [
      'getTransactions',
      (c: ReturnType<typeof createCashierClient>) => c.getTransactions({ action: 'cashout', limit: 10 }),
      'GET',
      'https://site.test/api/v1/payments/transactions?action=cashout&limit=10',
      HISTORY,
    ],
    [
      'cancelCashout',
      (c: ReturnType<typeof createCashierClient>) => c.cancelCashout({ id: 't 1' }),
      'POST',
      'https://site.test/api/v1/payments/transactions/t%201/cancel',
      CANCELLED,
    ],
  ] as const)(
    'should call %s with its method, URL and the session cookie',
    async (_name, run, method, url, body) => {
      const fake = fakeFetch(() => json(body));
      const client = createCashierClient({ baseUrl: 'https://site.test/', fetch: fake.fetch });
      const result = await run(client);
      expect(result).toEqual({ ok: true, data: body });
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]?.url).toBe(url);
      expect(fake.calls[0]?.init.method).toBe(method);
      expect(fake.calls[0]?.init.credentials).toBe('include');
      expect(fake.calls[0]?.init.body).toBeUndefined();
    },
  );

  it('should delete a saved profile and accept the empty 204', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createCashierClient({ fetch: fake.fetch });
    expect(await client.deleteSavedProfile({ profileId: 'prof_1' })).toEqual({ ok: true, data: undefined });
    expect(fake.calls[0]?.url).toBe('/api/v1/payments/profiles/prof_1');
    expect(fake.calls[0]?.init.method).toBe('DELETE');
  });

  it('should submit JSON with the Idempotency-Key header', async () => {
    const fake = fakeFetch(() => json(SUBMIT_OK));
    const client = createCashierClient({ fetch: fake.fetch });
    const result = await client.submit(REQUEST, 'key-0001');
    expect(result).toEqual({ ok: true, data: SUBMIT_OK });
    const call = fake.calls[0];
    expect(call?.url).toBe('/api/v1/payments/submit');
    expect(call?.init.method).toBe('POST');
    expect(headersOf(call).get('idempotency-key')).toBe('key-0001');
    expect(headersOf(call).get('content-type')).toBe('application/json');
    expect(JSON.parse(call?.init.body as string)).toEqual(REQUEST);
  });

  it('should save player fields with PATCH /api/v1/player', async () => {
    const fake = fakeFetch(() => json(PLAYER));
    const client = createCashierClient({ fetch: fake.fetch });
    expect(await client.savePlayerFields({ phone: '+4930123456' })).toEqual({ ok: true, data: PLAYER });
    expect(fake.calls[0]?.url).toBe('/api/v1/player');
    expect(fake.calls[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(fake.calls[0]?.init.body as string)).toEqual({ phone: '+4930123456' });
  });
});

describe('given the cache', () => {
  it('should answer a repeated read from the cache, share in-flight requests and key by params', async () => {
    const fake = fakeFetch(() => json(METHODS));
    const client = createCashierClient({ fetch: fake.fetch });
    await Promise.all([client.getMethods({ action: 'deposit' }), client.getMethods({ action: 'deposit' })]);
    await client.getMethods({ action: 'deposit', currency: undefined });
    expect(fake.calls).toHaveLength(1);
    await client.getMethods({ action: 'deposit', currency: 'EUR' });
    expect(fake.calls).toHaveLength(2);
  });

  it('should fetch again after resetCache and notify subscribers', async () => {
    const fake = fakeFetch(() => json(CONFIG));
    const client = createCashierClient({ fetch: fake.fetch, now: () => 42 });
    let notified = 0;
    const unsubscribe = client.subscribe(() => {
      notified += 1;
    });
    await client.config();
    const snapshot = client.getSnapshot();
    expect(snapshot.entries.get('config:{}')).toEqual({
      status: 'success',
      operation: 'config',
      data: CONFIG,
      updatedAt: 42,
    });
    expect(client.getSnapshot()).toBe(snapshot);
    client.resetCache();
    expect(client.getSnapshot().entries.size).toBe(0);
    await client.config();
    expect(fake.calls).toHaveLength(2);
    expect(notified).toBeGreaterThanOrEqual(3);
    unsubscribe();
  });

  it('should not store an answer that arrives after resetCache', async () => {
    let release: (response: Response) => void = () => undefined;
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = createCashierClient({ fetch: fake.fetch });
    const pending = client.config();
    client.resetCache();
    release(json(CONFIG));
    await pending;
    expect(client.getSnapshot().entries.size).toBe(0);
  });

  it('should not cache failures', async () => {
    let fail = true;
    const fake = fakeFetch(() => (fail ? json({ code: 'INTERNAL_ERROR' }, 500) : json(CONFIG)));
    const client = createCashierClient({ fetch: fake.fetch });
    expect((await client.config()).ok).toBe(false);
    fail = false;
    expect((await client.config()).ok).toBe(true);
    expect(fake.calls).toHaveLength(2);
  });

  it('should drop cached method lists after deleting a saved profile, and the config after a submit', async () => {
    const fake = fakeFetch(({ url }) => {
      if (url.includes('/profiles/')) return new Response(null, { status: 204 });
      if (url.endsWith('/submit')) return json(SUBMIT_OK);
      return json(url.endsWith('/config') ? CONFIG : METHODS);
    });
    const client = createCashierClient({ fetch: fake.fetch });
    await client.getMethods({ action: 'deposit' });
    await client.config();
    await client.deleteSavedProfile({ profileId: 'p' });
    await client.getMethods({ action: 'deposit' });
    await client.config();
    expect(fake.calls.filter((call) => call.url.includes('/methods'))).toHaveLength(2);
    expect(fake.calls.filter((call) => call.url.endsWith('/config'))).toHaveLength(1);
    await client.submit(REQUEST, 'key-0002');
    await client.config();
    expect(fake.calls.filter((call) => call.url.endsWith('/config'))).toHaveLength(2);
  });
});

describe('given failures', () => {
  it('should answer a network failure as a network CashierError with its cause', async () => {
    const cause = new TypeError('fetch failed');
    const client = createCashierClient({
      fetch: () => Promise.reject(cause),
    });
    const result = await client.config();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('network');
    expect(result.error.cause).toBe(cause);
    expect(result.error.retryable).toBe(true);
  });

  it('should answer an aborted request as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createCashierClient({
      fetch: () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    });
    const result = await client.getTransactions({}, controller.signal);
    expect(!result.ok && result.error.kind).toBe('aborted');
  });

  it('should answer a 5xx as an http error with status, code and reference', async () => {
    const client = createCashierClient({
      fetch: fakeFetch(() =>
        json(
          { statusCode: 503, error: 'x', message: 'down', code: 'INTERNAL_ERROR', reference: 'req_1' },
          503,
        ),
      ).fetch,
    });
    const result = await client.submit(REQUEST, 'key-0003');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'http',
      status: 503,
      code: 'INTERNAL_ERROR',
      reference: 'req_1',
    });
    expect(result.error.retryable).toBe(true);
  });

  it('should answer a 4xx with a non-JSON body as a non-retryable http error', async () => {
    const client = createCashierClient({
      fetch: fakeFetch(() => new Response('<html>', { status: 401 })).fetch,
    });
    const result = await client.config();
    expect(!result.ok && result.error.kind).toBe('http');
    expect(!result.ok && result.error.retryable).toBe(false);
  });

  it('should answer malformed JSON as invalid_response', async () => {
    const client = createCashierClient({
      fetch: fakeFetch(() => new Response('{"ok":', { status: 200 })).fetch,
    });
    const result = await client.submit(REQUEST, 'key-0004');
    expect(!result.ok && result.error.kind).toBe('invalid_response');
    expect(!result.ok && result.error.cause).toBeInstanceOf(SyntaxError);
  });

  it('should answer JSON of the wrong shape as invalid_response', async () => {
    const client = createCashierClient({ fetch: fakeFetch(() => json({ hello: 'world' })).fetch });
    const result = await client.getMethods({ action: 'deposit' });
    expect(!result.ok && result.error.kind).toBe('invalid_response');
  });
});

describe('given catalogue changes', () => {
  it('should drop cached forms when the config shows a new catalogue version', async () => {
    let version = 'v1';
    const fake = fakeFetch(({ url }) =>
      url.endsWith('/config') ? json({ ...CONFIG, catalogueVersion: version }) : json(FIELDS),
    );
    const client = createCashierClient({ fetch: fake.fetch });
    const fieldsCalls = () => fake.calls.filter((call) => call.url.includes('/fields')).length;
    await client.config();
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    client.resetCache();
    await client.config();
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    expect(fieldsCalls()).toBe(2);
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    expect(fieldsCalls()).toBe(2);
    version = 'v2';
    client.resetCache();
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    await client.config();
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    expect(fieldsCalls()).toBe(4);
  });

  it('should drop cached forms after an outdated_method_fields answer', async () => {
    const outdated = {
      ok: true,
      outcome: { status: 'outdated_method_fields', methodId: 'visa', fieldsVersion: 'f2' },
    };
    const fake = fakeFetch(({ url }) => (url.endsWith('/submit') ? json(outdated) : json(FIELDS)));
    const client = createCashierClient({ fetch: fake.fetch });
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    await client.submit(REQUEST, 'key-0005');
    await client.getMethodFields({ methodId: 'visa', action: 'deposit' });
    expect(fake.calls.filter((call) => call.url.includes('/fields'))).toHaveLength(2);
  });
});

describe('given a language', () => {
  it('should send it as Accept-Language with every request', async () => {
    const fake = fakeFetch(() => json(SUBMIT_OK));
    const client = createCashierClient({ fetch: fake.fetch, language: 'pt-BR' });
    await client.submit(REQUEST, 'key-0006');
    await client.getTransactions();
    expect(fake.calls.map((call) => headersOf(call).get('accept-language'))).toEqual(['pt-BR', 'pt-BR']);
  });

  it('should read a language function at each request, so a switch applies to the next one', async () => {
    const fake = fakeFetch(() => json(HISTORY));
    let language = 'de';
    const client = createCashierClient({ fetch: fake.fetch, language: () => language });
    await client.getTransactions();
    language = 'ar';
    await client.getTransactions();
    expect(fake.calls.map((call) => headersOf(call).get('accept-language'))).toEqual(['de', 'ar']);
  });

  it('should leave the header to the browser without one', async () => {
    const fake = fakeFetch(() => json(HISTORY));
    await createCashierClient({ fetch: fake.fetch }).getTransactions();
    expect(headersOf(fake.calls[0]).has('accept-language')).toBe(false);
  });
});

describe('given a submit answer naming a provider page', () => {
  const answer = (url: string) => ({
    ok: true,
    transactionId: 't9',
    outcome: { status: 'iframe_opened', transactionId: 't9', url },
  });
  const clientAnswering = (url: string) =>
    createCashierClient({
      baseUrl: 'https://play.example',
      fetch: fakeFetch(({ url: called }) =>
        json(
          called.endsWith('/config') ? { ...CONFIG, paymentOrigins: ['https://pay.example'] } : answer(url),
        ),
      ).fetch,
    });

  it.each([
    'https://evil.example/3ds',
    'http://pay.example/3ds',
    'javascript:alert(1)',
    'data:text/html,<form>',
    'https://pay.example.evil.example/3ds',
  ])('should refuse %s, so nothing is framed or opened', async (url) => {
    const client = clientAnswering(url);
    await client.config();
    const result = await client.submit(REQUEST, 'key-12345678');
    expect(result).toMatchObject({
      ok: true,
      data: {
        ok: false,
        transactionId: 't9',
        error: { kind: 'request_error', code: 'PAYMENT_PROCESSING_ERROR' },
      },
    });
  });

  it.each(['https://pay.example/3ds?x=1', 'https://play.example/sandbox/3ds/t9', '/sandbox/3ds/t9'])(
    'should pass %s on: an allowed provider origin or the API’s own',
    async (url) => {
      const client = clientAnswering(url);
      await client.config();
      const result = await client.submit(REQUEST, 'key-12345678');
      expect(result).toMatchObject({
        ok: true,
        data: { ok: true, outcome: { status: 'iframe_opened', url } },
      });
    },
  );
});
