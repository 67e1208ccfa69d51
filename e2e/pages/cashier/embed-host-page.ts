import { expect } from '@playwright/test';
import { CashierPage } from './cashier-page.ts';

/** The two ways the plain HTML host page (`/embed-demo`) mounts the cashier (decision 058). */
export const EMBED_HOSTS = ['element', 'mount'] as const;
export type EmbedHost = (typeof EMBED_HOSTS)[number];

/** One event the host page heard, by its DOM event name (`playfront:payment_submit`). */
export interface HeardEvent {
  name: string;
  detail: unknown;
}

interface EmbedWindow {
  playfrontEvents: HeardEvent[];
}

/**
 * The cashier on the server's plain HTML host page, without React of the page's own: the
 * widget's fields and buttons are CashierPage's (Playwright's role locators pierce the open
 * shadow root), and the events the page recorded are read back.
 */
export class EmbedHostPage extends CashierPage {
  async openHost(host: EmbedHost): Promise<void> {
    await this.page.goto(`/embed-demo?host=${host}`);
    await expect(
      this.page.getByRole('heading', { level: 1, name: /Cashier embedded without React/ }),
    ).toBeVisible();
    // Styled from inside its shadow root (the stylesheet's 40rem width), under the page's CSP.
    await expect(this.page.locator('.pf-cashier')).toHaveCSS('max-width', '640px');
    // React is not on the host page itself: only inside the cashier's bundle.
    expect(await this.page.evaluate(() => 'React' in window)).toBe(false);
  }

  /** Every event the host page heard so far, in order. */
  events(): Promise<HeardEvent[]> {
    return this.page.evaluate(() => (window as unknown as EmbedWindow).playfrontEvents);
  }

  /** Waits until the host page heard an event named `name`, and answers its details. */
  async heard(name: string): Promise<unknown[]> {
    await expect.poll(async () => (await this.events()).some((event) => event.name === name)).toBe(true);
    return (await this.events()).filter((event) => event.name === name).map((event) => event.detail);
  }
}
