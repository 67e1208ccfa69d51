import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CARDS, CashierPage, nextYearExpiry } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';
import { harnessUrl, serveHarness } from '../../fixtures/cashier-harness.ts';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;

for (const theme of ['light', 'dark'] as const) {
  test(`the ${theme} preset should pass axe on the methods, a card form, a failure and the history`, async ({
    page,
  }) => {
    await serveHarness(page);
    await page.goto('/healthz');
    const registered = await page.request.post('/api/v1/auth/register', {
      headers: { origin: new URL(page.url()).origin },
      data: { ...newPlayer(`axe-${theme}`), firstName: 'Ada', currency: 'EUR' },
    });
    expect(registered.status()).toBe(201);
    const widget = page.locator('.pf-cashier');
    await page.goto(harnessUrl({ theme, lang: 'en' }));
    await expect(widget).toHaveAttribute('data-pf-theme', theme);
    await expect(widget.locator('[data-method-id="visa"]')).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await widget.locator('[data-method-id="visa"]').click();
    await widget.locator('input[name="amount"]').fill('20');
    await widget.locator('input[name="card_number"]').fill(CARDS.declined.number);
    await widget.locator('input[name="card_holder"]').fill(CARDS.declined.holder);
    await widget.locator('input[name="expiry_date"]').fill(nextYearExpiry());
    await widget.locator('input[name="cvv"]').fill(CARDS.declined.cvv);
    expect(await axe(page)).toEqual([]);
    await widget.locator('.pf-payment-form__submit').click();
    await expect(widget.locator('.pf-cashier-outcome--error')).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.goto(harnessUrl({ theme, lang: 'en', route: 'transaction-history' }));
    await expect(widget.locator('.pf-cashier-history-table tbody tr')).toHaveCount(1);
    await widget.getByLabel('From').fill('2026-01-01');
    expect(await axe(page)).toEqual([]);
  });
}

test("the site's field styles should stay out of the widget: the save-card checkbox is a checkbox", async ({
  page,
}) => {
  const cashier = new CashierPage(page);
  await cashier.site.register(newPlayer('checkbox'));
  await cashier.open('deposit');
  await expect(page.locator('.pf-cashier')).toHaveAttribute('data-pf-theme', 'dark');
  await cashier.pickMethod('Visa');
  const box = await cashier.widget.getByRole('checkbox', { name: /save/i }).boundingBox();
  expect(box).toMatchObject({ width: 20, height: 20 });
});
