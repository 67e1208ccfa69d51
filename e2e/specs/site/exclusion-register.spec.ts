import { expect, test } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

/**
 * The operator's exclusion register (decision 066): after a self-exclusion, a new account for
 * the same mailbox, written differently, is refused in the visitor's language, without the date.
 */
test('given a self-excluded player, registering again with the same mailbox written differently should be refused in German', async ({
  page,
  browser,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('register');
  await site.register(player);
  const origin = new URL(page.url()).origin;
  const taken = await page.request.post('/api/v1/player/exclusion', {
    headers: { origin },
    data: { kind: 'self_exclusion', months: 6, currentPassword: player.password },
  });
  expect(taken.status()).toBe(201);

  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'accept-language': 'de' },
  });
  const again = new SitePage(await context.newPage());
  const [local, domain] = player.email.split('@');
  await again.open('/register');
  await again.page
    .locator('input[name="email"]')
    .fill(`${(local ?? '').toUpperCase()}+again@${domain ?? ''}`);
  await again.page.locator('input[name="password"]').fill(player.password);
  await again.page.locator('select[name="country"]').selectOption('DE');
  await again.page.locator('form button[type="submit"]').last().click();
  await expect(again.page.getByText(/^Mit diesen Angaben können wir kein Konto eröffnen/)).toBeVisible();
  await expect(again.page).toHaveURL(/\/register/);
  await context.close();
});
