import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvents } from '../../test/helpers/events.ts';
import { createFetchTransport, parseRetryAfter, postEvents } from './fetch-transport.ts';

const NOW = Date.UTC(2024, 0, 1, 12, 0, 0);
const URL = '/api-fe-events/v1/events';

const respond = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    ),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('given postEvents', () => {
  it('should POST the events as a JSON array with the API version header', async () => {
    const fetchMock = respond(200);
    vi.stubGlobal('fetch', fetchMock);
    const events = makeEvents(2);
    await postEvents(URL, JSON.stringify(events));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Version': 'v2' },
      keepalive: undefined,
    });
    // Credentials stay at fetch's default, same-origin.
    expect(init).not.toHaveProperty('credentials');
    expect(JSON.parse(init!.body as string)).toEqual(events);
  });

  it('should ask for keepalive when told', async () => {
    const fetchMock = respond(200);
    vi.stubGlobal('fetch', fetchMock);
    await postEvents(URL, '[]', true);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: true });
  });
});

describe('given a fetch transport', () => {
  const send = (fetchMock: typeof fetch) => {
    vi.stubGlobal('fetch', fetchMock);
    return createFetchTransport(URL)(makeEvents(3));
  };

  it.each([200, 201, 202, 204])('should call a %s done', async (status) => {
    await expect(send(respond(status))).resolves.toEqual({ kind: 0, rejected: [] });
  });

  it('should pass on the events the collector refused', async () => {
    const rejected = [{ index: 2, errors: ['/ip_country must match pattern'] }];
    await expect(send(respond(200, { accepted: 2, duplicates: 0, rejected }))).resolves.toEqual({
      kind: 0,
      rejected,
    });
  });

  it('should read a body that is not JSON as all taken', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('ok', { status: 200 })));
    await expect(send(fetchMock)).resolves.toEqual({ kind: 0, rejected: [] });
  });

  it('should ask for a split on 413', async () => {
    await expect(send(respond(413))).resolves.toMatchObject({ kind: 2, error: new Error('HTTP 413') });
  });

  it.each([400, 401, 403, 404, 415, 422])('should drop on %s', async (status) => {
    await expect(send(respond(status))).resolves.toMatchObject({
      kind: 3,
      error: new Error(`HTTP ${status}`),
    });
  });

  it.each([408, 429, 500, 502, 503, 504])('should retry on %s', async (status) => {
    await expect(send(respond(status))).resolves.toMatchObject({
      kind: 1,
      error: new Error(`HTTP ${status}`),
    });
  });

  it('should retry after Retry-After seconds', async () => {
    await expect(send(respond(429, undefined, { 'Retry-After': '120' }))).resolves.toMatchObject({
      kind: 1,
      until: NOW + 120_000,
    });
  });

  it('should retry after a Retry-After date', async () => {
    const date = new Date(NOW + 3_600_000).toUTCString();
    await expect(send(respond(503, undefined, { 'Retry-After': date }))).resolves.toMatchObject({
      kind: 1,
      until: NOW + 3_600_000,
    });
  });

  it('should retry on a network error with that error', async () => {
    const error = new TypeError('Failed to fetch');
    await expect(send(vi.fn<typeof fetch>(() => Promise.reject(error)))).resolves.toEqual({
      kind: 1,
      error,
    });
  });
});

describe('given parseRetryAfter', () => {
  it.each([
    ['0', NOW],
    ['30', NOW + 30_000],
    [new Date(NOW + 5000).toUTCString(), NOW + 5000],
    [null, NOW],
  ])('should read %s', (value, until) => {
    expect(parseRetryAfter(value)).toBe(until);
  });

  it('should give 0 for something unreadable', () => {
    expect(parseRetryAfter('soon')).toBe(0);
  });
});

describe('given a platform with CompressionStream', () => {
  beforeEach(() => {
    // Compression runs on Node's thread pool: real timers let it finish.
    vi.useRealTimers();
  });

  it('should send the JSON array gzip-compressed with Content-Encoding: gzip', async () => {
    const fetchMock = respond(200, { accepted: 3, duplicates: 0, rejected: [] });
    vi.stubGlobal('fetch', fetchMock);
    const events = makeEvents(3);

    await expect(createFetchTransport(URL)(events)).resolves.toEqual({ kind: 0, rejected: [] });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Api-Version': 'v2',
      'Content-Encoding': 'gzip',
    });
    const body = init?.body as ArrayBuffer;
    const inflated = await new Response(
      new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(JSON.parse(inflated)).toEqual(events);
    expect(body.byteLength).toBeLessThan(inflated.length / 2);
  });
});

describe('given a platform without CompressionStream', () => {
  it('should send the JSON array plain, without Content-Encoding', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const fetchMock = respond(204);
    vi.stubGlobal('fetch', fetchMock);
    const events = makeEvents(2);

    await createFetchTransport(URL)(events);

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).not.toHaveProperty('Content-Encoding');
    expect(JSON.parse(init?.body as string)).toEqual(events);
  });
});
