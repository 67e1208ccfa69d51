import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;

// One German player for the file (register rate limit); CASHlib is offered in Germany.
test.describe.serial('given a player with voucher deposits', () => {
  let page: Page;
  let cashier: CashierPage;
  const voucherCode = () => cashier.widget.getByRole('textbox', { name: /voucher[ _]code/i });

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('history'));
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('axe should find no violations on the cashier home, a form and an error', async () => {
    await cashier.open('deposit');
    await expect(cashier.method('CASHlib')).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await cashier.pickMethod('CASHlib');
    await cashier.amount.fill('20');
    await voucherCode().fill('0000123412341234');
    expect(await axe(page)).toEqual([]);
    await cashier.submit.click();
    await expect(cashier.widget.getByRole('heading', { name: 'Payment received' })).toBeVisible();

    await cashier.widget.getByRole('button', { name: 'Make another payment' }).click();
    await cashier.pickMethod('CASHlib');
    await cashier.amount.fill('15');
    await voucherCode().fill('9999123412341234');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('the transaction history should list the deposits and pass axe', async () => {
    await cashier.open('transaction-history');
    const table = cashier.widget.getByRole('table');
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ hasText: 'CASHlib' });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: /20[.,]00/ })).toHaveCount(1);
    await expect(rows.filter({ hasText: /15[.,]00/ })).toHaveCount(1);
    expect(await axe(page)).toEqual([]);
  });
});
