import { expect, test } from '@playwright/test';
import { readStoredEvents, waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

test('given a visitor, the home page should render on the server and hydrate', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const site = new SitePage(page);
  await site.open('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  // A client-side navigation after hydration: no new document is loaded.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('given a new visitor, registering should log them in and show their balance', async ({ page }) => {
  const site = new SitePage(page);
  await site.register(newPlayer('journey'));
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
  await expect(page.getByTestId('home-balances')).toContainText('€');
  await expect(page.getByTestId('header-balance')).toContainText('Balance');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('given the register page, switching to Arabic should keep the page and turn it right-to-left', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.open('/register');
  await site.chooseLanguage('ar');
  await expect(page).toHaveURL(/\/register\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشئ حسابك');
  // The choice sticks on the next page without ?lang=.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('given an affiliate link, registering should store events carrying the affiliate id', async ({
  page,
}) => {
  const stag = `aff${Math.random().toString(36).slice(2, 8)}`;
  const site = new SitePage(page);
  await site.open(`/?stag=${stag}`);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'affiliate_id')).toMatchObject({ value: stag, httpOnly: false });

  await site.register(newPlayer('affiliate'));
  const events = await waitForStoredEvents({ event: 'registration_completed' }, (all) =>
    all.some((e) => e.stag === stag),
  );
  const registration = events.find((e) => e.stag === stag)!;
  expect(registration).toMatchObject({ mode: 'ssr', license: 'mga' });
  expect(registration.user_id).not.toBeNull();
  // The inline site-loaded script of the landing page carried it too.
  expect(readStoredEvents({ event: 'site_loaded' }).some((e) => e.stag === stag && e.pathname === '/')).toBe(
    true,
  );
});
