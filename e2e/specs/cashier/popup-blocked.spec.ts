import { expect, test } from '@playwright/test';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

// A popup blocker that refuses every window.open. `--block-new-web-contents` was tried first and
// blocks nothing in this Chromium (156, headless): window.open still answered a Window, with and
// without Playwright's `--disable-popup-blocking`. So window.open answers null, as it does when a
// browser blocks it; links the player follows (target=_blank) still open their tab.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
});

test.describe('given a browser that blocks the provider popup', () => {
  test('a Sofort deposit should say the popup was blocked and the link it offers should complete the payment', async ({
    page,
  }) => {
    const cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('popup'));
    const before = await cashier.balance();
    await cashier.open('deposit');
    await cashier.pickMethod('Sofort');
    await cashier.amount.fill('40');
    await cashier.submit.click();

    await expect(cashier.widget.getByRole('heading', { name: 'Continue with the provider' })).toBeVisible();
    await expect(cashier.widget.getByRole('alert')).toHaveText(
      'Your browser blocked the provider’s window. Use the link below to continue.',
    );
    const link = cashier.widget.getByRole('link', { name: 'Open the provider’s page' });
    await expect(link).toHaveAttribute('href', /\/sandbox\/bank\/[0-9a-f-]+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    // The widget stayed: no same-tab redirect instead of the popup.
    await expect(page).toHaveURL(/\/cashier\/deposit$/);

    const [bank] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(bank.getByText(/40[.,]00/).first()).toBeVisible();
    await bank.getByRole('button', { name: 'Approve payment' }).click();
    await expect(bank).toHaveURL(/\/cashier\/deposit\?.*status=completed/);

    // The widget that offered the link follows the payment to its end.
    await expect(cashier.widget.getByText('Your payment of €40.00 is complete.').first()).toBeVisible({
      timeout: 10_000,
    });
    expect(await cashier.balance()).toBe(before + 4000);
  });
});
