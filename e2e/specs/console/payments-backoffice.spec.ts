import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CashierPage, CARDS, cashOutByApi, depositByApi } from '../../pages/cashier/cashier-page.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/**
 * The defaults in EUR (docs/console/payments.md): the auto-approval rule releases up to €1,000.00,
 * a second approver is needed above €1,500.00.
 */
const DEPOSIT = 200_000;
const QUEUED = 120_000;
const TWO_APPROVERS = 180_000;

/** A new player with a deposit and a cashout waiting in the queue, the widget's history open. */
async function playerWithQueuedCashout(page: Page, amount: number) {
  const cashier = new CashierPage(page);
  const player = newPlayer('backoffice');
  await cashier.site.register(player);
  await depositByApi(page, CARDS.approved, DEPOSIT);
  const transactionId = await cashOutByApi(page, amount);
  await cashier.open('transaction-history');
  const cashout = cashier.widget.locator('tbody tr').first();
  await expect(cashout).toHaveAttribute('data-status', 'pending');
  return { email: player.email, transactionId, cashout };
}

/** A staff member of `role`, logged in in a browser context of their own, on the queue. */
async function consoleAs(browser: Browser, role: string) {
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await new ConsolePage(staffPage).logInAs(role);
  await staffPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Cashout queue' })
    .click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Cashout approval queue' })).toBeVisible();
  return { context, staffPage };
}

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

/** Selects the player's cashout by keyboard and approves it with the form's default reason. */
async function approve(staffPage: Page, email: string, amountText: string): Promise<void> {
  const box = staffPage.getByRole('checkbox', { name: `Select the cashout of ${amountText} by ${email}` });
  await box.focus();
  await staffPage.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(staffPage.getByLabel('Reason')).toHaveValue('checks_passed');
  await staffPage.getByLabel('Note (kept in the audit log)').fill('e2e');
  await staffPage.getByRole('button', { name: 'Approve selected' }).click();
}

test('given a cashout in the queue, a payments agent should approve it and the player widget should show it', async ({
  page,
  browser,
}) => {
  const { email, cashout } = await playerWithQueuedCashout(page, QUEUED);
  const { context, staffPage } = await consoleAs(browser, 'payments_agent');
  const row = staffPage.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('€1,200.00');
  await expect(row).toContainText('First cashout');
  await expect(row).toContainText('Waiting for approval');
  expect(await axeViolations(staffPage)).toEqual([]);

  await approve(staffPage, email, '€1,200.00');
  await expect(staffPage.getByRole('status').filter({ hasText: 'Done' })).toHaveText('Done: 1 approved.');
  await expect(staffPage.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  expect(await axeViolations(staffPage)).toEqual([]);

  // The player's open widget hears it live: no reload.
  await expect(cashout).toHaveAttribute('data-status', 'completed');
  await context.close();
});

test('given a cashout above the threshold, a second approver should be required', async ({
  page,
  browser,
}) => {
  const { email, cashout } = await playerWithQueuedCashout(page, TWO_APPROVERS);
  const agent = await consoleAs(browser, 'payments_agent');
  await approve(agent.staffPage, email, '€1,800.00');
  await expect(agent.staffPage.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done: 1 waiting for a second approver.',
  );
  const waiting = agent.staffPage.getByRole('row').filter({ hasText: email });
  await expect(waiting).toContainText('Waiting for a second approver (first: payments-agent@playfront.test)');
  // The agent cannot give the second approval.
  await approve(agent.staffPage, email, '€1,800.00');
  await expect(agent.staffPage.getByRole('alert').filter({ hasText: 'Refused' })).toContainText(
    'needs its second approval from a payments approver',
  );
  await expect(cashout).toHaveAttribute('data-status', 'pending');
  expect(await axeViolations(agent.staffPage)).toEqual([]);
  await agent.context.close();

  const approver = await consoleAs(browser, 'payments_approver');
  await approve(approver.staffPage, email, '€1,800.00');
  await expect(approver.staffPage.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
    'Done: 1 approved.',
  );
  await expect(cashout).toHaveAttribute('data-status', 'completed');
  expect(await axeViolations(approver.staffPage)).toEqual([]);
  await approver.context.close();
});

test('given a payments agent, transaction search and the player view should find the player and pass axe', async ({
  page,
  browser,
}) => {
  const { email, transactionId } = await playerWithQueuedCashout(page, QUEUED);
  const { context, staffPage } = await consoleAs(browser, 'payments_agent');
  await staffPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await staffPage.getByLabel('E-mail').fill(email);
  await staffPage.getByRole('button', { name: 'Search' }).click();
  await expect(staffPage).toHaveURL(/\/backoffice\/payments\/transactions\?email=/);
  await expect(staffPage.getByRole('row').filter({ hasText: transactionId })).toContainText('pending');
  await expect(staffPage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /format=csv/);
  expect(await axeViolations(staffPage)).toEqual([]);

  await staffPage
    .getByRole('row')
    .filter({ hasText: transactionId })
    .getByRole('link', { name: email })
    .click();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'KYC status: Not started' })).toBeVisible();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Balances' })).toBeVisible();
  await staffPage.getByLabel('New note').fill('Asked for a bank statement.');
  await staffPage.getByRole('button', { name: 'Add note' }).click();
  await expect(staffPage.getByText('Asked for a bank statement.')).toBeVisible();
  expect(await axeViolations(staffPage)).toEqual([]);
  await context.close();
});
