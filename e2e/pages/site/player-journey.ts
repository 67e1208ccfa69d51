import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { MESSAGES, type MessageKey } from '@playfront/web/testing';
import { SitePage } from './site-page.ts';
import { verifyEmailFromOutbox } from '../../fixtures/outbox.ts';

/** The journeys' languages. */
export type JourneyLanguage = 'en' | 'ar';

/**
 * The cashier widget's text the journeys read, per language: copied from
 * `packages/cashier/src/react/cashier/cashier-messages.ts` (English) and
 * `packages/cashier/src/react/i18n/locales/ar.ts` (Arabic), keys named beside each.
 */
const CASHIER_TEXT = {
  en: {
    /** `outcome.iframe.title` */
    confirmPayment: 'Confirm your payment',
    /** `outcome.iframe.frame` */
    bankFrame: 'Payment confirmation by your bank',
    /** `form.pay` */
    pay: (amount: string) => `Pay ${amount}`,
    /** `form.withdraw` */
    withdraw: (amount: string) => `Withdraw ${amount}`,
    /** `outcome.completed` */
    completed: (amount: string) => `Your payment of ${amount} is complete.`,
    /** `outcome.notify.cashout_title` */
    cashoutRequested: 'Withdrawal requested',
  },
  ar: {
    confirmPayment: 'أكّد دفعتك',
    bankFrame: 'تأكيد الدفع من مصرفك',
    pay: (amount: string) => `ادفع ${amount}`,
    withdraw: (amount: string) => `اسحب ${amount}`,
    completed: (amount: string) => `اكتملت دفعتك بقيمة ${amount}.`,
    cashoutRequested: 'تم استلام طلب السحب',
  },
} as const;

/** A card of docs/sandbox.md with the details typed with it. */
export interface JourneyCard {
  /** As the player types it, with spaces. */
  readonly number: string;
  readonly cvv: string;
  readonly holder: string;
  /** `MM/YY` */
  readonly expiry: string;
}

