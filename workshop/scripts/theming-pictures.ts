import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startWorkshop, StoryViewer } from '../../e2e/fixtures/workshop.ts';
import { WORKSHOP_THEMES } from '../cashier/looks.ts';

/**
 * The cashier README's theming pictures: the widget's home (the method list) from the workshop,
 * in each look (light, dark, the brand over dark) at a phone's 375 px and at a desktop's width,
 * written as palette PNGs (sharp's quantiser) small enough to commit.
 *
 *   npm run workshop:pictures
 */
const OUT = join(import.meta.dirname, '../../packages/cashier/docs/theming');
const STORY = 'cashier-widget--method-list';
const VIEWPORTS = [
  { name: '375', width: 375 },
  { name: 'desktop', width: 1024 },
] as const;
/** The first screenful: header, tabs and the first methods. */
const HEIGHT = 700;

const workshop = await startWorkshop();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
mkdirSync(OUT, { recursive: true });
try {
  for (const theme of WORKSHOP_THEMES) {
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage({ viewport: { width: viewport.width, height: HEIGHT + 200 } });
      await new StoryViewer(page, workshop.origin, { theme, language: 'en' }).show(STORY);
      const box = await page.locator('.pf-cashier').first().boundingBox();
      if (box === null) throw new Error(`${theme}: the widget is not on the page`);
      const shot = await page.screenshot({
        clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, HEIGHT) },
        animations: 'disabled',
        caret: 'hide',
      });
      const file = join(OUT, `${theme}-${viewport.name}.png`);
      const written = await sharp(shot)
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toFile(file);
      console.log(`${file}: ${String(written.size)} B (${String(shot.length)} B before)`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await workshop.close();
}
