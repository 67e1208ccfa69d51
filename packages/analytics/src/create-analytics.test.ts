// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './create-analytics.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

const KEY = 'pf_queue:project-1';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string) as AnalyticsEvent[]);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  // Plain bodies here, as where the platform cannot compress; gzip has its own tests.
  vi.stubGlobal('CompressionStream', undefined);
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('given createAnalytics in the browser (spa)', () => {
  it('should refuse a missing projectId', () => {
    expect(() => createAnalytics({ projectId: '' })).toThrow('createAnalytics needs a projectId');
  });

  it('should POST to the default events path every 30 s', async () => {
    const analytics = createAnalytics({ projectId: 'project-1' });
    analytics.identity('anonymous');
    analytics.track('page_view');
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api-fe-events/v1/events');
    expect(sentBodies()[0]).toEqual([
      expect.objectContaining({
        event: 'page_view',
        project_id: 'project-1',
        mode: 'spa',
        hostname: location.hostname,
        pathname: location.pathname,
        user_id: 'anonymous',
        temp_player_id: localStorage.getItem('pf_temp_player_id'),
      }),
    ]);
    analytics.destroy();
  });

  it('should use the endpoint and interval given', async () => {
    const analytics = createAnalytics({ projectId: 'project-1', endpoint: '/events', flushInterval: 1000 });
    analytics.identity('anonymous');
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock.mock.calls[0]![0]).toBe('/events');
    analytics.destroy();
  });

  it('should beacon to the same path on hide', () => {
    const analytics = createAnalytics({ projectId: 'project-1' });
    analytics.identity('anonymous');
    analytics.track('a');
    // The real page listener: a closing tab fires pagehide.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledWith(
      '/api-fe-events/v1/events',
      expect.stringContaining('"event":"a"'),
    );
    analytics.destroy();
  });

  it('should mirror the queue to storage, so the next page sends it', async () => {
    const first = createAnalytics({ projectId: 'project-1' });
    first.identity('anonymous');
    first.track('before_reload');
    await vi.advanceTimersByTimeAsync(1000);
    const mirrored = JSON.parse(localStorage.getItem(KEY)!) as AnalyticsEvent[];
    expect(mirrored).toEqual([expect.objectContaining({ event: 'before_reload' })]);
    first.destroy();

    const second = createAnalytics({ projectId: 'project-1' });
    await vi.advanceTimersByTimeAsync(30000);
    expect(sentBodies()[0]!.map((event) => event.event_id)).toEqual(mirrored.map((event) => event.event_id));
    second.destroy();
  });

  it('should pause while offline and flush when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const analytics = createAnalytics({ projectId: 'project-1' });
    analytics.identity('anonymous');
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchMock).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    analytics.destroy();
  });
});
