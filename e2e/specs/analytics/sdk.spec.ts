import { expect, test } from '@playwright/test';
import { DemoPage } from '../../pages/demo-page.ts';
import { readStoredEvents, uniqueUserId, waitForStoredEvents } from '../../fixtures/stored-events.ts';

const EVENTS_PATH = '/api-fe-events/v1/events';

test.describe('given the analytics SDK in real Chromium', () => {
  test('should send the queue by beacon when the page is hidden', async ({ page }) => {
    const demo = new DemoPage(page);
    await demo.open();
    const userId = uniqueUserId('beacon');
    await demo.identify(userId);
    await demo.track('beacon_probe');

    const beacon = page.waitForRequest(
      (request) => request.url().endsWith(EVENTS_PATH) && request.method() === 'POST',
    );
    await demo.hide();
    const request = await beacon;

    // A beacon cannot set headers: it goes as text/plain without the version header.
    expect(request.headers()['content-type']).toContain('text/plain');
    expect(request.headers()['x-api-version']).toBeUndefined();

    const stored = await waitForStoredEvents({ user_id: userId }, (events) =>
      events.some((e) => e.event === 'beacon_probe'),
    );
    const probe = stored.find((e) => e.event === 'beacon_probe')!;
    expect(probe).toMatchObject({
      mode: 'spa',
      lib_version: '0.0.33',
      pathname: '/demo',
      hostname: '127.0.0.1',
    });
  });

  test('should keep queued events across a reload when the beacon is refused', async ({ page }) => {
    // The browser refuses every beacon, as it does past its keepalive quota.
    await page.addInitScript(() => {
      navigator.sendBeacon = () => false;
    });
    const demo = new DemoPage(page);
    await demo.open();
    const userId = uniqueUserId('reload');
    await demo.identify(userId);
    await demo.track('survives_reload');

    await page.reload();
    await page.waitForFunction(() => 'playfrontAnalytics' in window);
    expect(readStoredEvents({ user_id: userId })).toHaveLength(0);

    // The restored queue goes out with the next flush, once.
    await demo.flush();
    const stored = await waitForStoredEvents({ user_id: userId }, (events) =>
      events.some((e) => e.event === 'survives_reload'),
    );
    expect(stored.filter((e) => e.event === 'survives_reload')).toHaveLength(1);
  });

  test('should log the failure and resend after a 500', async ({ page }) => {
    const demo = new DemoPage(page);
    await demo.open();
    const userId = uniqueUserId('retry');
    await demo.identify(userId);
    await demo.track('retried_event');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let failures = 0;
    await page.route(`**${EVENTS_PATH}`, async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.fulfill({ status: 500, body: 'collector down' });
      } else {
        await route.continue();
      }
    });

    await demo.flush();
    expect(failures).toBe(1);
    expect(errors.some((text) => text.includes('Error sending events:'))).toBe(true);
    expect(readStoredEvents({ user_id: userId })).toHaveLength(0);

    await demo.flush();
    const stored = await waitForStoredEvents({ user_id: userId }, (events) =>
      events.some((e) => e.event === 'retried_event'),
    );
    expect(stored.filter((e) => e.event === 'retried_event')).toHaveLength(1);
  });
});
