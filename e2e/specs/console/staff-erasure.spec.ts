import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CashierPage, CARDS, depositByApi } from '../../pages/cashier/cashier-page.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

/** A member of `role` in a browser context of their own, on the player view of `email`. */
async function playerViewAs(browser: Browser, role: string, email: string) {
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await new ConsolePage(staffPage).logInAs(role);
  await staffPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Players' }).click();
  await staffPage.getByLabel('Player id or e-mail').fill(email);
  await staffPage.getByRole('button', { name: 'Open player' }).click();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Balances' })).toBeVisible();
  return { context, staffPage };
}

/** Fills the erasure form and sends it by keyboard alone: type, Tab, Space on the box, Tab, Enter. */
async function eraseByKeyboard(staffPage: Page): Promise<void> {
  await staffPage.getByLabel("The player's request (ticket or mail reference)").focus();
  await staffPage.keyboard.type('TICKET-4711');
  await staffPage.keyboard.press('Tab');
  await staffPage.keyboard.type('The player asked by mail to delete the account.');
  await staffPage.keyboard.press('Tab');
  await staffPage.keyboard.press('Space');
  await expect(staffPage.getByRole('checkbox', { name: /I have checked that the request/ })).toBeChecked();
  await staffPage.keyboard.press('Tab');
  await expect(staffPage.getByRole('button', { name: 'Erase player' })).toBeFocused();
  await staffPage.keyboard.press('Enter');
}

test('given a player who asked to be deleted, an admin should erase them from the console, refused while money is in the account', async ({
  page,
  browser,
}) => {
  const cashier = new CashierPage(page);
  const withMoney = newPlayer('erasure-money');
  await cashier.site.register(withMoney);
  await depositByApi(page, CARDS.approved, 5_000);

  const { context, staffPage } = await playerViewAs(browser, 'admin', withMoney.email);
  const section = staffPage.getByRole('region', { name: 'Erase the player on request' });
  await expect(section).toBeVisible();
  expect(await axeViolations(staffPage)).toEqual([]);
  await eraseByKeyboard(staffPage);
  await expect(section.getByRole('status')).toHaveText(
    'Not erased: the account still holds money. The player must withdraw the balance first.',
  );
  expect(await axeViolations(staffPage)).toEqual([]);

  const player = newPlayer('erasure');
  const second = await browser.newContext();
  await new CashierPage(await second.newPage()).site.register(player);
  await second.close();
  await staffPage.getByLabel('Player id or e-mail').fill(player.email);
  await staffPage.getByRole('button', { name: 'Open player' }).click();
  await expect(staffPage.getByText(player.email)).toBeVisible();
  await eraseByKeyboard(staffPage);
  await expect(section.getByText(/^This account is erased/)).toBeVisible();
  await expect(staffPage.getByText(player.email)).toHaveCount(0);
  await expect(staffPage.getByText(/@erased\.invalid/)).toBeVisible();
  expect(await axeViolations(staffPage)).toEqual([]);
  await context.close();
});

test('given a support member, the player view should offer no erasure', async ({ page, browser }) => {
  const player = newPlayer('erasure-support');
  await new CashierPage(page).site.register(player);
  const { context, staffPage } = await playerViewAs(browser, 'support', player.email);
  await expect(staffPage.getByRole('heading', { name: 'Erase the player on request' })).toHaveCount(0);
  await context.close();
});
