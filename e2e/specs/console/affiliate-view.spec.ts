import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  AFFILIATE_REPORT_PATH,
  AFFILIATES_PATH,
  AUDIT_PATH,
  CASHOUT_QUEUE_PATH,
  postbacksPath,
  type Affiliate,
  type AffiliateReport,
} from '@playfront/contracts';
import { AffiliateViewPage } from '../../pages/console/affiliate-view-page.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { landRegisterAndDeposit, landWithStag, newStag } from '../../pages/site/affiliate-journey.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** An admin's API call from the console's own origin (the CSRF check wants it). */
async function adminCall<T>(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: new URL(page.url()).origin },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('given two affiliates with traffic, an affiliate user should see only its own numbers, and the API should refuse it the rest', async ({
  page,
  browser,
}) => {
  // Three people's journeys in one (an admin's set-up, a player's deposit, the affiliate's view)
  // and four axe scans: more than the default 30 s on a shared 2-core machine.
  test.setTimeout(90_000);
  const ownStag = newStag('own');
  const otherStag = newStag('other');

  // An admin sets the two affiliates up, a postback on registration for the first, and the
  // first one's log-in (its password and second factor are shown once).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await new ConsolePage(adminPage).logInAs('admin');
  const own = await adminCall<Affiliate>(adminPage, 'POST', AFFILIATES_PATH, {
    name: `Own ${ownStag}`,
    stags: [ownStag],
  });
  await adminCall<Affiliate>(adminPage, 'POST', AFFILIATES_PATH, {
    name: `Other ${otherStag}`,
    stags: [otherStag],
  });
  // The tracker's port is closed: the delivery is logged with its failure, which is what we read.
  await adminCall(adminPage, 'PUT', `${postbacksPath(own.id)}/registration`, {
    url: 'http://127.0.0.1:9/pb?s={stag}&e={event}',
    enabled: true,
  });
  // The log-in, made on the console's page with the keyboard.
  await adminPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Affiliate log-ins' })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Affiliate log-ins' })).toBeVisible();
  await adminPage.getByRole('main').getByLabel('Affiliate').selectOption(own.id);
  await adminPage.getByLabel('E-mail').focus();
  await adminPage.keyboard.type(`${ownStag}@example.com`);
  await adminPage.keyboard.press('Tab');
  await adminPage.keyboard.type('Own Partner');
  await adminPage.keyboard.press('Tab');
  await adminPage.keyboard.type('e2e affiliate view');
  await adminPage.keyboard.press('Tab');
  await adminPage.keyboard.press('Enter');
  await expect(
    adminPage.getByRole('heading', { name: `Log-in made for ${ownStag}@example.com` }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page: adminPage }).analyze()).violations).toEqual([]);
  const login = {
    email: `${ownStag}@example.com`,
    password: await adminPage.locator('code[data-secret="password"]').innerText(),
    totpSecret: await adminPage.locator('code[data-secret="totp"]').innerText(),
  };
  await adminContext.close();

  // The first affiliate's visitor registers and deposits; the other's only visits.
  await landRegisterAndDeposit(page, ownStag);
  const otherContext = await browser.newContext();
  await landWithStag(await otherContext.newPage(), otherStag);
  await otherContext.close();

  const context = await browser.newContext();
  const affiliatePage = await context.newPage();
  const view = new AffiliateViewPage(affiliatePage);
  await view.logIn(login);
  expect((await new AxeBuilder({ page: affiliatePage }).analyze()).violations).toEqual([]);

  // Its navigation holds its report and its postback deliveries, nothing else.
  await expect(view.navigation().getByRole('link')).toHaveText(['Report', 'Postback deliveries']);

  // Its report: its own stag's visit and FTD, and not a row of the other's.
  await affiliatePage.goto(`/backoffice/affiliate/report?from=${today()}&to=${today()}`);
  const row = view.reportRow(ownStag);
  await expect(view.metric(row, 'visits')).toHaveText('1');
  await expect(view.metric(row, 'registrations')).toHaveText('1');
  await expect(view.metric(row, 'ftd_count')).toHaveText('1');
  await expect(view.metric(row, 'ftd_amount')).toHaveText('€25.00');
  const body = affiliatePage.getByRole('table').getByRole('rowgroup').nth(1);
  await expect(body.getByRole('row')).toHaveCount(1);
  await expect(affiliatePage.getByText(otherStag)).toHaveCount(0);
  expect((await new AxeBuilder({ page: affiliatePage }).analyze()).violations).toEqual([]);

  // Asking for the other's stag in the URL shows the refusal and no numbers.
  await affiliatePage.goto(`/backoffice/affiliate/report?from=${today()}&to=${today()}&stag=${otherStag}`);
  await expect(affiliatePage.getByRole('alert')).toHaveText(
    `These stags are not yours to see: ${otherStag}.`,
  );
  await expect(affiliatePage.getByRole('table')).toHaveCount(0);

  // The API, with the affiliate's cookie: its own report only, 403 for the rest.
  const range = `from=${today()}&to=${today()}`;
  const mine = await affiliatePage.request.get(`${AFFILIATE_REPORT_PATH}?${range}`);
  expect(((await mine.json()) as AffiliateReport).rows.map((r) => r.stag)).toEqual([ownStag]);
  const theirs = await affiliatePage.request.get(`${AFFILIATE_REPORT_PATH}?${range}&stag=${otherStag}`);
  expect(theirs.status()).toBe(403);
  expect(await theirs.json()).toMatchObject({ code: 'STAG_FORBIDDEN' });
  for (const path of [AFFILIATES_PATH, AUDIT_PATH, CASHOUT_QUEUE_PATH, postbacksPath(own.id)]) {
    const refused = await affiliatePage.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'AFFILIATE_FORBIDDEN' });
  }

  // Its postback deliveries, reached with the keyboard: the registration's call, read only.
  await affiliatePage.goto('/backoffice/affiliate/report');
  await view.navigation().getByRole('link', { name: 'Postback deliveries' }).focus();
  await affiliatePage.keyboard.press('Enter');
  await expect(affiliatePage.getByRole('heading', { level: 1, name: 'Postback deliveries' })).toBeVisible();
  await expect(async () => {
    await affiliatePage.reload();
    await expect(affiliatePage.getByRole('cell', { name: 'registration', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(affiliatePage.getByRole('cell', { name: ownStag, exact: true })).toBeVisible();
  await expect(affiliatePage.getByRole('button')).toHaveText(['Log out']);
  expect((await new AxeBuilder({ page: affiliatePage }).analyze()).violations).toEqual([]);

  // The staff console is not for it: its pages send it to the staff log-in.
  await affiliatePage.goto('/backoffice/reports/affiliates');
  await expect(affiliatePage).toHaveURL(/\/backoffice\/login\?next=/);
  await context.close();
});
