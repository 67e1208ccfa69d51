import { expect, test, type Page, type Request } from '@playwright/test';
import { SUBMIT_PATH } from '@playfront/contracts';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/** The amount (minor units) of the next payment submit the page sends. */
async function submittedAmount(page: Page, click: () => Promise<void>): Promise<number> {
  const [request] = await Promise.all([
    page.waitForRequest((sent: Request) => sent.url().endsWith(SUBMIT_PATH) && sent.method() === 'POST'),
    click(),
  ]);
  return (request.postDataJSON() as { amount: number }).amount;
}

// Neosurf is offered in Belgium and approves the code 0000…: a deposit that settles at once.
test.describe.serial('given a Belgian player typing amounts as people do', () => {
  let page: Page;
  let cashier: CashierPage;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register({ ...newPlayer('amounts'), country: 'BE' });
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  const voucherCode = () => cashier.widget.getByRole('textbox', { name: /voucher[ _]code/i });

  test('English 12,50 should pay €12.50, never €1,250.00, and say so on the button first', async () => {
    await cashier.open('deposit');
    await cashier.pickMethod('Neosurf');
    await cashier.amount.fill('12,50');
    await voucherCode().fill('0000ABCDEF');
    await expect(cashier.submit).toHaveText('Pay €12.50');
    expect(await submittedAmount(page, () => cashier.submit.click())).toBe(1250);
  });

  test('English 1e3 and -20 should be refused with a message, and nothing sent', async () => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(SUBMIT_PATH)) sent += 1;
    });
    await cashier.open('deposit');
    await cashier.pickMethod('Neosurf');
    for (const typed of ['1e3', '-20']) {
      await cashier.amount.fill(typed);
      await voucherCode().fill('0000ABCDEF');
      await cashier.submit.click();
      await expect(cashier.amount).toHaveAttribute('aria-invalid', 'true');
      await expect(cashier.amount).toHaveValue(typed);
      await expect(cashier.widget.getByText('Enter the amount as a number.')).toBeVisible();
    }
    expect(sent).toBe(0);
  });

  test('German 12,50 and 12.50 should both pay 12,50 €', async () => {
    for (const typed of ['12,50', '12.50']) {
      await cashier.site.open('/cashier/deposit?lang=de');
      await cashier.method('Neosurf').click();
      const amount = cashier.widget.getByRole('textbox', { name: /Betrag/ });
      await amount.fill(typed);
      await cashier.widget.getByRole('textbox', { name: /Gutscheincode/ }).fill('0000ABCDEF');
      const pay = cashier.widget.getByRole('button', { name: /12,50\s€/ });
      await expect(pay).toBeVisible();
      expect(await submittedAmount(page, () => pay.click())).toBe(1250);
    }
  });
});
