import { expect, test, type Page } from '@playwright/test';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

// Neosurf is offered in Belgium: one Belgian player for the file (register rate limit).
test.describe.serial('given a Belgian player paying by voucher', () => {
  let page: Page;
  let cashier: CashierPage;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register({ ...newPlayer('voucher'), country: 'BE' });
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  const voucherCode = () => cashier.widget.getByRole('textbox', { name: /voucher[ _]code/i });

  test('a valid Neosurf code should be notified at once and credit the balance', async () => {
    const before = await cashier.balance();
    await cashier.open('deposit');
    await cashier.pickMethod('Neosurf');
    await cashier.amount.fill('20');
    await voucherCode().fill('0000ABCDEF');
    await expect(cashier.submit).toHaveText('Pay €20.00');
    await cashier.submit.click();
    await expect(cashier.widget.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(cashier.reference).not.toHaveValue('');
    expect(await cashier.balance()).toBe(before + 2000);
  });

  test('a used Neosurf code should fail with a reference the player can copy', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const before = await cashier.balance();
    await cashier.open('deposit');
    await cashier.pickMethod('Neosurf');
    await cashier.amount.fill('15');
    await voucherCode().fill('9999ABCDEF');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(cashier.widget.getByRole('alert').first()).toContainText(/already used/i);
    await expect(cashier.reference).toHaveAttribute('readonly', '');
    const value = await cashier.reference.inputValue();
    expect(value).not.toBe('');
    await cashier.copyReference.click();
    await expect(cashier.widget.getByText('Reference copied.')).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    expect(await cashier.balance()).toBe(before);
  });

  test('a voucher deposit should be possible with the keyboard only', async () => {
    const before = await cashier.balance();
    await cashier.open('deposit');
    // Tab from the top of the page to the Neosurf button, then Enter.
    const neosurf = cashier.method('Neosurf');
    await page.locator('body').focus();
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      if (await neosurf.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(neosurf).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cashier.widget.getByRole('heading', { level: 2, name: 'Neosurf' })).toBeFocused();
    const focusBy = async (target: ReturnType<typeof voucherCode>) => {
      for (let step = 0; step < 20; step += 1) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };
    await focusBy(cashier.amount);
    await page.keyboard.type('30');
    await focusBy(voucherCode());
    await page.keyboard.type('0000ABCDEF');
    await page.keyboard.press('Enter');
    await expect(cashier.widget.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    expect(await cashier.balance()).toBe(before + 3000);
  });
});
