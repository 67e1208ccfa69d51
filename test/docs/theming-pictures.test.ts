import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_APPEARANCE, WORKSHOP_THEMES } from '../../workshop/cashier/looks.ts';

/**
 * The cashier README's theming pictures say which variables made them: the brand's code block
 * must be the workshop's `BRAND_APPEARANCE` the pictures were taken with, and every picture the
 * README shows must be there (`npm run workshop:pictures` makes them).
 */
const cashier = join(import.meta.dirname, '../../packages/cashier');
const readme = readFileSync(join(cashier, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Theming, in pictures'),
  readme.indexOf('## Component workshop'),
);

describe('the cashier README theming pictures', () => {
  it('given the brand look, the README should show each of its variables as the workshop sets it', () => {
    expect(section).toContain(`theme: '${String(BRAND_APPEARANCE.theme)}'`);
    for (const [name, value] of Object.entries(BRAND_APPEARANCE.variables ?? {})) {
      expect(section).toContain(`${name}: '${value}',`);
    }
  });

  it('given each look at 375 px and on a desktop, the README should show its picture, committed', () => {
    for (const theme of WORKSHOP_THEMES) {
      for (const width of ['375', 'desktop']) {
        const picture = `docs/theming/${theme}-${width}.png`;
        expect(section).toContain(`](${picture})`);
        expect(existsSync(join(cashier, picture)), picture).toBe(true);
      }
    }
  });
});
