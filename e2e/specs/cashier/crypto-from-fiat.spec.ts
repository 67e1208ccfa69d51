import { expect, test, type Page } from '@playwright/test';
import { markPlayerVerified } from '../../fixtures/verify-player.ts';
import { CashierPage, chainEvent } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/**
 * Crypto from a EUR account (decision 040): the sandbox rates table quotes 1 BTC = €58,000.00
 * and the conversion fee is 1 % (docs/sandbox.md), so every amount here is exact.
 */

/** The quote's lines as label → value. */
async function quoteLines(page: Page): Promise<Record<string, string>> {
  const quote = page.getByTestId('crypto-quote');
  await expect(quote).toBeVisible();
  const terms = await quote.locator('dt').allInnerTexts();
  const values = await quote.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe.serial('given a player registered in EUR on the site', () => {
  let page: Page;
  let cashier: CashierPage;
  const player = newPlayer('crypto-eur');

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    cashier = new CashierPage(page);
    await cashier.site.register(player);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a bitcoin deposit should quote the conversion and credit the quoted euros once the chain confirms', async () => {
    await cashier.open('deposit');
    await cashier.pickMethod('Bitcoin');
    await cashier.amount.fill('50');
    const lines = await quoteLines(page);
    expect(lines).toMatchObject({
      'Added to your balance': '€50.00',
      'Conversion fee (1%)': '€0.50',
      Rate: '1 BTC = €58,000.00',
      'You send': '0.00087069 BTC',
    });
    // Fifteen minutes, counting down.
    expect(lines['Quote valid for']).toMatch(/^(15:00|14:[0-5]\d)$/);
    const countdown = page.getByTestId('crypto-quote').locator('time');
    const first = await countdown.innerText();
    await expect(countdown).not.toHaveText(first, { timeout: 3_000 });
    await shot(page, 'deposit-quote-en-desktop');

    await expect(cashier.submit).toHaveText('Pay €50.50');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByText('Send exactly 0.00087069 BTC on the bitcoin network to this address.'),
    ).toBeVisible();
    await shot(page, 'deposit-invoice-en-desktop');
    const transactionId = await cashier.reference.inputValue();
    expect(await cashier.balance('EUR')).toBe(0);

    await chainEvent(page, 'bitcoin', transactionId, 'transfer');
    await chainEvent(page, 'bitcoin', transactionId, 'confirm');
    expect(await chainEvent(page, 'bitcoin', transactionId, 'confirm')).toMatchObject({ status: 'approved' });
    await expect(cashier.widget.getByText(/Your payment of .+ is complete\./).first()).toBeVisible();
    // The EUR balance grows by the quoted amount; no bitcoin account appears.
    expect(await cashier.balance('EUR')).toBe(5_000);
    expect(await cashier.balance('BTC')).toBe(0);
  });

  test('a bitcoin cashout should quote the coins for the euros and take the euros from the balance', async () => {
    markPlayerVerified(player.email);
    await cashier.open('cashout');
    await cashier.pickMethod('Bitcoin');
    await cashier.amount.fill('40');
    // (40.00 - 0.40) / 58,000.00 = 0.000682758… BTC, rounded down to the satoshi.
    expect(await quoteLines(page)).toMatchObject({
      'Taken from your balance': '€40.00',
      'Conversion fee (1%)': '€0.40',
      Rate: '1 BTC = €58,000.00',
      'You receive': '0.00068275 BTC',
    });
    await cashier.widget
      .getByRole('textbox', { name: /address/i })
      .fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await shot(page, 'cashout-quote-en-desktop');
    await cashier.submit.click();
    await expect(
      cashier.widget.getByText(/Your withdrawal of €40\.00 is being processed\./).first(),
    ).toBeVisible();
    expect(await cashier.balance('EUR')).toBe(1_000);
  });
});

for (const [language, width] of [
  ['en', 375],
  ['ar', 375],
  ['ar', 1280],
] as const) {
  test(`the deposit quote should read well at ${width} px in ${language}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const cashier = new CashierPage(page);
    await cashier.site.register(newPlayer(`crypto-${language}-${width}`));
    await cashier.site.open(`/cashier/deposit?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await cashier.method('Bitcoin').click();
    // The amount field by its name: its label is in the page's language.
    await page.locator('form input[name="amount"]').fill('50');
    const quote = page.getByTestId('crypto-quote');
    // The site writes Arabic money with Latin digits (its locale), right to left around them.
    await expect(quote.locator('dd').first()).toContainText('50.00');
    // The quote fits the widget: nothing runs past the viewport's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `deposit-quote-${language}-${width}`);
    await context.close();
  });
}
