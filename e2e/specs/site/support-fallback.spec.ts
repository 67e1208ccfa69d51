import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startSecondServer, type SecondServer } from '../../fixtures/second-server.ts';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

const violations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

/** The public pages' headings in each language, as the catalogues say them. */
const PUBLIC_PAGES = {
  en: { '/terms': 'Terms and conditions', '/privacy': 'Privacy', '/support': 'Help and support' },
  de: {
    '/terms': 'Allgemeine Geschäftsbedingungen',
    '/privacy': 'Datenschutz',
    '/support': 'Hilfe und Support',
  },
  ar: { '/terms': 'الشروط والأحكام', '/privacy': 'الخصوصية', '/support': 'المساعدة والدعم' },
} as const;

for (const [language, pages] of Object.entries(PUBLIC_PAGES)) {
  test(`given a visitor who is not logged in (${language}), terms, privacy and support should be readable from the footer`, async ({
    page,
  }) => {
    const site = new SitePage(page);
    await site.open(`/?lang=${language}`);
    for (const [path, heading] of Object.entries(pages)) {
      await page.getByRole('contentinfo').locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Playfront`);
      expect(await violations(page), path).toEqual([]);
    }
  });
}

test.describe('given a site without live chat', () => {
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startSecondServer(['LIVECHAT_LICENSE']);
  });

  test.afterAll(async () => {
    await server.stop();
  });

  const inbox = async () =>
    (await readFile(join(server.dataDir, 'support-messages.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  test('the cashier support route offers no dead chat button but a contact form that reaches the team', async ({
    page,
  }) => {
    const site = new SitePage(page);
    const player = newPlayer('no-chat');
    await site.open(`${server.origin}/register`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByLabel('Password').fill(player.password);
    await page.getByLabel(/^Country/).selectOption(player.country);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${server.origin}/`);
    await site.open(`${server.origin}/cashier/support`);
    const main = page.getByRole('main');
    await expect(page.locator('.pf-cashier').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
    await expect(main.getByText(/Contact our support team/)).toBeVisible();

    const form = main.getByRole('region', { name: 'Write to us' });
    await expect(form.getByLabel('E-mail')).toHaveValue(player.email);
    await expect(form.getByRole('link', { name: 'support@playfront.example' })).toHaveAttribute(
      'href',
      'mailto:support@playfront.example',
    );
    await form.getByLabel('Your message').fill('My deposit of €20 has not arrived.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Your reference:');
    const reference = /Your reference: \u2066(S-[0-9A-F]{10})\u2069\./.exec(
      (await status.textContent()) ?? '',
    )?.[1];
    expect((await inbox()).at(-1)).toMatchObject({
      reference,
      email: player.email,
      message: 'My deposit of €20 has not arrived.',
      language: 'en',
    });
    await expect(page).toHaveURL(/\/cashier\/support$/);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('cashier-support-no-chat-en.png') });
    expect(await violations(page)).toEqual([]);
  });

  test('the public support page works before log-in, in German and Arabic too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    for (const [language, heading, send] of [
      ['de', 'Hilfe und Support', 'Nachricht senden'],
      ['ar', 'المساعدة والدعم', 'إرسال الرسالة'],
    ] as const) {
      await page.goto(`${server.origin}/support?lang=${language}`);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('details')).toHaveCount(3);
      await page.locator('details summary').first().click();
      await expect(page.locator('details').first()).toHaveAttribute('open', '');
      await page.getByRole('textbox').nth(1).fill(`visitor-${language}@example.com`);
      await page.getByRole('textbox').nth(2).fill('Hallo / مرحبا');
      await page.getByRole('button', { name: send }).click();
      await expect(page.getByRole('status').filter({ hasText: /S-[0-9A-F]{10}/ })).toBeVisible();
      expect((await inbox()).at(-1)).toMatchObject({ email: `visitor-${language}@example.com`, language });
      await page.screenshot({ path: test.info().outputPath(`support-375-${language}.png`) });
      expect(await violations(page), language).toEqual([]);
    }
  });
});
