import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('given the demo page, axe should find no violations', async ({ page }) => {
  await page.goto('/demo');
  await page.waitForFunction(() => 'playfrontAnalytics' in window);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
