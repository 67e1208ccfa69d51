import type { ConsentChoice, CurrencyAmount } from '@playfront/contracts';
import type { Language } from '../i18n/languages.ts';
import type { Messages } from '../i18n/messages/en.ts';
import type { InAppBrowser } from './in-app-browser.ts';

/** The logged-in player as the pages show them; nothing the browser does not need. */
export interface SitePlayer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly currency: string;
  // protection (decision 066): an excluded player's marketing events stop (issue 14).
  /** True while a cool-off or self-exclusion is in force: the site sends no analytics about them. */
  readonly excluded?: boolean;
}

/** What the root loader gives every page. */
export interface SiteData {
  readonly language: Language;
  readonly dir: 'ltr' | 'rtl';
  /** The page language's messages (only that language reaches the browser). */
  readonly messages: Messages;
  readonly player: SitePlayer | null;
  readonly balances: readonly CurrencyAmount[];
  readonly license: string;
  readonly country: string | null;
  readonly restricted: boolean;
  readonly liveChatLicense: string | null;
  /** The social app's in-app browser the page is open in, if any: payments then stay in the tab. */
  readonly inApp: InAppBrowser | null;
  /** The visitor hid the in-app-browser banner in this browser session. */
  readonly inAppBannerHidden: boolean;
  /** This site's origin as the visitor reached it (for the system-browser link). */
  readonly origin: string;
  // consent (decision 054)
  /** The stored choice, the GPC signal, and whether the banner asks about partner attribution. */
  readonly consent: {
    readonly choice: ConsentChoice | null;
    readonly gpc: boolean;
    readonly attributionNeedsConsent: boolean;
  };
}
