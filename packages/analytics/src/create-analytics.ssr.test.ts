import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './create-analytics.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  // Plain bodies here, as where the platform cannot compress; gzip has its own tests.
  vi.stubGlobal('CompressionStream', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given createAnalytics on a server (ssr)', () => {
  it('should run without window, document or navigator.sendBeacon', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('should throw a clear error without an origin', () => {
    expect(() => createAnalytics({ projectId: 'p', mode: 'ssr' })).toThrow(
      "mode 'ssr' needs the origin option",
    );
  });

  it('should POST to origin + path + ?no-cookie=true, and flush should wait for it', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const analytics = createAnalytics({ projectId: 'p', mode: 'ssr', origin: 'https://example.com' });
    analytics.identity('player-1');
    analytics.track('deposit_page');
    let done = false;
    const flushed = analytics.flush().then(() => {
      done = true;
    });
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledOnce();
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://example.com/api-fe-events/v1/events?no-cookie=true');
    expect(done).toBe(false);
    answer(new Response(null, { status: 204 }));
    await flushed;
    expect(done).toBe(true);
    analytics.destroy();
  });

  it("should describe the visitor from identity's metadata only", async () => {
    const analytics = createAnalytics({
      projectId: 'p',
      mode: 'ssr',
      origin: 'https://www.example.com',
      license: 'mga',
    });
    analytics.identity('player-1', {
      userAgent: SAFARI_IPHONE,
      tempPlayerId: 't-1',
      stag: 'aff',
      ipCountry: 'DE',
    });
    analytics.track('a');
    await analytics.flush();
    const [event] = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as AnalyticsEvent[];
    expect(event).toMatchObject({
      mode: 'ssr',
      hostname: 'www.example.com',
      pathname: null,
      device: 'mobile',
      browser: 'Safari',
      temp_player_id: 't-1',
      connection_type: null,
      license: 'mga',
      ip_country: 'DE',
      stag: 'aff',
      user_id: 'player-1',
    });
    analytics.destroy();
  });

  it('should never keep the process alive with its timer', async () => {
    const source = fileURLToPath(new URL('./create-analytics.ts', import.meta.url));
    const script = `
      const { createAnalytics } = await import(${JSON.stringify(source)});
      globalThis.fetch = () => new Promise(() => {});
      const analytics = createAnalytics({ projectId: 'p', mode: 'ssr', origin: 'https://example.com' });
      analytics.identity('anonymous');
      analytics.track('a');
    `;
    const started = Date.now();
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