/** `MM/YY` of next year: always valid, never too far. */
export const nextYearExpiry = (): string =>
  `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/** The card sandbox's 3-D Secure challenge card (docs/sandbox.md). */
export const THREE_DS_CARD: JourneyCard = {
  number: '4000 0000 0000 3220',
  cvv: '737',
  holder: 'Ada Lovelace',
  expiry: nextYearExpiry(),
};

/**
 * A player's whole visit to the site in one language, driven through the UI only: landing,
 * registering, the cashier (deposit by card with 3-D Secure, cashout) and logging out. Site text
 * comes from the site's own message tables (a key that goes missing fails to compile); cashier
 * fields are found by their `autocomplete` tokens, which no translation changes.
 */
export class PlayerJourney {
  readonly page: Page;
  readonly site: SitePage;
  readonly language: JourneyLanguage;

  constructor(page: Page, language: JourneyLanguage) {
    this.page = page;
    this.site = new SitePage(page);
    this.language = language;
  }

  /** The site's text for `key` in this language, `{{name}}` placeholders filled. */
  text(key: MessageKey, params: Record<string, string> = {}): string {
    const message: string = MESSAGES[this.language][key];
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  }

  get cashierText(): (typeof CASHIER_TEXT)[JourneyLanguage] {
    return CASHIER_TEXT[this.language];
  }

  /** Money as the page writes it in this language (the browser's own Intl: digits and marks vary by ICU). */
  money(minor: number, currency = 'EUR'): Promise<string> {
    return this.page.evaluate(
      ([amount, code, language]) =>
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency: code,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(amount / 100),
      [minor, currency, this.language] as const,
    );
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get headerBalance(): Locator {
    return this.page.getByTestId('header-balance');
  }

  get homeBalances(): Locator {
    return this.page.getByTestId('home-balances');
  }

  /** The main navigation's link to `key`'s page. */
  navLink(key: 'nav.deposit' | 'nav.cashout' | 'nav.home'): Locator {
    return this.page
      .getByRole('navigation', { name: this.text('nav.main') })
      .getByRole('link', { name: this.text(key), exact: true });
  }

  /** On a phone the header folds its navigation and log-out behind the menu button: open it. */
  async unfoldMenu(): Promise<void> {
    const button = this.header.getByRole('button', { name: this.text('nav.menu') });
    if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'false') {
      await button.click();
    }
  }

  /** Follows a main navigation link, through the menu where the header folds it. */
  async followNavLink(key: 'nav.deposit' | 'nav.cashout' | 'nav.home'): Promise<void> {
    await this.unfoldMenu();
    await this.navLink(key).click();
  }

  /** The site's link to a cashier section, in the tabs above the widget. */
  cashierSectionLink(key: 'cashier.deposit' | 'cashier.cashout' | 'cashier.history'): Locator {
    return this.page
      .getByRole('navigation', { name: this.text('cashier.sections') })
      .getByRole('link', { name: this.text(key), exact: true });
  }

  /** Fills and sends the register form (reached from the header's sign-up link). */
  async register(player: { email: string; password: string; country: string }): Promise<void> {
    await this.header.getByRole('link', { name: this.text('nav.register') }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text('register.title') }),
    ).toBeVisible();
    await this.page.getByLabel(this.text('form.firstName')).fill('Ada');
    await this.page.getByLabel(this.text('form.email')).fill(player.email);
    await this.page.getByLabel(this.text('form.password')).fill(player.password);
    await this.page.getByLabel(this.text('form.country')).selectOption(player.country);
    await this.page.getByRole('button', { name: this.text('register.submit') }).click();
    await expect(this.page).toHaveURL(/\/$/);
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.text('home.hello', { name: 'Ada' }) }),
    ).toBeVisible();
    // account recovery: cashouts wait for a verified address (the mail's link, from the outbox).
    await verifyEmailFromOutbox(this.page, player.email);
  }

  // The widget, as the site renders it in <main>.
  get widget(): Locator {
    return this.page.getByRole('main');
  }

  /** A method's button in the widget's list, by its stable id. */
  method(id: string): Locator {
    return this.widget.locator(`button[data-method-id="${id}"]`);
  }

  get amount(): Locator {
    return this.widget.locator('input[autocomplete="transaction-amount"]');
  }

  /** The widget's submit button, once its label carries the amount. */
  submitButton(label: string): Locator {
    return this.widget.getByRole('button', { name: label, exact: true });
  }

  get bankFrame(): Locator {
    return this.page.getByTitle(this.cashierText.bankFrame);
  }

  /** Opens the cashier's deposit page from the header and picks `methodId`. */
  async openDeposit(methodId: string): Promise<void> {
    await this.followNavLink('nav.deposit');
    await expect(this.page).toHaveURL(/\/cashier\/deposit$/);
    await this.method(methodId).click();
  }

  /**
   * Types `card` and `amount` (major units, as typed) into the picked card method and pays;
   * answers the bank's 3-D Secure frame once it shows inside the widget.
   */
  async payByCard(card: JourneyCard, amount: string, amountText: string): Promise<FrameLocator> {
    await this.amount.fill(amount);
    await this.widget.locator('input[autocomplete="cc-number"]').fill(card.number);
    await this.widget.locator('input[autocomplete="cc-name"]').fill(card.holder);
    await this.widget.locator('input[autocomplete="cc-exp"]').fill(card.expiry);
    await this.widget.locator('input[autocomplete="cc-csc"]').fill(card.cvv);
    await this.submitButton(this.cashierText.pay(amountText)).click();
    await expect(this.widget.getByRole('heading', { name: this.cashierText.confirmPayment })).toBeVisible();
    // Inside the widget, not a top-layer dialog and not another window.
    await expect(this.widget.locator('iframe')).toHaveCount(1);
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
    return this.widget.locator('iframe').contentFrame();
  }

  /** Opens the cashier's cashout page from the header, picks `methodId` and withdraws `amount`. */
  async cashOut(methodId: string, amount: string, amountText: string): Promise<void> {
    await this.followNavLink('nav.cashout');
    await expect(this.page).toHaveURL(/\/cashier\/cashout$/);
    await this.method(methodId).click();
    await this.amount.fill(amount);
    await this.submitButton(this.cashierText.withdraw(amountText)).click();
  }

  async logOut(): Promise<void> {
    await this.unfoldMenu();
    await this.header.getByRole('button', { name: this.text('nav.logout') }).click();
    await expect(this.header.getByRole('link', { name: this.text('nav.login') })).toBeVisible();
    await expect(this.headerBalance).toHaveCount(0);
  }
}
