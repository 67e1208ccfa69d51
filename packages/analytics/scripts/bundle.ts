/**
 * Writes the minified browser builds to dist/browser: playfront-analytics.min.js (IIFE, sets
 * window.PlayfrontAnalytics) and core.min.js (ESM of the root entry, what the size benchmark
 * measures). Run after scripts/generate.ts: `node scripts/bundle.ts`. It prints nothing: sizes
 * and their budgets are the bench's (`node bench/sizes/sizes.bench.ts`) and the size test's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCore, buildIife, packageDir } from './bundles.ts';

const out = join(packageDir, 'dist/browser');
mkdirSync(out, { recursive: true });

const [core, iife] = await Promise.all([buildCore(), buildIife()]);
writeFileSync(join(out, 'core.min.js'), core);
writeFileSync(join(out, 'playfront-analytics.min.js'), iife);
