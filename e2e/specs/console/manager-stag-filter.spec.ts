import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AFFILIATE_REPORT_PATH } from '@playfront/contracts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { landRegisterAndDeposit, newStag } from '../../pages/site/affiliate-journey.ts';

const today = () => new Date().toISOString().slice(0, 10);

test('given a journey sent by one of their affiliates, an affiliate manager should filter the report by its stag and see its visit and FTD', async ({
  page,
  browser,
}) => {
  const stag = newStag('mgr');
  // A visitor lands with the stag, registers and makes a 25.00 EUR first deposit.
  await landRegisterAndDeposit(page, stag);

  const context = await browser.newContext();
  const managerPage = await context.newPage();
  const backoffice = new ConsolePage(managerPage);
  await backoffice.logInAs('affiliate_manager');

  // The manager adds the affiliate that owns the stag: it becomes one of theirs.
  await managerPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Affiliates' })
    .click();
  await managerPage.getByLabel('Name').fill(`Partner ${stag}`);
  await managerPage.getByLabel('Stags').fill(stag);
  await managerPage.getByLabel('Reason (kept in the audit log)').fill('e2e manager journey');
  await managerPage.getByRole('button', { name: 'Add affiliate' }).click();
  await expect(managerPage.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added Partner ${stag}.`,
  );

  // The report, filtered by the stag with the keyboard: the filter goes into the URL.
  await managerPage.goto(`/backoffice/reports/affiliates?from=${today()}&to=${today()}`);
  await managerPage.getByLabel('Stags').focus();
  await managerPage.keyboard.type(stag);
  await managerPage.keyboard.press('Enter');
  await expect(managerPage).toHaveURL(new RegExp(`[?&]stag=${stag}(&|$)`));
  const body = managerPage.getByRole('table').getByRole('rowgroup').nth(1);
  await expect(body.getByRole('row')).toHaveCount(1);
  const row = backoffice.reportRow(stag);
  await expect(backoffice.metric(row, 'visits')).toHaveText('1');
  await expect(backoffice.metric(row, 'registrations')).toHaveText('1');
  await expect(backoffice.metric(row, 'ftd_count')).toHaveText('1');
  await expect(backoffice.metric(row, 'ftd_amount')).toHaveText('€25.00');
  expect((await new AxeBuilder({ page: managerPage }).analyze()).violations).toEqual([]);

  // A reload shows the same filtered report: it lives in the URL.
  await managerPage.reload();
  await expect(managerPage.getByLabel('Stags')).toHaveValue(stag);
  await expect(backoffice.metric(backoffice.reportRow(stag), 'ftd_count')).toHaveText('1');

  // A stag outside their affiliates is refused, on the page and by the API.
  const foreign = newStag('foreign');
  await managerPage.goto(`/backoffice/reports/affiliates?from=${today()}&to=${today()}&stag=${foreign}`);
  await expect(managerPage.getByRole('alert')).toHaveText(`These stags are not yours to see: ${foreign}.`);
  await expect(managerPage.getByRole('table')).toHaveCount(0);
  const refused = await managerPage.request.get(
    `${AFFILIATE_REPORT_PATH}?from=${today()}&to=${today()}&stag=${stag},${foreign}`,
  );
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'STAG_FORBIDDEN' });
  expect((await new AxeBuilder({ page: managerPage }).analyze()).violations).toEqual([]);
  await context.close();
});
