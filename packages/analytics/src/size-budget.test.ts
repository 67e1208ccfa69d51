import { describe, expect, it } from 'vitest';
import { BUDGETS, SNIPPET_CEILING, buildCore, gzipSize } from '../scripts/bundles.ts';
import { renderSiteLoadedScript } from './snippet/index.ts';

describe('given the size budgets (minified, gzip level 9)', () => {
  it(`should keep the core browser bundle within its budget of ${BUDGETS.core} B`, async () => {
    expect(gzipSize(await buildCore())).toBeLessThanOrEqual(BUDGETS.core);
  });

  it(`should keep the rendered site-loaded script within its ceiling of ${SNIPPET_CEILING} B`, () => {
    const script = renderSiteLoadedScript({ projectId: 'playfront-demo', license: 'mga', ipCountry: 'DE' });
    expect(gzipSize(script)).toBeLessThanOrEqual(SNIPPET_CEILING);
  });
});
