import { expect, test } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

test('given a player, the account page should change the e-mail only with the current password, and log out everywhere', async ({
  page,
  browser,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('security');
  await site.register(player);
  await site.open('/account');

  const emailPart = page.getByRole('region', { name: 'E-mail address' });
  const next = newPlayer('security-new').email;
  await emailPart.getByLabel('E-mail').fill(next);
  await emailPart.getByLabel('Current password').fill('not my password');
  await emailPart.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(emailPart.getByRole('alert')).toHaveText(
    'Your current password is not correct. Nothing was changed.',
  );

  await emailPart.getByLabel('Current password').fill(player.password);
  await emailPart.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(emailPart.getByRole('status')).toHaveText('Your e-mail address is changed.');
  await expect(emailPart.getByLabel('Current password')).toHaveValue('');
  await page.reload();
  await expect(emailPart.getByLabel('E-mail')).toHaveValue(next);

  // The same player on another device.
  const other = await browser.newContext();
  const otherSite = new SitePage(await other.newPage());
  await otherSite.logIn({ email: next, password: player.password });

  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await otherSite.page.goto('/account');
  await expect(otherSite.page).toHaveURL(/\/login$/);
  await other.close();
});
