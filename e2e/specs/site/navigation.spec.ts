import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/** The words each language shows, as its catalogue has them. */
const LANGUAGES = {
  en: { deposit: 'Deposit', withdraw: 'Withdraw', support: 'Support', cashier: 'Cashier', menu: 'Menu' },
  de: { deposit: 'Einzahlen', withdraw: 'Auszahlen', support: 'Hilfe', cashier: 'Kasse', menu: 'Menü' },
  ar: { deposit: 'إيداع', withdraw: 'سحب', support: 'الدعم', cashier: 'الخزينة', menu: 'القائمة' },
} as const;

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  test.describe(`given a player on a 375 px phone in ${language}`, () => {
    test.use({ viewport: PHONE });

    test('the first screen should show a payment method, the site tabs drive the widget, and the title follows', async ({
      page,
    }) => {
      const site = new SitePage(page);
      await site.register(newPlayer(`nav-${language}`));
      await site.open(`/cashier/deposit?lang=${language}`);
      const firstMethod = page.locator('.pf-cashier [data-method-id]').first();
      await expect(firstMethod).toBeInViewport();
      await expect(page).toHaveTitle(`${words.deposit} · Playfront`);
      // One navigation: the site's tabs; the widget shows neither its tabs nor its switch here.
      await expect(page.locator('.pf-cashier-nav')).toHaveCount(0);
      await expect(page.locator('.pf-cashier-switch')).toHaveCount(0);
      // The header keeps balance and fast deposit in view; the rest waits behind the menu.
      await expect(page.getByTestId('header-balance')).toBeInViewport();
      await expect(page.getByRole('button', { name: words.menu })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: words.cashier })).toBeVisible();
      if (language !== 'de') await shoot(page, `cashier-375-${language}`);
      if (language === 'ar') {
        const menu = page.getByRole('button', { name: words.menu });
        await menu.click();
        await shoot(page, 'menu-open-375-ar');
        await page.keyboard.press('Escape');
        await expect(menu).toBeFocused();
      }

      const tabs = page.getByRole('navigation', { name: words.cashier });
      await tabs.getByRole('link', { name: words.withdraw }).click();
      await expect(page).toHaveURL(/\/cashier\/cashout/);
      await expect(page).toHaveTitle(`${words.withdraw} · Playfront`);
      await expect(firstMethod).toBeInViewport();

      await tabs.getByRole('link', { name: words.support }).click();
      await expect(page).toHaveURL(/\/cashier\/support/);
      await expect(page).toHaveTitle(`${words.support} · Playfront`);
      await expect(page.locator('.pf-cashier').getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe('given a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the menu should open and close from the keyboard and hand focus back', async ({ page }) => {
    const site = new SitePage(page);
    await site.register(newPlayer('menu'));
    const button = page.getByRole('button', { name: 'Menu' });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav).toBeVisible();
    await shoot(page, 'menu-open-375-en');
    expect(await violations(page)).toEqual([]);

    // Tab goes into the menu (it follows the button), Escape closes it and returns focus.
    await page.keyboard.press('Tab');
    await expect(mainNav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav).toBeHidden();
    await expect(button).toBeFocused();

    // A link in the menu goes there and closes it.
    await page.keyboard.press('Enter');
    await mainNav.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/cashier\/cashout/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('logged out, the header keeps log-in and sign-up in view without horizontal scrolling', async ({
    page,
  }) => {
    for (const language of ['en', 'de', 'ar']) {
      await new SitePage(page).open(`/?lang=${language}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, language).toBe(false);
      await expect(page.locator('.site-header__quick a').first()).toBeInViewport();
    }
  });
});

test.describe('given a desktop browser', () => {
  test.use({ viewport: DESKTOP });

  for (const language of ['en', 'ar'] as const) {
    test(`the header shows everything inline and the cashier has one navigation (${language})`, async ({
      page,
    }) => {
      const site = new SitePage(page);
      await site.register(newPlayer(`desk-${language}`));
      await site.open(`/cashier/deposit?lang=${language}`);
      await expect(page.locator('.pf-cashier [data-method-id]').first()).toBeVisible();
      await expect(page.getByRole('button', { name: LANGUAGES[language].menu })).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: language === 'en' ? 'Main' : /./ }).first(),
      ).toBeVisible();
      await expect(page.locator('.pf-cashier-nav')).toHaveCount(0);
      await shoot(page, `cashier-desktop-${language}`);
      expect(await violations(page)).toEqual([]);
    });
  }
});

const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0';

test.describe('given Instagram on a 375 px iPhone', () => {
  test.use({ userAgent: INSTAGRAM_IOS, viewport: PHONE });

  test('the in-app-browser banner can be hidden from the keyboard for the rest of the session', async ({
    page,
  }) => {
    const site = new SitePage(page);
    await site.open('/');
    const banner = page.getByRole('complementary', { name: 'In-app browser' });
    await expect(banner).toBeVisible();
    await shoot(page, 'banner-375-en');
    const hide = banner.getByRole('button', { name: 'Hide this notice' });
    await hide.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    // Remembered: the next pages come without it, from the server already.
    const response = await page.goto('/register');
    expect(await response?.text()).not.toContain('class="in-app-banner"');
    await expect(page.getByRole('complementary', { name: 'In-app browser' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
