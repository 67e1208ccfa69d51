import { expect, test } from '@playwright/test';
import { eventBody } from '../../fixtures/event-body.ts';
import { waitForStoredEvents, type StoredEvent } from '../../fixtures/stored-events.ts';

const EVENTS_PATH = '/api-fe-events/v1/events';

interface Source {
  name: string;
  query: string;
  cookies: Record<string, string>;
  stag: string | null;
  interlayerId: string | null;
}

const unique = (label: string) => `${label}${Math.random().toString(36).slice(2, 8)}`;

const cases = (): Source[] => {
  const [q1, q2, c1, c2, q3, c3] = ['qs', 'qi', 'cs', 'ci', 'qs', 'cs'].map(unique) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return [
    {
      name: 'query parameters',
      query: `?stag=${q1}&interlayer-id=${q2}`,
      cookies: {},
      stag: q1,
      interlayerId: q2,
    },
    {
      name: 'cookies',
      query: '',
      cookies: { affiliate_id: c1, interlayer_id: c2 },
      stag: c1,
      interlayerId: c2,
    },
    {
      name: 'the query over the cookie',
      query: `?stag=${q3}`,
      cookies: { affiliate_id: c3 },
      stag: q3,
      interlayerId: null,
    },
  ];
};

test.describe('given the inline site-loaded script', () => {
  for (const source of cases()) {
    test(`should read stag and interlayer id from ${source.name}`, async ({ page, context, baseURL }) => {
      await context.addCookies(
        Object.entries(source.cookies).map(([name, value]) => ({ name, value, url: baseURL! })),
      );
      const sent = page.waitForRequest(
        (request) => request.url().endsWith(EVENTS_PATH) && eventBody(request).includes('"site_loaded"'),
      );
      await page.goto(`/demo${source.query}`);
      const request = await sent;
      expect(request.headers()['x-api-version']).toBe('v2');
      const [event] = JSON.parse(eventBody(request)) as StoredEvent[];
      expect(event).toMatchObject({
        event: 'site_loaded',
        stag: source.stag,
        interlayer_id: source.interlayerId,
      });

      const key = source.stag ?? source.interlayerId!;
      const stored = await waitForStoredEvents({ event: 'site_loaded' }, (events) =>
        events.some((e) => e.event_id === event!.event_id),
      );
      const row = stored.find((e) => e.event_id === event!.event_id)!;
      expect(row.stag ?? row.interlayer_id).toBe(key);
      expect(row).toMatchObject({ project_id: 'playfront-demo', license: 'mga', user_id: null, mode: 'spa' });
    });
  }

  test('should share temp_player_id with the SDK', async ({ page }) => {
    const siteLoaded = page.waitForRequest((request) => eventBody(request).includes('"site_loaded"'));
    await page.goto('/demo');
    const [loadedEvent] = JSON.parse(eventBody(await siteLoaded)) as StoredEvent[];

    const sdkSend = page.waitForRequest((request) => eventBody(request).includes('"page_view"'));
    await page.evaluate(() =>
      (window as unknown as { playfrontAnalytics: { flush(): Promise<void> } }).playfrontAnalytics.flush(),
    );
    const sdkEvents = JSON.parse(eventBody(await sdkSend)) as StoredEvent[];
    expect(loadedEvent!.temp_player_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sdkEvents.every((e) => e.temp_player_id === loadedEvent!.temp_player_id)).toBe(true);
  });

  test('should not lose its event when its send fails: the SDK adopts it and sends it', async ({ page }) => {
    // The collector answers the site-loaded script's own send with a 500; everything else passes.
    let refused: StoredEvent | undefined;
    await page.route(`**${EVENTS_PATH}`, async (route) => {
      const body = eventBody(route.request());
      if (refused === undefined && body.includes('"site_loaded"') && !body.includes('"page_view"')) {
        [refused] = JSON.parse(body) as StoredEvent[];
        await route.fulfill({ status: 500, body: '{}' });
      } else await route.continue();
    });
    await page.goto('/demo');
    await expect.poll(() => refused?.event_id).toBeTruthy();
    // Past the SDK's own mirror write (1 s after its page_view), which must not erase it.
    await page.waitForTimeout(1_500);

    await page.evaluate(() =>
      (window as unknown as { playfrontAnalytics: { flush(): Promise<void> } }).playfrontAnalytics.flush(),
    );

    const stored = await waitForStoredEvents({ event: 'site_loaded' }, (events) =>
      events.some((e) => e.event_id === refused!.event_id),
    );
    expect(stored.filter((e) => e.event_id === refused!.event_id)).toHaveLength(1);
  });
});
