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

// One test per section, each with its own player and time budget: axe over a whole cashier page
// takes seconds on a loaded machine, five of them in one test came near its limit.
const CASHIER_SECTIONS: [path: string, drawn: 'methods' | 'heading'][] = [
  ['/cashier/deposit', 'methods'],
  ['/cashier/cashout', 'methods'],
  ['/cashier/transaction-history', 'heading'],
  ['/cashier/terms-and-conditions', 'heading'],
  ['/cashier/support', 'heading'],
];

for (const [path, drawn] of CASHIER_SECTIONS) {
  test(`given a logged-in player, axe should find no violations on ${path}`, async ({ page }) => {
    const site = new SitePage(page);
    await site.register(newPlayer('a11y-cashier'));
    await site.open(path);
    // Once the widget has drawn what it loads (methods, history, terms).
    const cashier = page.locator('.pf-cashier');
    if (drawn === 'methods') await expect(cashier.locator('[data-method-id]').first()).toBeVisible();
    else await expect(cashier.getByRole('heading', { level: 2 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  });
}

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
