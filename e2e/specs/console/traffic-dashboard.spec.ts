import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForStoredEvents } from '../../fixtures/stored-events.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { hidePage, SitePage } from '../../pages/site/site-page.ts';

const VISITORS = 3;

/** Presses Tab until `target` has the focus: the keyboard reaches it in the page's order. */
async function tabTo(page: Page, target: Locator, presses = 60): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test('given visitors sent by an affiliate, marketing should see them on the traffic dashboard and filter it by their stag', async ({
  browser,
}, testInfo) => {
  // Three site visits, a log-in and four axe runs: more than the default 30 s on a shared machine.
  test.setTimeout(90_000);
  // Three visitors (each a browser of its own) land from the same affiliate: more visitors than
  // any other spec's stag, so the stag is in the top ten whatever else ran today.
  const stag = `e2etraffic${Math.random().toString(36).slice(2, 8)}`;
  for (let i = 0; i < VISITORS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await new SitePage(page).open(`/?stag=${stag}`);
    await hidePage(page);
    await context.close();
  }
  await waitForStoredEvents(
    { event: 'page_view' },
    (events) => new Set(events.filter((e) => e.stag === stag).map((e) => e.temp_player_id)).size === VISITORS,
  );

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await new ConsolePage(staffPage).logInAs('marketing');
  await staffPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Traffic' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Traffic' })).toBeVisible();

  // Today, through the range form: the choice goes into the URL.
  await staffPage.getByLabel('Period').selectOption('today');
  await staffPage.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(staffPage).toHaveURL(/\/backoffice\/reports\/traffic\?period=today$/);
  const stagCard = staffPage.getByRole('region', { name: 'Stag' });
  const row = stagCard
    .getByRole('row')
    .filter({ has: staffPage.getByRole('link', { name: stag, exact: true }) });
  await expect(row.locator('td[data-metric="visitors"]')).toHaveText(String(VISITORS));
  await expect(
    staffPage.getByRole('figure', { name: /Visitors, visits and page views per hour/ }),
  ).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // A click on the stag's row filters the whole page, and the URL says so.
  await row.getByRole('link', { name: stag }).click();
  await expect(staffPage).toHaveURL(new RegExp(`[?&]period=today&stag=${stag}$`));
  await expect(staffPage.getByRole('list', { name: 'Filters' })).toContainText(`Stag is ${stag}`);
  const kpi = (name: string) => staffPage.locator(`[data-kpi="${name}"] .kpi-value`);
  await expect(kpi('visitors')).toHaveText(String(VISITORS));
  await expect(kpi('visits')).toHaveText(String(VISITORS));
  await expect(kpi('pageviews')).toHaveText(String(VISITORS));
  await expect(kpi('bounce_rate')).toHaveText('100%');
  await expect(stagCard.getByRole('row')).toHaveCount(2);
  await expect(staffPage.locator('[data-minutes="30"] dd strong')).toHaveText(String(VISITORS));
  await expectNoAxeViolations(staffPage);
  await staffPage.screenshot({ path: testInfo.outputPath('traffic-desktop.png'), fullPage: true });

  // On a phone the page holds together and stays accessible.
  await staffPage.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(staffPage);
  await staffPage.screenshot({ path: testInfo.outputPath('traffic-375.png'), fullPage: true });
  // Nothing is wider than the phone, and every top-N table fits its card.
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const overflowing = await staffPage
    .locator('.top-card')
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.scrollWidth > card.clientWidth)
        .map((card) => card.getAttribute('aria-labelledby')),
    );
  expect(overflowing).toEqual([]);
  await staffPage
    .getByRole('region', { name: 'Interlayer' })
    .screenshot({ path: testInfo.outputPath('traffic-375-card.png') });
  await staffPage.setViewportSize({ width: 1280, height: 800 });

  // The keyboard reaches the range form, then the filter's remove button, which drops it.
  await staffPage.locator('body').focus();
  await tabTo(staffPage, staffPage.getByLabel('Period'));
  const remove = staffPage.getByRole('button', { name: `Remove filter Stag is ${stag}` });
  await tabTo(staffPage, remove);
  await staffPage.keyboard.press('Enter');
  await expect(staffPage).toHaveURL(/\/backoffice\/reports\/traffic\?period=today$/);
  await expect(staffPage.getByRole('list', { name: 'Filters' })).toHaveCount(0);
  await staffContext.close();
});
