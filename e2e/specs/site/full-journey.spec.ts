import { expect, test, type Page } from '@playwright/test';
import type { StoredEvent } from '../../fixtures/stored-events.ts';
import { recordEventRequests, waitForVisitorEvents } from '../../fixtures/visitor-events.ts';
import { PlayerJourney, THREE_DS_CARD, type JourneyCard } from '../../pages/site/player-journey.ts';
import { hidePage, newPlayer } from '../../pages/site/site-page.ts';
import { formatMoney } from '@playfront/contracts';
import { playerText } from '@playfront/server/testing';

/** Instagram's in-app browser on an iPhone, as the app sends it. */
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.24.86 (iPhone15,2; iOS 17_4; ar_AE; ar; scale=3.00; 1179x2556; 610372385)';

const uniqueStag = (label: string): string =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Deposited and then cashed out, in cents: the cashout is above the method's minimum (€20), far below KYC (€2,000). */
const DEPOSIT = 5000;
const CASHOUT = 2000;

/** Nothing of the card may reach analytics: not in what the browser sent, not in what was stored. */
function expectNoCardData(sent: readonly string[], stored: readonly StoredEvent[], card: JourneyCard): void {
  // The browser's sends were seen (fetch and beacon bodies), else this proves nothing.
  expect(sent.filter((body) => body.includes('"page_view"')).length).toBeGreaterThan(0);
  const pan = card.number.replace(/\s/g, '');
  const all = [...sent, JSON.stringify(stored)].join('\n');
  expect(all).not.toContain(pan);
  expect(all).not.toContain(card.number);
  expect(all).not.toContain(pan.slice(-8));
  // As a whole string value or query value: a bare 737 could be a timing metric.
  expect(all).not.toMatch(new RegExp(`["=]${card.cvv}["&\\n]`));
  // As a word of its own: the journey's random stag may hold "cvv" among its letters.
  expect(all).not.toMatch(/\b(cvv|card_number|card_holder|expiry_date)\b/i);
  expect(all).not.toContain(card.expiry);
  expect(all).not.toContain(encodeURIComponent(card.expiry));
}

/** Steps the journeys share: the same chain in either language. */
async function depositPayAndCashOut(journey: PlayerJourney): Promise<void> {
  const { page } = journey;
  const deposited = await journey.money(DEPOSIT);
  await journey.openDeposit('visa');
  const frame = await journey.payByCard(THREE_DS_CARD, String(DEPOSIT / 100), deposited);
  // The bank's page, inside the widget's iframe: the player approves there.
  await expect(frame.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await frame.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(journey.widget.getByText(journey.cashierText.completed(deposited)).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(journey.bankFrame).toHaveCount(0);
  await expect(journey.widget.locator('.pf-cashier-result')).toHaveAttribute('data-status', 'completed');
  // The header's balance follows the widget's events without a reload.
  await expect(journey.headerBalance).toContainText(deposited);

  await journey.followNavLink('nav.home');
  await expect(journey.homeBalances).toHaveText(deposited);

  // The card sandbox holds a cashout as pending: its amount leaves the balance at once.
  const cashedOut = await journey.money(CASHOUT);
  const left = await journey.money(DEPOSIT - CASHOUT);
  await journey.cashOut('visa', String(CASHOUT / 100), cashedOut);
  await expect(
    journey.widget.getByRole('heading', { name: journey.cashierText.cashoutRequested }),
  ).toBeVisible();
  // The provider's message, worded by the server in the widget's language (Accept-Language),
  // then the widget's own note that the balance follows by itself.
  await expect(journey.widget.locator('[data-status="notify"]').getByRole('status').first()).toContainText(
    playerText(journey.language)('cashout.processing', {
      amount: formatMoney(CASHOUT, 'EUR', journey.language),
    }),
  );
  await expect(journey.headerBalance).toContainText(left);
  const balances = await page.request.get('/api/v1/payments/balances');
  expect(await balances.json()).toEqual({ balances: [{ currency: 'EUR', amount: DEPOSIT - CASHOUT }] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

  // The history, newest first: the cashout waits for the provider (and may be cancelled), the deposit is done.
  await journey.cashierSectionLink('cashier.history').click();
  const rows = journey.widget.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'pending');
  await expect(rows.nth(0)).toContainText(cashedOut);
  // Its actions cell offers the cancel (the reference cell has its own copy button).
  await expect(rows.nth(0).locator('td:last-child').getByRole('button')).toHaveCount(1);
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'completed');
  await expect(rows.nth(1)).toContainText(deposited);
  await expect(journey.headerBalance).toHaveText(`${journey.text('header.balance')} ${left}`);
}

/** The player's own events: every one between registration and logout names them. */
function eventsOf(events: StoredEvent[], userId: string): StoredEvent[] {
  return events.filter((e) => e.user_id === userId);
}

/** The visit's events once the collector has them all: the player's last page, then an anonymous one. */
function waitForJourneyEvents(stag: string, userId: string): Promise<StoredEvent[]> {
  return waitForVisitorEvents(stag, (all) => {
    const lastOfPlayer = eventsOf(all, userId).at(-1);
    return (
      all.some((e) => e.event === 'registration_completed') &&
      lastOfPlayer?.pathname === '/cashier/transaction-history' &&
      all.some((e) => e.user_id === 'anonymous' && e.timestamp > lastOfPlayer.timestamp)
    );
  });
}

/**
 * What the collector stored for the visit, in order: the landing with the stag, anonymous page
 * views, the registration (server-side) naming the player, the player's page views, and after
 * logout an anonymous visitor again in the same browser. The product tracks no payment events.
 */
function expectJourneyEvents(events: StoredEvent[], stag: string, userId: string): void {
  const landing = events.find((e) => e.event === 'site_loaded');
  expect(landing).toMatchObject({ stag, pathname: '/', mode: 'spa', user_id: null, license: 'mga' });
  const registration = events.find((e) => e.event === 'registration_completed');
  expect(registration).toMatchObject({ stag, user_id: userId, mode: 'ssr', license: 'mga' });
  const before = events.filter((e) => e.event === 'page_view' && e.timestamp < registration!.timestamp);
  expect(before.map((e) => [e.pathname, e.user_id])).toEqual([
    ['/', 'anonymous'],
    ['/register', 'anonymous'],
  ]);
  const views = eventsOf(events, userId).filter((e) => e.event === 'page_view');
  expect(views.map((e) => e.pathname)).toEqual([
    '/',
    '/cashier/deposit',
    '/',
    '/cashier/cashout',
    '/cashier/transaction-history',
  ]);
  const lastOfPlayer = eventsOf(events, userId).at(-1)!;
  const afterLogout = events.filter((e) => e.timestamp > lastOfPlayer.timestamp);
  expect(afterLogout.map((e) => [e.event, e.pathname, e.user_id])).toEqual([['page_view', '/', 'anonymous']]);
  expect(events.map((e) => e.event)).toEqual([
    'site_loaded',
    'page_view',
    'page_view',
    'registration_completed',
    ...views.map(() => 'page_view'),
    'page_view',
  ]);
  // Every event carries the affiliate (from the URL, then the first-touch cookie), one browser.
  expect(events.map((e) => e.stag)).toEqual(events.map(() => stag));
  expect(new Set(events.map((e) => e.temp_player_id)).size).toBe(1);
}

async function affiliateCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'affiliate_id');
}

