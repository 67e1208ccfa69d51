import type { Page } from '@playwright/test';

/** The page-side handle the demo page exposes: the SDK instance it created. */
interface DemoWindow {
  playfrontAnalytics: {
    identity(userId: string): void;
    track(event: string): void;
    flush(): Promise<void>;
    readonly state: string;
  };
}

/** The demo page of apps/server: loads the SDK and the site-loaded script. */
export class DemoPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/demo${query}`);
    await this.page.waitForFunction(() => 'playfrontAnalytics' in window);
  }

  identify(userId: string): Promise<void> {
    return this.page.evaluate((id) => {
      (window as unknown as DemoWindow).playfrontAnalytics.identity(id);
    }, userId);
  }

  track(event: string): Promise<void> {
    return this.page.evaluate((name) => {
      (window as unknown as DemoWindow).playfrontAnalytics.track(name);
    }, event);
  }

  flush(): Promise<void> {
    return this.page.evaluate(() => (window as unknown as DemoWindow).playfrontAnalytics.flush());
  }

  /** Hides the page the way a tab switch does: visibilityState becomes hidden and the event fires. */
  hide(): Promise<void> {
    return this.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
}
