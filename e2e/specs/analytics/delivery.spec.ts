import { expect, test, type Page } from '@playwright/test';
import { EVENTS_PATH } from '@playfront/contracts';
import { startOutageProxy } from '../../fixtures/outage-proxy.ts';
import { readStoredEvents, uniqueUserId, waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { DemoPage } from '../../pages/demo-page.ts';

/**
 * Issue 17 in Chromium against the real collector: a burst is not dropped, a reload during an
 * outage loses nothing and stores nothing twice, and batches travel gzip-compressed.
 */

interface DemoWindow {
  playfrontAnalytics: {
    identity(userId: string): void;
    track(event: string): void;
    flush(): Promise<void>;
  };
}

/** Tracks `event<from>` … `event<to - 1>` for `userId` in the page, in one task. */
const track = (page: Page, userId: string, from: number, to: number) =>
  page.evaluate(
    ([id, first, last]) => {
      const analytics = (window as unknown as DemoWindow).playfrontAnalytics;
      analytics.identity(id);
      for (let i = first; i < last; i++) analytics.track(`e${i}`);
    },
    [userId, from, to] as const,
  );

const flush = (page: Page) =>
  page.evaluate(() => (window as unknown as DemoWindow).playfrontAnalytics.flush());

test.describe('given the SDK on a page', () => {
  test('should deliver all of 10,000 track() calls made in one task, gzip-compressed', async ({ page }) => {
    test.setTimeout(90_000);
    const encodings: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(EVENTS_PATH) && request.method() === 'POST') {
        encodings.push(request.headers()['content-encoding'] ?? 'none');
      }
    });
    const demo = new DemoPage(page);
    await demo.open();
    const userId = uniqueUserId('burst');

    await track(page, userId, 0, 10_000);

    const stored = await waitForStoredEvents(
      { user_id: userId },
      (events) => events.length >= 10_000,
      60_000,
    );
    expect(stored).toHaveLength(10_000);
    expect(new Set(stored.map((event) => event.event)).size).toBe(10_000);
    // Twenty full batches, sent without waiting for the 30 s timer, each compressed.
    expect(encodings.filter((encoding) => encoding === 'gzip').length).toBeGreaterThanOrEqual(20);
  });

  test('should store 1,000 of 1,000 events, none twice, after a reload during an outage', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The outage is on the server's side of the network, so beacons meet it too (a browser sends
    // a beacon of a closing page past any page.route): a proxy in front of the real server
    // answers every events request 500 while `outage` holds.
    const outage = await startOutageProxy(baseURL ?? '');
    try {
      const userId = uniqueUserId('outage');
      await page.goto(`${outage.origin}/demo`);
      await page.waitForFunction(() => 'playfrontAnalytics' in window);

      // Mid-stream: events tracked, sends failing, then the page reloads (its beacon fails too).
      for (let from = 0; from < 500; from += 100) {
        await track(page, userId, from, from + 100);
        await flush(page);
      }
      await page.reload();
      await page.waitForFunction(() => 'playfrontAnalytics' in window);
      for (let from = 500; from < 1000; from += 100) {
        await track(page, userId, from, from + 100);
        await flush(page);
      }
      expect(outage.refused.fetch).toBeGreaterThan(10);
      expect(outage.refused.beacon).toBeGreaterThan(0);
      expect(readStoredEvents({ user_id: userId })).toHaveLength(0);

      // Recovery.
      outage.end();
      await flush(page);

      const stored = await waitForStoredEvents(
        { user_id: userId },
        (events) => events.length >= 1000,
        30_000,
      );
      expect(stored).toHaveLength(1000);
      const names = stored.map((event) => event.event);
      expect(new Set(names).size).toBe(1000);
      expect(names.sort()).toEqual(Array.from({ length: 1000 }, (_, i) => `e${i}`).sort());
    } finally {
      await outage.close();
    }
  });
});
