import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpReceiver, type SmtpReceiver } from '@playfront/server/testing';
import { linkIn } from '../../fixtures/outbox.ts';
import { startSecondServer, type SecondServer } from '../../fixtures/second-server.ts';
import { newPlayer } from '../../pages/site/site-page.ts';

const NEW_PASSWORD = 'a brand new long secret';

/**
 * Account recovery through a real SMTP server (decision 053): a server of its own mails to an SMTP
 * receiver on 127.0.0.1, and the player follows the link in the message it received.
 */
test.describe('given a server mailing through a local SMTP receiver', () => {
  let receiver: SmtpReceiver;
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    receiver = await startSmtpReceiver();
    server = await startSecondServer([], { SMTP_URL: receiver.url });
  });

  test.afterAll(async () => {
    await server.stop();
    await receiver.close();
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${server.origin}${path}`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  };

  const register = async (page: Page, player: ReturnType<typeof newPlayer>) => {
    await open(page, '/');
    const response = await page.request.post(`${server.origin}/api/v1/auth/register`, {
      headers: { origin: server.origin },
      data: { ...player, currency: 'EUR', firstName: 'Ada' },
    });
    expect(response.status(), await response.text()).toBe(201);
  };

  test('a player who forgot the password should reset it from the mailed link, ending every session', async ({
    page,
    browser,
  }) => {
    const player = newPlayer('reset');
    // The player's other device, logged in before the reset.
    const other = await browser.newPage();
    await register(other, player);
    await open(other, '/account');
    await expect(other.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

    await open(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('a link to set a new password is on its way');

    const mail = await receiver.waitFor(player.email, (received) =>
      received.text.includes('/reset-password'),
    );
    expect(mail.subject).toBe('Reset your Playfront password');
    const link = linkIn(mail.text, '/reset-password');
    expect(link?.startsWith(`${server.origin}/reset-password?token=`)).toBe(true);

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('every session of your account has ended');

    // The other device's session is gone: its account page sends it to the log-in.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    // The link is spent.
    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('yet another long secret');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is no longer valid');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

    await open(page, '/login');
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${server.origin}/$`));
  });

  test('a new player should verify the address from the mailed link, and the account page should say so', async ({
    page,
  }) => {
    const player = newPlayer('verify');
    await register(page, player);
    await open(page, '/account');
    await expect(page.getByText('Your e-mail address is not verified yet')).toBeVisible();

    const mail = await receiver.waitFor(player.email, (received) => received.text.includes('/verify-email'));
    await page.goto(linkIn(mail.text, '/verify-email') ?? '');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status')).toContainText(`Your e-mail address ${player.email} is confirmed.`);

    await open(page, '/account');
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  });
});
