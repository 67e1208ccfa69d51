import { expect, test, type Page } from '@playwright/test';
import {
  approveProviderPageByApi,
  CARDS,
  CashierPage,
  depositByApi,
} from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const THREE_DS_FRAME = 'Payment confirmation by your bank';

// One player with a saved 3-D Secure card for these journeys.
test.describe.serial('given a player paying by card', () => {
  let page: Page;
  let cashier: CashierPage;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('card'));
    // A saved 3-D Secure card (saved through the API).
    await cashier.open('deposit');
    const first = await depositByApi(page, CARDS.threeDs, 1000, { saveCard: true });
    expect(first.outcome?.status).toBe('iframe_opened');
    await approveProviderPageByApi(page, `/sandbox/3ds/${first.transactionId ?? ''}`);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  /** Picks the saved card, types amount and CVV, submits; answers once the bank's iframe shows. */
  async function payWithSavedCard(amount: string): Promise<string> {
    await cashier.open('deposit');
    const saved = cashier.widget.getByRole('region', { name: 'Saved for next time' });
    await saved.getByRole('button', { name: /3220/ }).first().click();
    await expect(
      cashier.widget.getByRole('heading', { level: 2, name: /^Paying with .*3220/ }),
    ).toBeVisible();
    await expect(cashier.cardNumber).toHaveCount(0);
    await cashier.amount.fill(amount);
    await cashier.cvv.fill('123');
    await expect(cashier.submit).toHaveText(`Pay €${amount}.00`);
    await cashier.submit.click();
    const frame = page.getByTitle(THREE_DS_FRAME);
    await expect(frame).toBeVisible();
    // Inside the widget, never under a top-layer dialog.
    await expect(cashier.widget.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cashier.widget.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expect(
      page
        .frameLocator(`iframe[title="${THREE_DS_FRAME}"]`)
        .getByRole('button', { name: 'Approve', exact: true }),
    ).toBeVisible();
    return cashier.reference.inputValue();
  }

  test('a saved 3-D Secure card should show the bank page in an iframe inside the widget, then the success', async () => {
    const before = await cashier.balance();
    const transactionId = await payWithSavedCard('25');
    // The bank answers (by API here; the next test clicks Approve in the frame).
    await approveProviderPageByApi(page, `/sandbox/3ds/${transactionId}`);
    await expect(cashier.widget.getByText('Your payment of €25.00 is complete.').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTitle(THREE_DS_FRAME)).toHaveCount(0);
    expect(await cashier.balance()).toBe(before + 2500);
  });

  test('clicking Approve inside the 3-D Secure iframe should credit the deposit', async () => {
    const before = await cashier.balance();
    await payWithSavedCard('30');
    await page
      .frameLocator(`iframe[title="${THREE_DS_FRAME}"]`)
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect(cashier.widget.getByText('Your payment of €30.00 is complete.').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await cashier.balance()).toBe(before + 3000);
  });
});

// A player without a saved card: the card fields show, and are typed key by key.
test.describe('given a new player typing a card', () => {
  let cashier: CashierPage;

  test.beforeEach(async ({ page }) => {
    cashier = new CashierPage(page);
    await cashier.site.register(newPlayer('typed-card'));
    await cashier.open('deposit');
    await cashier.pickMethod('Visa');
    await expect(cashier.cardNumber).toBeVisible();
  });

  test('a typed 3-D Secure card should show the bank page in the widget and credit the balance', async ({
    page,
  }) => {
    const before = await cashier.balance();
    await cashier.typeCard(CARDS.threeDs, '25');
    await expect(cashier.submit).toHaveText('Pay €25.00');
    await cashier.submit.click();
    await expect(cashier.widget.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    // The bank's page is an iframe inside the widget, never under a top-layer dialog.
    await expect(cashier.widget.getByTitle(THREE_DS_FRAME)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const bank = page.frameLocator(`iframe[title="${THREE_DS_FRAME}"]`);
    await expect(bank.getByText(/4000\D+3220|•+\s*3220/).first()).toBeVisible();
    await bank.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(cashier.widget.getByText('Your payment of €25.00 is complete.').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTitle(THREE_DS_FRAME)).toHaveCount(0);
    expect(await cashier.balance()).toBe(before + 2500);
  });

  test('a declined card should say so and give a reference the player can copy', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const before = await cashier.balance();
    await cashier.typeCard(CARDS.declined, '15');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByRole('heading', { name: 'The payment did not go through' }),
    ).toBeVisible();
    await expect(cashier.widget.getByRole('alert').first()).toContainText(/declined|refused/i);
    await expect(cashier.reference).toHaveAttribute('readonly', '');
    const value = await cashier.reference.inputValue();
    expect(value).not.toBe('');
    await cashier.copyReference.click();
    await expect(cashier.widget.getByText('Reference copied.')).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    expect(await cashier.balance()).toBe(before);
  });
});
