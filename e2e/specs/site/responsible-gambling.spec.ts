import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';

// Responsible gambling (decision 060): a deposit limit set at registration and met in the
// cashier, in German and Arabic; a cool-off that refuses the next log-in; the account tools and
// the reality-check dialog under axe, photographed on a phone and a desktop in English and Arabic.

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
/** Screenshots are looked at, not compared: they go outside the repository. */

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

/**
 * Moves the page's clock on until the reminder shows: the page schedules it once its read of the
 * interval has answered, so the clock goes minute by minute rather than past it in one jump.
 */
async function untilReminder(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(async () => {
    await page.clock.fastForward('01:00');
    await expect(dialog).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 20_000, intervals: [50] });
  return dialog;
}

/** Registers through the form, with the optional deposit limit filled in when given. */
async function registerWithLimit(site: SitePage, player: ReturnType<typeof newPlayer>, limit?: string) {
  await site.open('/register');
  const { page } = site;
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByLabel(/^Country/).selectOption(player.country);
  const fieldset = page.getByRole('group', { name: 'Deposit limit (optional)' });
  await expect(fieldset).toBeVisible();
  if (limit !== undefined) {
    await fieldset.getByLabel('Period').selectOption('day');
    await fieldset.getByLabel('Limit amount').fill(limit);
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A CASHlib voucher deposit (offered in Germany) of `amount` as typed, in the widget in any language. */
async function voucherDeposit(page: Page, amount: string) {
  const cashier = page.locator('.pf-cashier');
  await cashier
    .getByRole('button', { name: /^CASHlib\b/ })
    .first()
    .click();
  await cashier.locator('input[name="amount"]').fill(amount);
  await cashier.locator('input[name="voucher_code"]').fill('0000123412341234');
  await cashier.locator('button[type="submit"]').click();
}

test('given a daily limit set at registration, the cashier should refuse a deposit above it in German and in Arabic', async ({
  page,
}) => {
  const site = new SitePage(page);
  await registerWithLimit(site, newPlayer('rg-limit'), '20');

  await site.open('/account/responsible-gambling');
  await expect(page.getByLabel('Daily limit (24 hours)')).toHaveValue('20.00');
  await expect(page.getByText('Limit €20.00: €0.00 used, €20.00 left.')).toBeVisible();

  // Before the first deposit the cashier shows the tools, in the page's language.
  await site.open('/cashier/deposit?lang=de');
  await expect(page.getByRole('note', { name: 'Vor deiner ersten Einzahlung' })).toBeVisible();
  await voucherDeposit(page, '30');
  await expect(page.locator('.pf-cashier')).toContainText(
    'Diese Einzahlung liegt über deinem Einzahlungslimit. Du kannst bis zu 20,00\u00a0€ einzahlen.',
  );

  await site.open('/cashier/deposit?lang=ar');
  await voucherDeposit(page, '30');
  await expect(page.locator('.pf-cashier')).toContainText('هذا الإيداع يتجاوز حد الإيداع الذي وضعته');
});

test('given a player who takes a cool-off, their next log-in should be refused with the date it ends, and staff should see it read-only', async ({
  page,
  browser,
}) => {
  const site = new SitePage(page);
  const player = newPlayer('rg-break');
  await site.register(player);
  await site.open('/account');
  await page.getByRole('link', { name: 'Open responsible gambling tools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Take a break' });
  await form.getByLabel('Length of the break').selectOption({ label: '3 days' });
  // The confirmation step: the button does nothing until the box is ticked and the password given.
  await form.getByRole('button', { name: 'Take a break' }).click();
  await expect(page).toHaveURL(/\/account\/responsible-gambling$/);
  await form.getByLabel('I understand that I cannot undo this before it ends.').check();
  await form.getByLabel('Your password, to confirm').fill(player.password);
  await form.getByRole('button', { name: 'Take a break' }).click();

  await expect(page).toHaveURL(/\/login\?excluded=cool_off/);
  await expect(page.getByText(/^You are taking a break until /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'You are taking a break until' });
  await expect(refusal).toContainText(/until .+ UTC\. You cannot deposit or play until then/);
  await expect(page).toHaveURL(/\/login/);
  // The session it opens serves a withdrawal of the balance, and nothing to play with.
  await refusal.getByRole('link', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/cashier\/cashout$/);
  await site.open('/cashier/deposit');
  await expect(page.getByRole('note')).toContainText(
    /^You are taking a break until .+You can still withdraw your balance\.$/,
  );

  // The console's player view shows the break, and nothing to change it with.
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await new ConsolePage(staffPage).logInAs('admin');
  await staffPage.goto('/backoffice/players');
  await staffPage.getByLabel('Player id or e-mail').fill(player.email);
  await staffPage.getByRole('button', { name: 'Open player' }).click();
  const section = staffPage.getByRole('region', { name: 'Responsible gambling (read-only)' });
  await expect(section).toContainText(/Cool-off until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(await violations(staffPage)).toEqual([]);
  await context.close();
});

test('given a player, the responsible gambling page and the reality check should pass axe, and look right on a phone and a desktop in English and Arabic', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const site = new SitePage(page);
  await registerWithLimit(site, newPlayer('rg-look'), '50');
  await site.open('/account/responsible-gambling');
  await page.getByLabel('Remind me every').selectOption('15');
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Your reminder is saved.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const language of ['en', 'ar'] as const) {
    await site.open(`/account/responsible-gambling?lang=${language}`);
    for (const [name, viewport] of [
      ['375', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: testInfo.outputPath(`account-${name}-${language}.png`), fullPage: true });
    }
    if (language === 'ar') expect(await violations(page)).toEqual([]);
  }

  // The reminder comes at the next quarter hour of the session, as a modal dialog.
  await page.setViewportSize(PHONE);
  await site.open('/?lang=en');
  const dialog = await untilReminder(page, 'Reality check');
  await expect(dialog).toContainText(/You have been logged in for \d+ minutes?\./);
  await expect(dialog).toContainText('Net deposits in this session: €0.00.');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`reality-375-en.png`) });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: testInfo.outputPath(`reality-desktop-en.png`) });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await site.open('/?lang=ar');
  const arabic = await untilReminder(page, 'تذكير الواقع');
  await page.screenshot({ path: testInfo.outputPath(`reality-desktop-ar.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath(`reality-375-ar.png`) });
  expect(await violations(page)).toEqual([]);
  // "Log out" ends the session from the dialog.
  await arabic.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(arabic).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
});
