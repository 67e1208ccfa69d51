/**
 * Writes the minified browser builds to dist/browser and reports their sizes against the
 * budgets: playfront-analytics.min.js (IIFE, sets window.PlayfrontAnalytics) and core.min.js
 * (ESM of the root entry, what the size benchmark measures). Run after scripts/generate.ts:
 * `node scripts/bundle.ts`. Over budget is reported, not fatal: the size test guards it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSiteLoadedScript } from '../src/snippet/index.ts';
import { BUDGETS, buildCore, buildIife, gzipSize, packageDir } from './bundles.ts';

const out = join(packageDir, 'dist/browser');
mkdirSync(out, { recursive: true });

const [core, iife] = await Promise.all([buildCore(), buildIife()]);
writeFileSync(join(out, 'core.min.js'), core);
writeFileSync(join(out, 'playfront-analytics.min.js'), iife);
const snippet = renderSiteLoadedScript({ projectId: 'playfront-demo', license: 'mga' });

const rows = [
  { name: 'core.min.js', code: core, budget: BUDGETS.core },
  { name: 'playfront-analytics.min.js', code: iife, budget: null },
  { name: 'site-loaded script (rendered)', code: snippet, budget: BUDGETS.snippet },
].map(({ name, code, budget }) => ({ name, bytes: code.length, gzip: gzipSize(code), budget }));

writeFileSync(join(out, 'sizes.json'), `${JSON.stringify(rows, null, 2)}\n`);
for (const { name, bytes, gzip, budget } of rows) {
  const verdict = budget === null ? '' : `, budget ${budget} B: ${gzip <= budget ? 'ok' : 'OVER'}`;
  console.log(`${name}: ${bytes} B minified, ${gzip} B gzip${verdict}`);
}
