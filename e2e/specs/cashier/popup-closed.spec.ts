import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  expectFocusedInView,
  field,
  openCashier,
  outcome,
  shot,
  submitButton,
  VIEWPORTS,
} from '../../pages/cashier/outcome-checks.ts';
import { OUTCOME_TEXTS, type OutcomeLanguage } from '../../pages/cashier/outcome-texts.ts';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

const CASES: readonly { language: OutcomeLanguage; viewport: keyof typeof VIEWPORTS }[] = [
  { language: 'en', viewport: 'desktop' },
  { language: 'en', viewport: 'phone' },
  { language: 'de', viewport: 'desktop' },
  { language: 'ar', viewport: 'phone' },
];

/** Starts a Sofort deposit of `amount`; answers the bank's window once it shows the bank's page. */
async function startSofort(page: Page, amount: string): Promise<Page> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Sofort\b/ })
    .first()
    .click();
  await field(page, 'amount').fill(amount);
  const [bank] = await Promise.all([page.waitForEvent('popup'), submitButton(page).click()]);
  await expect(bank).toHaveURL(/\/sandbox\/bank\/[0-9a-f-]+$/);
  await expect(bank.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  return bank;
}

/** The status the history gives the player's latest payment. */
async function latestStatus(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/api/v1/payments/transactions?limit=1');
  return ((await response.json()) as { items: { status: string }[] }).items[0]?.status;
}

for (const { language, viewport } of CASES) {
  const text = OUTCOME_TEXTS[language];

  test.describe(`given a player paying at the bank in a window (${language}, ${viewport})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test.beforeEach(async ({ page }) => {
      await new SitePage(page).register(newPlayer(`popup-${language}`));
      await openCashier(page, language);
    });

    test('closing the bank’s window undecided should offer a reopen and a cancel, and the cancel should cancel the payment', async ({
      page,
    }) => {
      const bank = await startSofort(page, '40');
      await bank.close();

      const closed = outcome(page, 'unknown');
      await expect(closed.getByRole('heading', { name: text.windowClosed })).toBeVisible();
      await expectFocusedInView(page, text.windowClosed);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `window-closed-${language}-${viewport}`);

      // Reopen: the bank's page again, in a new window; closed again, the choice comes back.
      const [again] = await Promise.all([
        page.waitForEvent('popup'),
        closed.getByRole('button', { name: text.reopen }).click(),
      ]);
      await expect(again.getByRole('button', { name: 'Approve payment' })).toBeVisible();
      await expect(outcome(page, 'unknown')).toHaveCount(0);
      await again.close();

      await outcome(page, 'unknown').getByRole('button', { name: text.cancel }).click();
      const cancelled = outcome(page, 'failure');
      await expect(cancelled.getByRole('heading', { name: text.cancelled })).toBeVisible();
      await expectFocusedInView(page, text.cancelled);
      expect(await latestStatus(page)).toBe('cancelled');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `cancelled-${language}-${viewport}`);
    });
  });
}

test.describe('given a player who approves at the bank in its window', () => {
  test('the window should close itself and the cashier that opened it should show the result', async ({
    page,
  }) => {
    await new SitePage(page).register(newPlayer('popup-approve'));
    await openCashier(page, 'en');
    const bank = await startSofort(page, '45');
    const closing = bank.waitForEvent('close');
    await bank.getByRole('button', { name: 'Approve payment' }).click();
    await closing;
    const success = outcome(page, 'success');
    await expect(success.getByRole('heading', { name: OUTCOME_TEXTS.en.success })).toBeVisible({
      timeout: 10_000,
    });
    await expect(success).toContainText('€45.00');
    expect(await latestStatus(page)).toBe('completed');
  });
});
