import { expect, test, type Page } from '@playwright/test';
import { approveProviderPageByApi, CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/** An in-app browser: the site asks the widget for same-tab payments (no popups). */
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0';

async function redirectToBank(page: Page, cashier: CashierPage, amount: string): Promise<string> {
  await cashier.open('deposit');
  await cashier.pickMethod('Sofort');
  await cashier.amount.fill(amount);
  await cashier.submit.click();
  await expect(page).toHaveURL(/\/sandbox\/bank\/[0-9a-f-]+$/);
  await expect(page.getByText(new RegExp(`${amount}[.,]00`)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test.describe.serial('given a player in an in-app browser paying with Sofort', () => {
  let page: Page;
  let cashier: CashierPage;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext({ userAgent: INSTAGRAM_IOS })).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('bank'));
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('should go to the bank in the same tab and show the result when back', async () => {
    const before = await cashier.balance();
    const bankPath = await redirectToBank(page, cashier, '40');
    // The bank answers (by API here; the next test clicks the page's own button).
    const back = await approveProviderPageByApi(page, bankPath);
    expect(back).toMatch(/^\/cashier\/deposit\?.*transactionId=.+/);
    expect(back).toContain('status=completed');
    await cashier.site.open(back ?? '/');
    await expect(cashier.widget.getByText('Welcome back. Checking your payment…').first()).toBeVisible();
    await expect(cashier.widget.getByText('Your payment is complete.').first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(cashier.reference).not.toHaveValue('');
    expect(await cashier.balance()).toBe(before + 4000);
  });

  test('clicking Approve payment on the bank page should come back to the result', async () => {
    const before = await cashier.balance();
    await redirectToBank(page, cashier, '45');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/cashier\/deposit\?.*transactionId=.+.*status=completed/);
    await expect(cashier.widget.getByText('Your payment is complete.').first()).toBeVisible({
      timeout: 10_000,
    });
    expect(await cashier.balance()).toBe(before + 4500);
  });
});
