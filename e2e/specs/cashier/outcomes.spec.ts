import { expect, test, type Page } from '@playwright/test';
import { CARDS, nextYearExpiry } from '../../pages/cashier/cashier-page.ts';
import {
  axeViolations,
  expectFocusedInView,
  field,
  openCashier,
  outcome,
  reportOutcomeOnFailure,
  shot,
  submitButton,
  VIEWPORTS,
} from '../../pages/cashier/outcome-checks.ts';
import { OUTCOME_TEXTS, type OutcomeLanguage } from '../../pages/cashier/outcome-texts.ts';
import { newPlayer } from '../../pages/site/site-page.ts';
import { SitePage } from '../../pages/site/site-page.ts';

const CASES: readonly { language: OutcomeLanguage; viewport: keyof typeof VIEWPORTS }[] = [
  { language: 'en', viewport: 'phone' },
  { language: 'en', viewport: 'desktop' },
  { language: 'de', viewport: 'phone' },
  { language: 'ar', viewport: 'phone' },
  { language: 'ar', viewport: 'desktop' },
];

for (const { language, viewport } of CASES) {
  const text = OUTCOME_TEXTS[language];

  test.describe(`given a player paying by card (${language}, ${viewport})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test.beforeEach(async ({ page }) => {
      await new SitePage(page).register(newPlayer(`outcomes-${language}`));
      await openCashier(page, language);
    });

    test.afterEach(async ({ page }, testInfo) => {
      await reportOutcomeOnFailure(page, testInfo);
    });

    /** Picks a method from the list by its brand (brands are not translated). */
    async function pick(page: Page, brand: string): Promise<void> {
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${brand}\\b`) })
        .first()
        .click();
      await expect(field(page, 'amount')).toBeVisible();
    }

    test('a failed 3-D Secure check should show a failure with its reason, in view and focused, and “Try again” should work', async ({
      page,
    }) => {
      await pick(page, 'Visa');
      await field(page, 'amount').fill('25');
      await field(page, 'card_number').fill(CARDS.threeDs.number);
      await field(page, 'card_holder').fill(CARDS.threeDs.holder);
      await field(page, 'expiry_date').fill(nextYearExpiry());
      await field(page, 'cvv').fill(CARDS.threeDs.cvv);
      await submitButton(page).click();

      // The bank's check, inside the widget: the player fails it.
      const bank = page.frameLocator('main iframe');
      await bank.getByRole('button', { name: 'Fail the check' }).click();

      const failure = outcome(page, 'failure');
      await expect(failure.getByRole('heading', { name: text.failure })).toBeVisible({ timeout: 15_000 });
      // The reason, in the player's language (the provider's decline as the server maps it).
      await expect(failure.locator('.pf-outcome__reason')).toContainText(text.declined);
      await expect(failure.getByRole('alert')).toBeVisible();
      // In view and focused, where it lands after the bank's frame is gone (not above the viewport).
      await expectFocusedInView(page, text.failure);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `failure-${language}-${viewport}`);

      // Try again: the same method, the form as typed; an approved card then goes through.
      await failure.getByRole('button', { name: text.retry }).click();
      await expect(field(page, 'amount')).toHaveValue('25');
      await expect(field(page, 'card_holder')).toHaveValue(CARDS.threeDs.holder);
      await field(page, 'card_number').fill(CARDS.approved.number);
      await field(page, 'cvv').fill(CARDS.approved.cvv);
      await submitButton(page).click();

      const success = outcome(page, 'success');
      await expect(success.getByRole('heading', { name: text.success })).toBeVisible({ timeout: 15_000 });
      // The amount in the shared money format of the language (€25.00, 25,00 €, …).
      await expect(success).toContainText(/25[.,]00/);
      await expectFocusedInView(page, text.success);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `success-${language}-${viewport}`);
    });

    test('a submit that gets no answer should say “we are checking”, never a failure, and checking again should find the payment', async ({
      page,
    }) => {
      await pick(page, 'Visa');
      // The connection drops before the submit reaches the server.
      await page.route('**/api/v1/payments/submit', (route) => route.abort('internetdisconnected'));
      await field(page, 'amount').fill('30');
      await field(page, 'card_number').fill(CARDS.approved.number);
      await field(page, 'card_holder').fill(CARDS.approved.holder);
      await field(page, 'expiry_date').fill(nextYearExpiry());
      await field(page, 'cvv').fill(CARDS.approved.cvv);
      await submitButton(page).click();

      const unknown = outcome(page, 'unknown');
      await expect(unknown.getByRole('heading', { name: text.unknown })).toBeVisible();
      await expect(outcome(page, 'failure')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expectFocusedInView(page, text.unknown);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `unknown-${language}-${viewport}`);

      // Back online: checking again sends the same attempt (its idempotency key): paid once.
      await page.unroute('**/api/v1/payments/submit');
      await unknown.getByRole('button', { name: text.checkAgain }).click();
      await expect(outcome(page, 'success').getByRole('heading', { name: text.success })).toBeVisible({
        timeout: 15_000,
      });
      const history = await page.request.get('/api/v1/payments/transactions?limit=10');
      const items = ((await history.json()) as { items: { amount: number }[] }).items;
      expect(items.filter((item) => item.amount === 3000)).toHaveLength(1);
    });

    test('a deposit that lands later should show pending, what happens next, and that the balance updates by itself', async ({
      page,
    }) => {
      await pick(page, 'CashtoCode');
      await field(page, 'amount').fill('20');
      await submitButton(page).click();
      const pending = outcome(page, 'pending');
      await expect(pending.getByRole('heading', { name: text.pending })).toBeVisible({ timeout: 10_000 });
      await expect(pending.getByText(text.live)).toBeVisible();
      await expect(outcome(page, 'success')).toHaveCount(0);
      await expectFocusedInView(page, text.pending);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `pending-${language}-${viewport}`);
    });
  });
}
