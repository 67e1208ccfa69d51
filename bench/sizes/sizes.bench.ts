/**
 * Size of what ships to the browser, minified, against named budgets (gzip): the analytics core
 * bundle, the inline site-loaded script, and the cashier (headless core; React UI without React,
 * counting what loads first apart from what loads on demand: crypto fields, languages), and the
 * script-tag build of `<playfront-cashier>` with React inside.
 * Run: npm run build && node bench/sizes/sizes.bench.ts [--record]
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderSiteLoadedScript } from '@playfront/analytics/snippet';
import { writeResult } from '../lib/report.ts';
import { ELEMENT_ENTRY, elementDefines } from '../../packages/cashier/scripts/element-build.ts';
import { bundleEntry, REACT_EXTERNALS } from './bundle-entry.ts';

interface Entry {
  readonly name: string;
  readonly code: string;
  /** Budget for the gzip size in bytes. */
  readonly budgetGzip: number;
}

const root = new URL('../../', import.meta.url).pathname;

const entries: Entry[] = [
  {
    name: 'analytics core (@playfront/analytics, min)',
    code: readFileSync(`${root}packages/analytics/dist/browser/core.min.js`, 'utf8'),
    budgetGzip: 3 * 1024,
  },
  {
    name: 'site-loaded script (@playfront/analytics/snippet, rendered)',
    code: renderSiteLoadedScript({ projectId: 'playfront-demo', license: 'mga', ipCountry: 'DE' }),
    budgetGzip: 1024,
  },
];

interface Row {
  name: string;
  raw: number;
  gzip: number;
  brotli?: number;
  /** On-demand chunks (bundled entries only), min+gzip summed. */
  lazyGzip?: number;
  lazyChunks?: number;
  budgetGzip: number;
  withinBudget: boolean;
}

const rows: Row[] = entries.map(({ name, code, budgetGzip }) => {
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { name, raw, gzip, brotli, budgetGzip, withinBudget: gzip <= budgetGzip };
});

const bundles = [
  {
    name: 'cashier core (@playfront/cashier)',
    entry: 'packages/cashier/src/index.ts',
    budgetGzip: 60 * 1024,
  },
  {
    name: 'cashier UI (@playfront/cashier/react, initial, without React)',
    entry: 'packages/cashier/src/react/index.ts',
    budgetGzip: 60 * 1024,
  },
];
for (const bundle of bundles) {
  const sizes = await bundleEntry({
    entry: `${root}${bundle.entry}`,
    external: REACT_EXTERNALS,
    conditions: ['@playfront/source'],
  });
  rows.push({
    name: bundle.name,
    raw: sizes.initialRaw,
    gzip: sizes.initialGzip,
    lazyGzip: sizes.lazyGzip,
    lazyChunks: sizes.lazyChunks,
    budgetGzip: bundle.budgetGzip,
    withinBudget: sizes.initialGzip <= bundle.budgetGzip,
  });
}

// embed: the script-tag build of <playfront-cashier> (decision 058): React and the stylesheet
// inside, as a page without React loads it; languages, QR code and crypto fields on demand.
{
  const budgetGzip = 130 * 1024;
  const sizes = await bundleEntry({
    entry: ELEMENT_ENTRY,
    external: [],
    conditions: ['@playfront/source'],
    define: await elementDefines(),
  });
  rows.push({
    name: 'cashier element script (@playfront/cashier/playfront-cashier.js, initial, React inside)',
    raw: sizes.initialRaw,
    gzip: sizes.initialGzip,
    lazyGzip: sizes.lazyGzip,
    lazyChunks: sizes.lazyChunks,
    budgetGzip,
    withinBudget: sizes.initialGzip <= budgetGzip,
  });
}

console.table(rows);
writeResult('sizes', { rows });
if (rows.some((row) => !row.withinBudget)) {
  console.error('A bundle is over its gzip budget');
  process.exitCode = 1;
}
