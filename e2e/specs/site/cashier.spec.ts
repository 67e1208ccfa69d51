import { expect, test } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

test('given a visitor, the cashier pages should ask them to log in', async ({ page }) => {
  await new SitePage(page).open('/cashier/deposit');
  await expect(page.getByText('Log in to use the cashier.')).toBeVisible();
});

test('given a player, every cashier URL should render its section with the tabs between them', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.register(newPlayer('cashier'));
  const sections = [
    ['/cashier/deposit', 'Deposit'],
    ['/cashier/cashout', 'Withdraw'],
    ['/cashier/transaction-history', 'Transaction history'],
    ['/cashier/terms-and-conditions', 'Terms and conditions'],
    ['/cashier/support', 'Support'],
  ] as const;
  for (const [path, title] of sections) {
    await site.open(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Cashier' }).getByRole('link', { name: title }),
    ).toHaveAttribute('aria-current', 'page');
  }
  const missing = await site.page.goto('/cashier/unknown');
  expect(missing?.status()).toBe(404);
});

test('given a player, fast deposit should open in a modal from the header and close with Escape', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.register(newPlayer('fast'));
  await page.getByRole('button', { name: 'Fast deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fast deposit' });
  await expect(dialog).toBeVisible();
  // The cashier's own <FastDeposit> modal, named and headed.
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fast deposit' })).toBeFocused();
});
