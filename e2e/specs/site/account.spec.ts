import { expect, test } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

test('given a player, the account page should save their fields through savePlayerFields', async ({
  page,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('account');
  await site.register(player);
  await site.open('/account');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone (e.g. +4915112345678)').fill('+4915112345678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your details are saved.');
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Berlin');

  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await site.logIn(player);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
});
