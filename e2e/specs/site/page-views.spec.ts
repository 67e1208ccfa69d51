import { expect, test } from '@playwright/test';
import { waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { hidePage, newPlayer, showPage, SitePage } from '../../pages/site/site-page.ts';

test('given a player moving around the site, each route change should be a page view under their id', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.register(newPlayer('views'));
  const player = (await (await page.request.get('/api/v1/player')).json()) as { id: string };

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  // Hide only once the page has rendered: its page view is tracked after the route commits.
  await expect(page.getByRole('heading', { name: 'Cashier', level: 1 })).toBeVisible();
  await hidePage(page);

  const views = await waitForStoredEvents({ user_id: player.id, event: 'page_view' }, (events) =>
    ['/account', '/cashier/deposit'].every((path) => events.some((e) => e.pathname === path)),
  );
  expect(views.every((e) => e.mode === 'spa' && e.license === 'mga')).toBe(true);
  // Only the first view of a document carries the timing metrics.
  expect(views.find((e) => e.pathname === '/account')?.loading_time).toBeNull();

  // Log out: reset(), then the same browser goes on as 'anonymous'.
  const browserId = views[0]!.temp_player_id;
  await showPage(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // As above: hide once the page has rendered, or its page view is tracked after the hide.
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await hidePage(page);
  await waitForStoredEvents({ user_id: 'anonymous', event: 'page_view' }, (events) =>
    events.some((e) => e.temp_player_id === browserId && e.pathname === '/login'),
  );
});

test('given a visitor, the first page view should be anonymous and carry timing metrics', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.open('/login?views=1');
  await hidePage(page);
  const views = await waitForStoredEvents({ user_id: 'anonymous', event: 'page_view' }, (events) =>
    events.some((e) => e.pathname === '/login' && e.loading_time !== null),
  );
  expect(views.length).toBeGreaterThan(0);
});
