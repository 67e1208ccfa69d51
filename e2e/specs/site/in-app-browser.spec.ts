import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SitePage } from '../../pages/site/site-page.ts';

const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.0;]';

test.describe('given Instagram on a 375 px iPhone in Arabic', () => {
  test.use({ userAgent: INSTAGRAM_IOS, viewport: { width: 375, height: 812 } });

  test('should show the system-browser steps, right-to-left, without horizontal scrolling', async ({
    page,
  }) => {
    await new SitePage(page).open('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const banner = page.getByRole('complementary', { name: 'متصفح داخل التطبيق' });
    await expect(banner).toContainText('Instagram');
    await expect(banner).toContainText('···');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('given Facebook on Android', () => {
  test.use({ userAgent: FACEBOOK_ANDROID, viewport: { width: 360, height: 740 } });

  test('should offer an intent link to the same page', async ({ page }) => {
    await new SitePage(page).open('/register');
    const link = page.getByRole('link', { name: 'Open in browser' });
    await expect(link).toHaveAttribute(
      'href',
      /^intent:\/\/127\.0\.0\.1:\d+\/register#Intent;scheme=http;action=android\.intent\.action\.VIEW;end$/,
    );
  });
});

test.describe('given a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('should fit the home page without horizontal scrolling', async ({ page }) => {
    await new SitePage(page).open('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
