import { expect, test, type Page } from '@playwright/test';
import { newPlayer, SitePage } from '../../pages/site/site-page.ts';

/** The cashout terms of one method, opened on the cashier's terms page. */
async function cashoutTerms(site: SitePage, language: string, withdraw: string, method: string) {
  await site.open(`/cashier/terms-and-conditions?lang=${language}`);
  await site.page.getByRole('button', { name: withdraw, exact: true }).click();
  const details = site.page.locator('details').filter({ has: site.page.getByText(method, { exact: true }) });
  await details.locator('summary').click();
  return details;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('given a player, the cashier should count processing times in the plural forms of English and Arabic', async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.register(newPlayer('plurals'));

  // English: one and other ("1 hour", "2 hours"), not "1 hours".
  await expect(await cashoutTerms(site, 'en', 'Withdraw', 'MuchBetter')).toContainText('1 hour');
  const bankEn = await cashoutTerms(site, 'en', 'Withdraw', 'Bank account');
  await expect(bankEn).toContainText('2 hours');
  await expect(page.getByText('1–2 hours').first()).toBeAttached();
  await bankEn.scrollIntoViewIfNeeded();
  await shoot(page, 'terms-en');

  // Arabic has six forms: one and two say the number in words, 3–10 take the plural, 11+ the singular.
  await expect(await cashoutTerms(site, 'ar', 'سحب', 'MuchBetter')).toContainText('ساعة واحدة');
  const bankAr = await cashoutTerms(site, 'ar', 'سحب', 'حساب بنكي');
  await expect(bankAr).toContainText('ساعتان');
  await expect(page.getByText('1–24 ساعة').first()).toBeAttached();
  await expect(page.getByText('3–5 أيام عمل').first()).toBeAttached();
  await bankAr.scrollIntoViewIfNeeded();
  await shoot(page, 'terms-ar');
});
