import { describe, expect, it } from 'vitest';
import { bundleEntry, REACT_EXTERNALS } from './bundle-entry.ts';

const root = new URL('../../', import.meta.url).pathname;
const BUDGET = 60 * 1024;

/**
 * The cashier's 60 KB first-load budget (issue 4) as a test, so a change that breaks it fails CI
 * rather than a later bench run: one import from a module holding TypeBox schemas pulls 20 KB in
 * (docs/decisions/011-cashier-bundle-budget.md). Figures and history: bench/README.md.
 */
describe('given the cashier bundled as a host app would (esbuild, ESM, splitting, minified)', () => {
  it(`should load at most ${BUDGET} B min+gzip of the UI before anything on demand, without React`, async () => {
    const sizes = await bundleEntry({
      entry: `${root}packages/cashier/src/react/index.ts`,
      external: REACT_EXTERNALS,
      conditions: ['@playfront/source'],
    });
    expect(sizes.initialGzip).toBeLessThanOrEqual(BUDGET);
    // Languages, QR code, phone plans, crypto fields and checksums stay on demand.
    expect(sizes.lazyChunks).toBeGreaterThanOrEqual(10);
  });
});
