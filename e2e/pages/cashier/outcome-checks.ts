import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The viewports the outcome journeys run at: a 375 px phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Opens the cashier's deposit page in `language` and waits until React has hydrated it. */
export async function openCashier(page: Page, language: string, section = 'deposit'): Promise<void> {
  await page.goto(`/cashier/${section}?lang=${language}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** A card form's field by its name (labels are translated; names are not). */
export const field = (page: Page, name: string): Locator =>
  page.getByRole('main').locator(`[name="${name}"]`);

/** The card form's submit button, whatever its translated label. */
export const submitButton = (page: Page): Locator =>
  page.getByRole('main').locator('.pf-payment-form__submit');

/** The outcome panel of `tone`. */
export const outcome = (page: Page, tone: string): Locator =>
  page.locator(`.pf-outcome[data-tone="${tone}"]`);

/**
 * Where focus is and whether it is inside the viewport: the element's tag, text and box, once
 * any smooth scroll has settled.
 */
export async function focusedInView(page: Page): Promise<{ tag: string; text: string; inView: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null) return { tag: '', text: '', inView: false };
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      text: element.textContent,
      inView: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
    };
  });
}

/** Expects focus on the heading `text`, inside the viewport. */
export async function expectFocusedInView(page: Page, text: string): Promise<void> {
  await expect.poll(() => focusedInView(page)).toEqual({ tag: 'h2', text, inView: true });
}

/** axe's WCAG 2 A and AA violations on the page. */
export async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
}

/**
 * Saves a screenshot of the page to `$OUTCOME_SHOTS_DIR/<name>.png` when that folder is given,
 * to look at (the screenshot tests kept in the repo are another spec's).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.OUTCOME_SHOTS_DIR;
  if (dir === undefined || dir === '') return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/**
 * After a failed test, prints what the widget and its frames showed and the player's latest
 * payments: CI keeps only the console, and an outcome that never came needs the page to explain.
 */
export async function reportOutcomeOnFailure(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const frames = await Promise.all(
    page.frames().map(
      async (frame) =>
        `${frame.url()}: ${await frame
          .locator(frame === page.mainFrame() ? 'main' : 'body')
          .first()
          .innerText()
          .catch(String)}`,
    ),
  );
  const history = await page.request
    .get('/api/v1/payments/transactions?limit=3')
    .then((answer) => answer.text())
    .catch(String);
  console.log(`[${testInfo.title}] frames:\n${frames.join('\n---\n')}\npayments: ${history}`);
}
