import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { PlayerDataExport } from '@playfront/contracts';
import { readStoredEvents } from '../../fixtures/stored-events.ts';
import { CARDS, depositByApi } from '../../pages/cashier/cashier-page.ts';
import { hidePage, newPlayer, SitePage } from '../../pages/site/site-page.ts';

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

const playerIdOf = async (page: Page) =>
  ((await (await page.request.get('/api/v1/player')).json()) as { id: string }).id;

/** Fills and sends the deletion page's form. */
async function confirmDeletion(page: Page, password: string): Promise<void> {
  await page.getByLabel('Your password').fill(password);
  await page.getByLabel('I understand that deleting my account cannot be undone.').check();
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
}

test('given a player with a deposit, "Download my data" should save their data as JSON, and deletion should wait for the balance', async ({
  page,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('your-data');
  await site.register(player);
  const playerId = await playerIdOf(page);
  await depositByApi(page, CARDS.approved, 2_500, { saveCard: true });
  // Page views as the logged-in player, sent before the download so the export holds them.
  await site.open('/support');
  await hidePage(page);
  await expect
    .poll(() => readStoredEvents({ user_id: playerId }).length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  await site.open('/account');
  const part = page.getByRole('region', { name: 'Your data' });
  await expect(part).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await part.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^playfront-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as PlayerDataExport;
  expect(data.profile).toMatchObject({ id: playerId, email: player.email, firstName: 'Ada', country: 'DE' });
  expect(data.balances).toEqual([expect.objectContaining({ currency: 'EUR', balance: 2_500 })]);
  expect(data.transactions).toEqual([
    expect.objectContaining({ action: 'deposit', amount: 2_500, instrument: expect.stringMatching(/4242$/) }),
  ]);
  expect(data.ledger).toEqual([expect.objectContaining({ amount: 2_500 })]);
  expect(data.events.length).toBeGreaterThanOrEqual(readStoredEvents({ user_id: playerId }).length);
  expect(data.events.every((event) => event.user_id === playerId || event.temp_player_id !== null)).toBe(
    true,
  );
  // The card's number and security code are nowhere in it.
  expect(text).not.toContain('4242424242424242');
  expect(text).not.toContain('"cvv"');

  await part.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await confirmDeletion(page, player.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Your account still holds money. Please withdraw your balance before you ask us to delete your account.',
  );
  await site.open('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('given a player, deleting the account should need the password, close it, and refuse the log-in', async ({
  page,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('delete-me');
  await site.register(player);
  await site.open('/account');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('link', { name: 'Delete my account' })
    .click();
  await expect(page).toHaveURL(/\/account\/delete$/);

  await confirmDeletion(page, 'not my password');
  await expect(page.getByRole('alert')).toHaveText(
    'Your current password is not correct. Nothing was changed.',
  );

  await confirmDeletion(page, player.password);
  await expect(page).toHaveURL(/\/account\/closed$/);
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await site.open('/account');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('given the account and deletion pages, screenshots at 375 px and desktop, in English and Arabic', async ({
  page,
}, testInfo) => {
  const site = new SitePage(page);
  await site.register(newPlayer('your-data-look'));
  for (const language of ['en', 'ar']) {
    for (const [label, width, height] of [
      ['375', 375, 812],
      ['desktop', 1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await site.open(`/account?lang=${language}`);
      // The section with the card around it, as the player sees it.
      await page.locator('#your-data').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`your-data-${language}-${label}.png`) });
      await site.open(`/account/delete?lang=${language}`);
      await page.screenshot({ path: testInfo.outputPath(`delete-${language}-${label}.png`), fullPage: true });
      if (language === 'ar') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await violations(page)).toEqual([]);
      }
    }
  }
});
