/**
 * Screenshots of the cashier as players see it: the method list, the card form, each outcome the
 * sandbox cards reach (success, failure, pending) and the history, in both presets, left to right
 * (English) and right to left (Arabic), on a 375 px phone and a desktop. The widget runs alone on
 * the harness page (fixtures/cashier-harness.ts) against the real server, one new player per look.
 *
 * What changes from run to run is masked (references, dates); the rest is fixed by the sandbox.
 * After a change of look: `npm run test:screenshots:update`, then look at the images and commit
 * them (docs/payments/appearance.md).
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CARDS, nextYearExpiry, type TestCard } from '../../pages/cashier/cashier-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';
import { harnessUrl, serveHarness } from '../../fixtures/cashier-harness.ts';
import { verifyEmailFromOutbox } from '../../fixtures/outbox.ts';

const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'ar'] as const;
const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Parts of the screen that differ on every run: the transaction's reference and dates, and the
 * header's balance (a live update may or may not have reached it when an outcome shows).
 */
const unstable = (page: Page): Locator[] => [
  page.locator('.pf-cashier-balance'),
  page.locator('.pf-cashier-reference input'),
  page.locator('.pf-cashier-history-reference'),
  page.locator('.pf-cashier-history-table time'),
];

/** Holds the masked dates to one size (see the file). */
const STABLE_DATES = fileURLToPath(new URL('./stable-dates.css', import.meta.url));

async function registerPlayer(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const player = newPlayer('look');
  const response = await page.request.post('/api/v1/auth/register', {
    headers: { origin },
    data: { ...player, firstName: 'Ada', currency: 'EUR' },
  });
  expect(response.status(), await response.text()).toBe(201);
  // account recovery: the cashout looks are of a player whose address is verified.
  await verifyEmailFromOutbox(page, player.email);
}

async function payByCard(page: Page, widget: Locator, card: TestCard, amount: string): Promise<void> {
  await widget.locator('[data-method-id="visa"]').click();
  await widget.locator('input[name="amount"]').fill(amount);
  await widget.locator('input[name="card_number"]').fill(card.number);
  await widget.locator('input[name="card_holder"]').fill(card.holder);
  await widget.locator('input[name="expiry_date"]').fill(nextYearExpiry());
  await widget.locator('input[name="cvv"]').fill(card.cvv);
  await widget.locator('.pf-payment-form__submit').click();
}

for (const theme of THEMES) {
  for (const lang of LANGUAGES) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const look = `${theme}-${lang}-${device}`;
      test(`the cashier should look as recorded: ${look}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await serveHarness(page);
        await page.goto('/healthz');
        await registerPlayer(page);
        const widget = page.locator('.pf-cashier');
        const open = async (route = '/', action: 'deposit' | 'cashout' = 'deposit') => {
          await page.goto(harnessUrl({ theme, lang, route, action }));
          await expect(widget).toBeVisible();
        };
        const shot = (name: string, target: Page | Locator = widget) =>
          expect
            .soft(target)
            .toHaveScreenshot(`${name}-${look}.png`, { mask: unstable(page), stylePath: STABLE_DATES });

        // The first screen a player sees, as the viewport shows it (the list runs on below).
        await open();
        await expect(widget.locator('[data-method-id="visa"]')).toBeVisible();
        await shot('methods', page);

        await widget.locator('[data-method-id="visa"]').click();
        await expect(widget.locator('input[name="card_number"]')).toBeVisible();
        await shot('card-form');

        await open();
        await payByCard(page, widget, CARDS.approved, '50');
        await expect(widget.locator('.pf-cashier-outcome')).toBeVisible();
        await shot('success');

        await open();
        await payByCard(page, widget, CARDS.declined, '20');
        await expect(widget.locator('.pf-cashier-outcome--error')).toBeVisible();
        await shot('failure');

        await open('/', 'cashout');
        // Back to the card paid with (the closed loop): only the amount is asked.
        await widget.locator('[data-method-id="visa"]').click();
        await widget.locator('input[name="amount"]').fill('20');
        await widget.locator('.pf-payment-form__submit').click();
        await expect(widget.locator('.pf-cashier-outcome')).toBeVisible();
        await shot('pending');

        await open('transaction-history');
        await expect(widget.locator('.pf-cashier-history-table tbody tr')).toHaveCount(3);
        await shot('history');
      });
    }
  }
}
