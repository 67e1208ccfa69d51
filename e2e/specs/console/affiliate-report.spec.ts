import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { landRegisterAndDeposit, newStag } from '../../pages/site/affiliate-journey.ts';

const today = () => new Date().toISOString().slice(0, 10);

test('given a visitor sent by an affiliate who registers and deposits, an admin should see them in the affiliate report', async ({
  page,
  browser,
}) => {
  const stag = newStag('e2e');
  // A 25.00 EUR card deposit after registering, through the real site and payments API.
  await landRegisterAndDeposit(page, stag);

  // The console, in a browser context of its own: staff and players never share a session.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const backoffice = new ConsolePage(staffPage);
  await backoffice.logInAs('admin');
  expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

  await staffPage.goto(
    `/backoffice/reports/affiliates?from=${today()}&to=${today()}&group_by=stag&currency=EUR`,
  );
  const row = backoffice.reportRow(stag);
  await expect(row).toHaveCount(1);
  await expect(backoffice.metric(row, 'visits')).toHaveText('1');
  await expect(backoffice.metric(row, 'unique_visitors')).toHaveText('1');
  await expect(backoffice.metric(row, 'registrations')).toHaveText('1');
  await expect(backoffice.metric(row, 'ftd_count')).toHaveText('1');
  await expect(backoffice.metric(row, 'ftd_amount')).toHaveText('€25.00');
  await expect(backoffice.metric(row, 'deposits_amount')).toHaveText('€25.00');
  await expect(backoffice.metric(row, 'click_to_reg')).toHaveText('100%');
  expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

  // Group by device too, with the form: the choice goes into the URL.
  await staffPage.getByRole('checkbox', { name: 'Device' }).check();
  await staffPage.getByRole('button', { name: 'Show report' }).click();
  await expect(staffPage).toHaveURL(/group_by=stag%2Cdevice/);
  await expect(staffPage.getByRole('columnheader', { name: 'Device' })).toBeVisible();
  await expect(backoffice.reportRow(stag)).toHaveCount(1);

  // The funnel of the same journey: one visit, one registration, one first deposit, no second.
  await staffPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Funnel' }).click();
  await staffPage.getByLabel('From', { exact: true }).fill(today());
  await staffPage.getByLabel('To', { exact: true }).fill(today());
  await staffPage.getByRole('button', { name: 'Show funnel' }).click();
  const step = backoffice.reportRow(stag);
  await expect(backoffice.metric(step, 'visits')).toHaveText('1');
  await expect(backoffice.metric(step, 'registrations')).toHaveText('1');
  await expect(backoffice.metric(step, 'first_deposits')).toHaveText('1');
  await expect(backoffice.metric(step, 'second_deposits')).toHaveText('0');
  await expect(backoffice.metric(step, 'first_to_second_deposit')).toHaveText('0%');
  expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

  // The affiliate that owns the journey's stag, added through the form.
  await staffPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Affiliates' })
    .click();
  await staffPage.getByLabel('Name').fill(`Partner ${stag}`);
  await staffPage.getByLabel('Stags').fill(stag);
  await staffPage.getByLabel('Reason (kept in the audit log)').fill('e2e partner');
  await staffPage.getByRole('button', { name: 'Add affiliate' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added Partner ${stag}.`,
  );
  await expect(staffPage.getByRole('row', { name: new RegExp(`Partner ${stag}`) })).toContainText(stag);
  expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

  // The audit log holds the admin's log-in; its filter goes into the URL too.
  await staffPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await staffPage.getByLabel('Action').fill('staff.login');
  await staffPage.getByLabel('Staff e-mail').fill('admin@playfront.test');
  await staffPage.getByRole('button', { name: 'Filter' }).click();
  await expect(staffPage).toHaveURL(/\/backoffice\/audit\?action=staff.login&staff=admin%40playfront.test/);
  const logins = staffPage.getByRole('table').getByRole('row').filter({ hasText: 'staff.login' });
  await expect(logins.first()).toContainText('admin@playfront.test');
  expect((await new AxeBuilder({ page: staffPage }).analyze()).violations).toEqual([]);

  // The player site never loads the console's bundle.
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
  expect(scripts.some((src) => src.includes('/backoffice/'))).toBe(false);
  await staffContext.close();
});

test('given no staff session, the console should send the visitor to log in and refuse the report API', async ({
  page,
}) => {
  await page.goto('/backoffice/reports/affiliates?group_by=country');
  await expect(page).toHaveURL(/\/backoffice\/login\?next=/);
  const api = await page.request.get(`/api/v1/reports/affiliates?from=${today()}&to=${today()}`);
  expect(api.status()).toBe(401);
  await page.getByLabel('E-mail').fill('admin@playfront.test');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
