/**
 * Writes the script-tag build to dist/browser: playfront-cashier.js, an ES module with React and
 * the stylesheet inside that registers `<playfront-cashier>`, plus the chunks it loads on demand
 * (languages, QR code, crypto fields, logos), named playfront-cashier-*.js beside it. Run after
 * tsc: `node scripts/bundle-element.ts`. Sizes are the bench's (`bench/sizes/sizes.bench.ts`).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ELEMENT_ENTRY, elementDefines, packageDir } from './element-build.ts';

const outdir = join(packageDir, 'dist/browser');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: packageDir,
  entryPoints: { 'playfront-cashier': ELEMENT_ENTRY },
  chunkNames: 'playfront-cashier-[hash]',
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  conditions: ['@playfront/source'],
  define: await elementDefines(),
  logLevel: 'warning',
});
