import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { currentTotp } from '@playfront/server/testing';
import { CashierPage, CARDS, cashOutByApi, depositByApi } from '../../pages/cashier/cashier-page.ts';
import { ConsolePage } from '../../pages/console/console-page.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

/** EUR defaults: the rule releases up to €1,000.00; the agents' limit is €2,000.00. */
const QUEUED = 120_000;
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/staff-admin-shots';

const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

/** Looks at a console page on a 375 px phone and on a desktop (files for a person to look at). */
async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  if (size !== null) await page.setViewportSize(size);
}

/** Logs in a member who has no second factor yet: the log-in sends them to enrol one first. */
async function logInAndEnrol(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/backoffice/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  await expect(page.getByRole('img', { name: "QR code of your second factor's set-up link" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'second-factor');
  const secret = ((await page.locator('.enrol-steps code').first().textContent()) ?? '').replaceAll(' ', '');
  // Keyboard: the code field, then Enter.
  await page.getByLabel('Authenticator code').focus();
  await page.keyboard.type(currentTotp(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate report' })).toBeVisible();
  return { context, page };
}

test('given an admin, a new payments agent should be held to their own limit and lose their session when disabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A player whose €1,200.00 cashout waits in the queue.
  const cashier = new CashierPage(page);
  const player = newPlayer('staff-admin');
  await cashier.site.register(player);
  await depositByApi(page, CARDS.approved, 200_000);
  await cashOutByApi(page, QUEUED);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await new ConsolePage(admin).logInAs('admin');
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: 'admin@playfront.test' })).toContainText('Enrolled');

  const email = `agent-${Date.now().toString(36)}@playfront.test`;
  const password = 'an agent password';
  await admin.getByLabel('Name', { exact: true }).fill('Limited Agent');
  await admin.getByLabel('E-mail').fill(email);
  await admin.getByRole('group', { name: 'Roles' }).last().getByLabel('Payments agent').check();
  await admin.getByLabel('Initial password').fill(password);
  await admin.getByLabel('Own approval limits').last().fill('EUR 1100');
  await admin.getByLabel('Reason (kept in the audit log)').last().fill('new hire');
  await admin.getByRole('button', { name: 'Add member' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Added Limited Agent' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('EUR 1100.00');
  await expect(row).toContainText('Not yet');
  expect(await axeViolations(admin)).toEqual([]);

  // The agent logs in in a browser of their own, enrols, and cannot approve above their limit.
  const agent = await logInAndEnrol(browser, email, password);
  await agent.page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Cashout queue' })
    .click();
  const box = agent.page.getByRole('checkbox', {
    name: `Select the cashout of €1,200.00 by ${player.email}`,
  });
  await box.focus();
  await agent.page.keyboard.press('Space');
  await agent.page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(agent.page.getByRole('alert').filter({ hasText: 'Refused' })).toContainText(
    'above your approval limit',
  );

  // The admin disables the agent, by keyboard: the agent's next request finds no session.
  await admin.reload();
  await expect(row).toContainText('Enrolled');
  await admin.getByRole('button', { name: 'Manage Limited Agent' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { level: 2, name: 'Manage Limited Agent' })).toBeFocused();
  await admin.getByLabel('Reason (kept in the audit log)').first().fill('left the team');
  expect(await axeViolations(admin)).toEqual([]);
  await screenshots(admin, 'staff');
  await admin.getByRole('button', { name: 'Disable member' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'is disabled' })).toBeVisible();
  await expect(row).toContainText('Disabled');

  // The agent's very next request is refused, and the console sends them to log in.
  await agent.page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(agent.page.getByRole('alert').first()).toHaveText('Please log in to the console to continue.');
  await agent.page.reload();
  await expect(
    agent.page.getByRole('heading', { level: 1, name: 'Log in to the Playfront console' }),
  ).toBeVisible();
  await agent.context.close();
  await adminContext.close();
});

test.describe('given a postback receiver on 127.0.0.1', () => {
  let server: Server;
  const hits: string[] = [];

  test.beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  });

  test('the postbacks page should save a template and show its delivery for a new registration', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const port = (server.address() as AddressInfo).port;
    const stag = `pb-${Date.now().toString(36)}`;
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await new ConsolePage(admin).logInAs('admin');
    const created = await admin.request.post('/api/v1/affiliates', {
      headers: { origin: new URL(admin.url()).origin },
      data: { name: `Postback ${stag}`, stags: [stag], reason: 'e2e' },
    });
    expect(created.status()).toBe(201);

    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Postbacks' }).click();
    await admin
      .getByRole('main')
      .getByLabel('Affiliate')
      .selectOption({ label: `Postback ${stag} (${stag})` });
    await admin.getByRole('button', { name: 'Show postbacks' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Registration (none yet)' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'No deliveries yet.' })).toBeVisible();

    const registration = admin.getByRole('region', { name: /^Registration/ });
    // An unknown macro: the server's refusal is shown as it says it.
    await registration.getByLabel('URL template').fill(`http://127.0.0.1:${port}/pb?x={email}`);
    await registration.getByRole('button', { name: 'Save registration postback' }).click();
    await expect(registration.getByRole('alert')).toContainText('Unknown macros {email}');
    await registration
      .getByLabel('URL template')
      .fill(`http://127.0.0.1:${port}/pb?stag={stag}&event={event}`);
    await registration.getByLabel('Reason (kept in the audit log)').fill('tracker set up');
    // Keyboard: Enter in the field saves.
    await registration.getByLabel('URL template').press('Enter');
    await expect(registration.getByRole('status')).toHaveText('Saved the registration postback.');
    await expect(admin.getByRole('heading', { level: 2, name: 'Registration', exact: true })).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);

    // A visitor sent by the affiliate registers: the job calls the receiver and logs it.
    const cashier = new CashierPage(page);
    await cashier.site.open(`/?stag=${stag}`);
    await cashier.site.register(newPlayer('postback'));
    await expect
      .poll(() => hits.some((hit) => hit === `/pb?stag=${stag}&event=registration`), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect(async () => {
      await admin.getByRole('button', { name: 'Refresh the log' }).click();
      await expect(admin.locator('tr[data-status="delivered"]')).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const delivered = admin.locator('tr[data-status="delivered"]');
    await expect(delivered).toContainText('HTTP 204');
    await expect(delivered).toContainText(`/pb?stag=${stag}&event=registration`);
    expect(await axeViolations(admin)).toEqual([]);
    await screenshots(admin, 'postbacks');
    await adminContext.close();
  });
});

test('the player page should open a player by e-mail in any case, masked for support', async ({
  page,
  browser,
}) => {
  const cashier = new CashierPage(page);
  const player = newPlayer('lookup');
  await cashier.site.register(player);
  const context = await browser.newContext();
  const support = await context.newPage();
  await new ConsolePage(support).logInAs('support');
  await support.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Players' }).click();
  await support.getByLabel('Player id or e-mail').fill(player.email.toUpperCase());
  await support.getByLabel('Player id or e-mail').press('Enter');
  await expect(support.getByRole('heading', { level: 2, name: 'Profile (masked, read-only)' })).toBeVisible();
  await expect(support).toHaveURL(/\/backoffice\/players\/[\w-]+$/);
  await support.getByLabel('Player id or e-mail').fill('nobody-at-all@example.com');
  await support.getByLabel('Player id or e-mail').press('Enter');
  await expect(support.getByRole('alert').filter({ hasText: 'No player has this e-mail.' })).toBeVisible();
  expect(await axeViolations(support)).toEqual([]);
  await screenshots(support, 'player-lookup');
  await context.close();
});
