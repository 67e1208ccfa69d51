import { expect, test, type Page } from '@playwright/test';
import { SUPPORTED_LANGUAGES } from '@playfront/contracts';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

/** The narrowest phones in use (320 px) and the common one (375 px). */
const WIDTHS = [320, 375] as const;

/**
 * Whether any two of the header bar's parts (brand, the quick actions, the menu button) overlap,
 * and whether one leaves the screen: the widest languages' buttons once slid under the menu
 * button at 375 px.
 */
async function headerClashes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      document.querySelector('.brand'),
      ...document.querySelectorAll('.site-header__quick > *'),
      document.querySelector('.header-menu__button'),
    ].filter((part): part is Element => part !== null);
    const boxes = parts.map((part) => ({ name: part.textContent.trim(), box: part.getBoundingClientRect() }));
    const clashes: string[] = [];
    boxes.forEach(({ name, box }, index) => {
      if (box.left < 0 || box.right > window.innerWidth + 0.5) clashes.push(`${name} leaves the screen`);
      for (const other of boxes.slice(index + 1)) {
        const wide = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
        const high = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
        if (wide > 0.5 && high > 0.5) clashes.push(`${name} overlaps ${other.name}`);
      }
    });
    return clashes;
  });
}

async function expectHeaderFits(page: Page, path: string) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    for (const language of SUPPORTED_LANGUAGES) {
      await page.goto(`${path}?lang=${language}`);
      await expect(page.locator('.header-menu__button')).toBeVisible();
      found.push(...(await headerClashes(page)).map((clash) => `${language} at ${width} px: ${clash}`));
    }
  }
  expect(found).toEqual([]);
}

test('given a visitor on a phone, the header bar should hold its buttons apart in every language', async ({
  page,
}) => {
  await expectHeaderFits(page, '/');
});

test('given a logged-in player on a phone, the balance and fast deposit should fit beside the menu in every language', async ({
  page,
}) => {
  await new SitePage(page).register(newPlayer('header-fit'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expectHeaderFits(page, '/');
});