async function playerId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/player');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

test.describe('given an affiliate visitor on a desktop in English', () => {
  test('should land, register, deposit by 3-D Secure card, cash out and log out, with the events stored for them', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sent = recordEventRequests(page);
    const journey = new PlayerJourney(page, 'en');
    const stag = uniqueStag('full');

    await journey.site.open(`/?stag=${stag}`);
    expect(await affiliateCookie(page)).toMatchObject({ value: stag, httpOnly: false });

    await journey.register(newPlayer('full-journey'));
    await expect(journey.headerBalance).toHaveText('Balance €0.00');
    const userId = await playerId(page);

    await depositPayAndCashOut(journey);
    await expect(journey.headerBalance).toHaveText('Balance €30.00');
    await journey.logOut();
    // The player's events left at logout; the visitor's next ones go when the tab is switched.
    await hidePage(page);

    const events = await waitForJourneyEvents(stag, userId);
    expectJourneyEvents(events, stag, userId);
    for (const event of events) {
      expect(event, event.event).toMatchObject({ browser: 'Chrome', device: 'web' });
    }
    expectNoCardData(sent, events, THREE_DS_CARD);
  });
});

test.describe('given an affiliate visitor in Instagram on a 375 px phone in Arabic', () => {
  test.use({
    userAgent: INSTAGRAM_IOS,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('should go the same way right-to-left, paying in the same tab, with events naming Instagram', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    page.context().on('page', (opened) => {
      if (opened !== page) popups.push(opened.url());
    });
    const sent = recordEventRequests(page);
    const journey = new PlayerJourney(page, 'ar');
    const stag = uniqueStag('insta');

    await journey.site.open(`/?lang=ar&stag=${stag}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('complementary', { name: journey.text('inapp.label') })).toContainText(
      journey.text('inapp.text', { app: 'Instagram' }),
    );

    expect(await affiliateCookie(page)).toMatchObject({ value: stag, httpOnly: false });

    await journey.register(newPlayer('insta-journey'));
    await expect(journey.headerBalance).toHaveText(
      `${journey.text('header.balance')} ${await journey.money(0)}`,
    );
    const userId = await playerId(page);
    await depositPayAndCashOut(journey);
    await journey.logOut();
    expect(popups).toEqual([]);
    await hidePage(page);

    const events = await waitForJourneyEvents(stag, userId);
    expectJourneyEvents(events, stag, userId);
    for (const event of events) {
      expect(event, event.event).toMatchObject({ browser: 'Instagram', device: 'mobile' });
    }
    expectNoCardData(sent, events, THREE_DS_CARD);
  });
});
