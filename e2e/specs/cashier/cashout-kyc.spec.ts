import { expect, test, type Page } from '@playwright/test';
import { CARDS, CashierPage, depositByApi } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

// One unverified player for the file (register rate limit), with €2,500 on a saved Visa •••• 4242.
test.describe.serial('given an unverified player with a saved card', () => {
  let page: Page;
  let cashier: CashierPage;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('kyc'));
    await cashier.open('deposit');
    // Above the EUR KYC threshold of 2,000 (docs/sandbox.md); by API, see card.spec.ts.
    const deposit = await depositByApi(page, CARDS.approved, 250_000, { saveCard: true });
    expect(deposit.ok).toBe(true);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a cashout above the KYC threshold should ask for verification and move nothing', async () => {
    const before = await cashier.balance();
    expect(before).toBe(250_000);
    await cashier.open('cashout');
    await cashier.pickMethod('Trustly');
    await cashier.amount.fill('2100');
    await expect(cashier.submit).toHaveText('Withdraw €2,100.00');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(cashier.widget.getByRole('alert').first()).toContainText(
      'Please verify your identity before this payment.',
    );
    expect(await cashier.balance()).toBe(before);
  });

  test('fast deposit from the header should preselect the saved card and ask only the CVV', async () => {
    const before = await cashier.balance();
    await cashier.site.open('/');
    await page.getByRole('button', { name: 'Fast deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fast deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/4242/).first()).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /card[ _]number/i })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /amount/i }).fill('30');
    await dialog.getByRole('textbox', { name: /cvv|security code/i }).fill('123');
    await dialog.getByRole('button', { name: 'Pay €30.00' }).click();
    await expect(dialog.getByText(/complete|received/i).first()).toBeVisible({ timeout: 10_000 });
    expect(await cashier.balance()).toBe(before + 3000);
  });
});
