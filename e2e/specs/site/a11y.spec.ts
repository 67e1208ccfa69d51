import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

for (const path of ['/', '/register', '/login', '/?lang=ar', '/no-such-page']) {
  test(`given ${path}, axe should find no violations`, async ({ page }) => {
    await new SitePage(page).open(path);
    expect(await violations(page)).toEqual([]);
  });
}

test('given a logged-in player, axe should find no violations on home and account', async ({ page }) => {
  const site = new SitePage(page);
  await site.register(newPlayer('a11y'));
  expect(await violations(page)).toEqual([]);
  await site.open('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('given a logged-in player, axe should find no violations on any cashier page', async ({ page }) => {
  const site = new SitePage(page);
  await site.register(newPlayer('a11y-cashier'));
  const cashier = page.locator('.pf-cashier');
  // Each section, once the widget has drawn what it loads (methods, history, terms).
  const sections: [string, () => Promise<void>][] = [
    ['/cashier/deposit', () => expect(cashier.locator('[data-method-id]').first()).toBeVisible()],
    ['/cashier/cashout', () => expect(cashier.locator('[data-method-id]').first()).toBeVisible()],
    ['/cashier/transaction-history', () => expect(cashier.getByRole('heading', { level: 2 })).toBeVisible()],
    ['/cashier/terms-and-conditions', () => expect(cashier.getByRole('heading', { level: 2 })).toBeVisible()],
    ['/cashier/support', () => expect(cashier.getByRole('heading', { level: 2 })).toBeVisible()],
  ];
  for (const [path, drawn] of sections) {
    await site.open(path);
    await drawn();
    expect(await violations(page), path).toEqual([]);
  }
});

test('given a visitor from a country the site does not serve, the interlayer page should pass axe', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
  const page = await context.newPage();
  await new SitePage(page).open('/interlayer/blocked?interlayer-id=il-a11y');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await context.close();
});
