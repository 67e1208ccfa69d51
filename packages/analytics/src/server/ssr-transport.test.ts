import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvents } from '../../test/helpers/events.ts';
import { createSsrTransport, ssrEventsUrl } from './ssr-transport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the server transport', () => {
  it.each([
    ['https://example.com', 'https://example.com/api-fe-events/v1/events?no-cookie=true'],
    ['https://example.com/', 'https://example.com/api-fe-events/v1/events?no-cookie=true'],
    ['http://localhost:3000', 'http://localhost:3000/api-fe-events/v1/events?no-cookie=true'],
  ])('should send from %s to origin + path + ?no-cookie=true', (origin, url) => {
    expect(ssrEventsUrl(origin, '/api-fe-events/v1/events')).toBe(url);
  });

  it('should POST with the same rules as the browser', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 503 })));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await createSsrTransport('https://example.com', '/custom/events')(makeEvents(1));
    expect(outcome).toMatchObject({ kind: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://example.com/custom/events?no-cookie=true',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'X-Api-Version': 'v2' }) as unknown,
      }),
    );
  });
});
