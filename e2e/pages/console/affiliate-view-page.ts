import { expect } from '@playwright/test';
import { currentTotp } from '@playfront/server/testing';
import { ConsolePage } from './console-page.ts';

/** An affiliate user's log-in to the affiliate view. */
export interface AffiliateCredentials {
  readonly email: string;
  readonly password: string;
  /** The base32 TOTP secret its authenticator app holds. */
  readonly totpSecret: string;
}

/** The affiliate view under /backoffice/affiliate/ (decision 048), driven keyboard first. */
export class AffiliateViewPage extends ConsolePage {
  /** Logs in through the affiliate log-in form, typing each field and pressing Enter. */
  async logIn(credentials: AffiliateCredentials): Promise<void> {
    await this.page.goto('/backoffice/affiliate/login');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Log in to the Playfront affiliate view' }),
    ).toBeVisible();
    await this.page.getByLabel('E-mail').focus();
    await this.page.keyboard.type(credentials.email);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(credentials.password);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(currentTotp(credentials.totpSecret));
    await this.page.keyboard.press('Enter');
    await expect(this.page).toHaveURL(/\/backoffice\/affiliate\/report/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Affiliate report' })).toBeVisible();
  }

  /** The affiliate view's navigation. */
  navigation() {
    return this.page.getByRole('navigation', { name: 'Affiliate view' });
  }
}
