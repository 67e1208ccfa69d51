/**
 * Size of what ships to the browser, minified, against named budgets (gzip):
 * the analytics core bundle and the inline site-loaded script.
 * Run: npm run build && node bench/sizes/sizes.bench.ts [--record]
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderSiteLoadedScript } from '@playfront/analytics/snippet';
import { writeResult } from '../lib/report.ts';

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

const rows = entries.map(({ name, code, budgetGzip }) => {
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { name, raw, gzip, brotli, budgetGzip, withinBudget: gzip <= budgetGzip };
});

console.table(rows);
writeResult('sizes', { rows });
if (rows.some((row) => !row.withinBudget)) {
  console.error('A bundle is over its gzip budget');
  process.exitCode = 1;
}
