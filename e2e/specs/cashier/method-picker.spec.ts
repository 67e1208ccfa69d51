import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;

/**
 * The picker's text per language, copied from `packages/cashier/src/react/cashier/cashier-messages.ts`
 * (English) and `packages/cashier/src/react/i18n/locales/ar.ts` (Arabic), keys named beside each.
 */
const TEXT = {
  en: {
    /** `methods.popular.heading` */
    popular: 'Popular choices',
    /** `methods.group.cards` */
    cards: 'Cards',
    /** `methods.search.label` */
    search: 'Search payment methods',
    /** `methods.search.results_other` with 2 */
    twoFound: '2 methods found',
    /** `methods.others.summary` */
    others: /^Other methods \(\d+\)$/,
    /** `methods.unavailable.country_not_supported` */
    notInCountry: 'Not offered in your country',
    /** `methods.unavailable.currency_not_supported` */
    notInCurrency: 'Not offered in this currency',
  },
  ar: {
    popular: 'الأكثر استخدامًا',
    cards: 'البطاقات',
    search: 'ابحث في طرق الدفع',
    /** `methods.search.results_two` */
    twoFound: 'عُثر على طريقتين',
    others: /^طرق أخرى \([\d٠-٩]+\)$/,
    notInCountry: 'غير متاحة في بلدك',
    notInCurrency: 'غير متاحة بهذه العملة',
  },
} as const;

/** The whole widget, however long, for a person to look at (kept with the test's output). */
const widgetShot = (page: Page, path: string) => page.locator('.pf-cashier').screenshot({ path });

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Usable deposit methods a German EUR player sees listed by type (the popular ones are not repeated). */
const USABLE_IN_GROUPS = 43;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  // One German player per language (register rate limit). Listed by type below the popular ones:
  // 43 usable deposit methods in EUR, 31 of that currency and 12 crypto ones paid at a quote
  // (decision 040).
  test.describe.serial(`given a German player choosing how to deposit, in ${language}`, () => {
    let page: Page;
    let cashier: CashierPage;

    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext()).newPage();
      cashier = new CashierPage(page);
      await cashier.site.register(newPlayer(`picker-${language}`));
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    async function openPicker(): Promise<void> {
      await cashier.site.open(`/cashier/deposit?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(cashier.widget.getByRole('heading', { level: 3, name: text.popular })).toBeVisible();
    }

    for (const viewport of VIEWPORTS) {
      test(`the list should show usable methods first, popular then by type, at ${viewport.name} width`, async () => {
        const testInfo = test.info();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await openPicker();
        const widget = cashier.widget;
        // The first method on screen is the country's most popular one, in the popular section.
        const popular = widget.getByRole('region', { name: text.popular });
        await expect(widget.locator('button[data-method-id]').first()).toHaveAttribute(
          'data-method-id',
          'credit-card',
        );
        await expect(popular.locator('button[data-method-id]')).toHaveCount(5);
        await expect(widget.getByRole('region', { name: text.cards })).toBeVisible();
        // Every method in the sections can be used; the others wait behind the disclosure.
        const grouped = widget.locator('.pf-method-group button[data-method-id]');
        await expect(grouped).toHaveCount(USABLE_IN_GROUPS);
        await expect(widget.locator('.pf-method-group [aria-disabled="true"]')).toHaveCount(0);
        await expect(widget.getByText(text.others)).toBeVisible();
        await expect(widget.getByText(text.notInCountry)).toHaveCount(0);
        // The brand logos arrive in their own chunk; Visa has one, Skrill a neutral wallet.
        await expect(widget.locator('[data-method-id="visa"] .pf-method-logo')).toHaveAttribute(
          'data-mark',
          'brand',
        );
        await expect(widget.locator('[data-method-id="skrill"] .pf-method-logo')).toHaveAttribute(
          'data-mark',
          'type',
        );
        await widgetShot(page, testInfo.outputPath(`picker-${language}-${viewport.name}.png`));
        expect(await axe(page)).toEqual([]);
      });
    }

    test('the search box should filter by name and announce how many it found', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openPicker();
      const search = cashier.widget.getByRole('searchbox', { name: text.search });
      // Reached from the keyboard: the first thing after the heading a player tabs to in the list.
      await search.focus();
      await page.keyboard.type('skrill');
      const buttons = cashier.widget.locator('button[data-method-id]');
      await expect(buttons).toHaveCount(2);
      await expect(buttons.nth(0)).toHaveAttribute('data-method-id', 'skrill');
      await expect(buttons.nth(1)).toHaveAttribute('data-method-id', 'skrill-1-tap');
      await expect(cashier.widget.getByRole('status').filter({ hasText: text.twoFound })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(search).toHaveValue('');
      await expect(cashier.widget.locator('.pf-method-group button[data-method-id]')).toHaveCount(
        USABLE_IN_GROUPS,
      );
    });

    test('other methods should open and say why each cannot be used', async () => {
      const testInfo = test.info();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await openPicker();
        const summary = cashier.widget.getByText(text.others);
        await summary.focus();
        await page.keyboard.press('Enter');
        const ideal = cashier.widget.locator('.pf-other-method[data-method-id="ideal"]');
        await expect(ideal).toContainText('iDEAL');
        await expect(ideal).toContainText(text.notInCountry);
        await expect(cashier.widget.locator('.pf-other-method[data-method-id="jcb"]')).toContainText(
          text.notInCurrency,
        );
        // Not buttons: nothing to press on a method the player cannot use.
        await expect(cashier.widget.locator('button[data-method-id="ideal"]')).toHaveCount(0);
        await widgetShot(page, testInfo.outputPath(`others-${language}-${viewport.name}.png`));
        expect(await axe(page)).toEqual([]);
      }
    });

    test('the card form should show the detected brand in the number field, expiry and CVV on one row', async () => {
      const testInfo = test.info();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await openPicker();
        await cashier.widget.locator('button[data-method-id="credit-card"]').click();
        const number = cashier.widget.locator('input[autocomplete="cc-number"]');
        await expect(number).toBeVisible();
        const logo = cashier.widget.locator('.pf-card-number .pf-method-logo');
        await expect(logo).toHaveAttribute('data-mark', 'type');
        await number.fill('4242 4242 4242 4242');
        await expect(logo).toHaveAttribute('data-logo', 'visa');
        await expect(logo).toHaveAttribute('data-mark', 'brand');
        await widgetShot(page, testInfo.outputPath(`card-${language}-${viewport.name}.png`));
        const expiry = await cashier.widget.locator('input[autocomplete="cc-exp"]').boundingBox();
        const cvv = await cashier.widget.locator('input[autocomplete="cc-csc"]').boundingBox();
        expect(expiry).not.toBeNull();
        expect(cvv).not.toBeNull();
        if (expiry === null || cvv === null) return;
        expect(Math.abs(expiry.y - cvv.y)).toBeLessThan(2);
        // Side by side, in the reading order of the language.
        expect(language === 'ar' ? cvv.x < expiry.x : expiry.x < cvv.x).toBe(true);
        expect(await axe(page)).toEqual([]);
      }
    });
  });
}
