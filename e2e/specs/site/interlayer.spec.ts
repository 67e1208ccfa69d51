import { expect, test } from '@playwright/test';
import { waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { SitePage } from '../../pages/site/site-page.ts';

test('given an interlayer link, the visitor should be tracked and sent on to the site with the id', async ({
  page,
}) => {
  const id = `il${Math.random().toString(36).slice(2, 8)}`;
  await new SitePage(page).open(`/interlayer/${id}`);
  await page.waitForURL(`/?interlayer-id=${id}`);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'interlayer_id')?.value).toBe(id);
  const events = await waitForStoredEvents({}, (all) =>
    ['interlayer_visited', 'interlayer_redirected', 'site_loaded'].every((name) =>
      all.some((e) => e.event === name && e.interlayer_id === id),
    ),
  );
  expect(events.some((e) => e.event === 'interlayer_no_redirect' && e.interlayer_id === id)).toBe(false);
});

test('given a visitor from a country the site does not serve, the interlayer should not redirect', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
  const page = await context.newPage();
  await new SitePage(page).open('/interlayer/blocked?interlayer-id=il-us');
  await expect(page.getByRole('alert')).toHaveText('Sorry, we cannot accept players from your country.');
  await waitForStoredEvents({ event: 'interlayer_no_redirect' }, (all) =>
    all.some((e) => e.interlayer_id === 'il-us'),
  );
  await context.close();
});
