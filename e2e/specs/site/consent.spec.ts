import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { EVENTS_PATH } from '@playfront/contracts';
import { NO_CONSENT } from '../../fixtures/consent.ts';
import { eventBody } from '../../fixtures/event-body.ts';
import { readVisitorEvents, waitForVisitorEvents } from '../../fixtures/visitor-events.ts';
import { CashierPage } from '../../pages/cashier/cashier-page.ts';
import { hidePage, newPlayer, SitePage } from '../../pages/site/site-page.ts';

// These visitors have not answered the banner yet (the config gives every other spec a consent).
test.use({ storageState: NO_CONSENT });

const uniqueStag = (label: string) => `consent-${label}-${Date.now().toString(36)}`;

/** The bodies of every request to the collector this page sends (fetch, gzip or not, and beacons). */
function collectorBodies(page: Page): Array<Array<{ temp_player_id: string | null }>> {
  const bodies: Array<Array<{ temp_player_id: string | null }>> = [];
  page.on('request', (request) => {
    if (request.url().includes(EVENTS_PATH)) {
      bodies.push(JSON.parse(eventBody(request)) as Array<{ temp_player_id: string | null }>);
    }
  });
  return bodies;
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

/** A few client-side page views, then a hide: the SDK would send (or beacon) its queue now. */
async function browseAndHide(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Support' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  // The URL moves before the route renders (and tracks its view): wait for the page itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await hidePage(page);
}

test('given a visitor who rejects, no analytics cookie, storage or identified event should exist', async ({
  page,
  context,
}) => {
  const bodies = collectorBodies(page);
  const stag = uniqueStag('reject');
  const site = new SitePage(page);
  await site.open(`/?stag=${stag}`);
  await expect(site.consentBanner()).toBeVisible();
  await site.answerConsent('Reject all');
  await browseAndHide(page);
  // A full page load too: the server renders no site-loaded script and sets no visitor cookie.
  await site.open('/support');
  await hidePage(page);
  await page.waitForTimeout(1500);

  expect(await cookieNames(context)).not.toContain('pf_temp_player_id');
  expect((await storageKeys(page)).filter((key) => key.startsWith('pf_'))).toEqual([]);
  expect(bodies.flat().filter((event) => event.temp_player_id !== null)).toEqual([]);
  expect(readVisitorEvents(stag)).toEqual([]);
  // The choice is stored, with its date and policy version (a strictly necessary cookie).
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'pf_consent');
  expect(decodeURIComponent(consent?.value ?? '')).toMatch(/^v=1&a=0&t=0&d=\d+$/);
  // And the banner stays answered.
  await expect(site.consentBanner()).toHaveCount(0);
});

test('given a visitor who accepts, events should flow with their id', async ({ page, context }) => {
  const stag = uniqueStag('accept');
  const site = new SitePage(page);
  await site.open(`/?stag=${stag}`);
  // Before the answer: nothing written.
  expect(await cookieNames(context)).not.toContain('pf_temp_player_id');
  expect((await storageKeys(page)).filter((key) => key.startsWith('pf_'))).toEqual([]);
  await site.answerConsent('Accept all');
  await browseAndHide(page);

  const id = (await context.cookies()).find((cookie) => cookie.name === 'pf_temp_player_id')?.value;
  expect(id).toMatch(/^[\w-]{36}$/);
  const events = await waitForVisitorEvents(stag, (stored) =>
    ['/support', '/privacy'].every((path) =>
      stored.some((e) => e.pathname === path && e.temp_player_id === id),
    ),
  );
  // The landing page's view, held until the answer, arrives too (tracked before the id existed).
  expect(events.some((e) => e.event === 'page_view' && e.pathname === '/')).toBe(true);
});

test.describe('given a browser that sends Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
  });

  test('it should count as a refusal until the player grants in the banner', async ({ page, context }) => {
    const bodies = collectorBodies(page);
    const stag = uniqueStag('gpc');
    const site = new SitePage(page);
    await site.open(`/?stag=${stag}`);
    // The signal is the answer: no banner, nothing written, nothing identified sent.
    await expect(site.consentBanner()).toHaveCount(0);
    await browseAndHide(page);
    await page.waitForTimeout(1000);
    expect(await cookieNames(context)).not.toContain('pf_temp_player_id');
    expect(bodies.flat().filter((event) => event.temp_player_id !== null)).toEqual([]);
    expect(readVisitorEvents(stag)).toEqual([]);

    // The player grants from the footer's "Cookie settings".
    await site.open('/support');
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(site.consentBanner().getByRole('heading', { name: 'Cookies on Playfront' })).toBeFocused();
    await site
      .consentBanner()
      .getByLabel(/^Analytics/)
      .check();
    await site.consentBanner().getByRole('button', { name: 'Save choices' }).click();
    await expect(site.consentBanner()).toHaveCount(0);
    // Focus goes back to the button that opened the banner.
    await expect(settings).toBeFocused();
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await hidePage(page);
    const id = (await context.cookies()).find((cookie) => cookie.name === 'pf_temp_player_id')?.value;
    expect(id).toMatch(/^[\w-]{36}$/);
    await waitForVisitorEvents(stag, (stored) =>
      stored.some((e) => e.pathname === '/privacy' && e.temp_player_id === id),
    );
    expect(bodies.flat().some((event) => event.temp_player_id === id)).toBe(true);
  });
});

test('given the banner, it should be keyboard usable and have no axe violations', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await expect(site.consentBanner()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.consent-banner').analyze()).violations).toEqual([]);
  await site.consentBanner().getByRole('button', { name: 'Choose' }).press('Enter');
  const analytics = site.consentBanner().getByLabel(/^Analytics/);
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  expect((await new AxeBuilder({ page }).include('.consent-banner').analyze()).violations).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(site.consentBanner().getByRole('button', { name: 'Save choices' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(site.consentBanner()).toHaveCount(0);
  // Focus moves on to the page, not lost to <body>.
  await expect(page.locator('#main')).toBeFocused();
});

test('given a 375 px phone, the banner should leave the cashier submit reachable and uncovered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const cashier = new CashierPage(page);
  await cashier.site.register(newPlayer('consent-375'));
  await cashier.open('deposit');
  // The player has not answered: the banner is on the page, in its flow below the header.
  await expect(cashier.site.consentBanner()).toBeVisible();
  await cashier.pickMethod('PayPal');
  await cashier.amount.fill('25');
  const submit = cashier.submit;
  await submit.scrollIntoViewIfNeeded();
  const box = await submit.boundingBox();
  expect(box).not.toBeNull();
  // The element at the centre of the submit button is the button: nothing lies over it.
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(await submit.textContent());
  await submit.click({ trial: true });
});
