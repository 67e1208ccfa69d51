import { expect, type Locator, type Page } from '@playwright/test';
import { currentTotp, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '@playfront/server/testing';

/** The operator console under /backoffice/, driven as a staff member would, keyboard first. */
export class ConsolePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Logs a demo member in through the log-in form, typing each field and pressing Enter. */
  async logInAs(role: string): Promise<void> {
    const member = DEMO_STAFF.find((m) => m.role === role);
    if (member === undefined) throw new Error(`no demo member with role ${role}`);
    await this.page.goto('/backoffice/login');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Log in to the Playfront console' }),
    ).toBeVisible();
    await this.page.getByLabel('E-mail').focus();
    await this.page.keyboard.type(member.email);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(member.password);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(currentTotp(DEMO_STAFF_TOTP_SECRET));
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Affiliate report' })).toBeVisible();
  }

  /** The report's row whose first dimension (its row header) is `value`. */
  reportRow(value: string): Locator {
    return this.page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: value, exact: true }) });
  }

  /** The cell of `metric` (its API name) in `row`. */
  metric(row: Locator, metric: string): Locator {
    return row.locator(`td[data-metric="${metric}"]`);
  }
}
