import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

for (const path of ['/', '/register', '/login', '/?lang=ar']) {
  test(`given ${path}, axe should find no violations`, async ({ page }) => {
    await new SitePage(page).open(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test('given a logged-in player, axe should find no violations on home and account', async ({ page }) => {
  const site = new SitePage(page);
  await site.register(newPlayer('a11y'));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await site.open('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
