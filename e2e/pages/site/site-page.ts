import { expect, type Page } from '@playwright/test';
import { verifyEmailFromOutbox } from '../../fixtures/outbox.ts';

/** A new player's details; the e-mail is unique per call. */
export const newPlayer = (label: string) => ({
  email: `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`,
  password: 'correct horse battery',
  country: 'DE',
});

/** The Playfront site of apps/web, as a visitor drives it. */
export class SitePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a page and waits until React has hydrated it. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  }

  async register(player: { email: string; password: string; country: string }): Promise<void> {
    await this.open('/register');
    await this.page.getByLabel('First name').fill('Ada');
    await this.page.getByLabel('E-mail').fill(player.email);
    await this.page.getByLabel('Password').fill(player.password);
    await this.page.getByLabel(/^Country/).selectOption(player.country);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page).toHaveURL(/\/$/);
    // account recovery: cashouts wait for a verified address (the mail's link, from the outbox).
    await verifyEmailFromOutbox(this.page, player.email);
  }

  async logIn(player: { email: string; password: string }): Promise<void> {
    await this.open('/login');
    await this.page.getByLabel('E-mail').fill(player.email);
    await this.page.getByLabel('Password').fill(player.password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  chooseLanguage(language: string): Promise<string[]> {
    return this.page.getByLabel('Language').selectOption(language);
  }

  // consent (decision 054)
  /** The consent banner (a region named by its heading). */
  consentBanner() {
    return this.page.getByRole('region', { name: 'Cookies on Playfront' });
  }

  /** Answers the consent banner with one of its buttons. */
  async answerConsent(answer: 'Accept all' | 'Reject all'): Promise<void> {
    await this.consentBanner().getByRole('button', { name: answer }).click();
    await expect(this.consentBanner()).toHaveCount(0);
  }
}

/** Hides the page the way a tab switch does, so the SDK sends its queue by beacon. */
export function hidePage(page: Page): Promise<void> {
  return page.evaluate(async () => {
    // A route's page_view is tracked in an effect React runs after the commit; the URL changes
    // before that. Let a frame and a task pass, so a view just rendered is queued before the
    // hide stops the SDK's timer (a page really hidden tracks nothing more until it is shown).
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Brings the page back to visible after `hidePage`. */
export function showPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
