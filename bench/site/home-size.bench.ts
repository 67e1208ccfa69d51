/**
 * JavaScript the home page loads, min+gzip: the client entry, the root route and the
 * `routes/home` route, each with its imports, and the route manifest, as React Router's
 * manifest (`build/client/assets/manifest-*.js`) lists them for the page's modulepreloads.
 * Vite's build is already minified; each file is gzipped on its own at level 9, as it is served.
 * Run: npm run build && npx node --conditions=@playfront/source bench/site/home-size.bench.ts [--record]
 * Goal: at most 100 KB (102,400 B).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeResult } from '../lib/report.ts';

const GOAL_BYTES = 102_400;
const root = new URL('../../', import.meta.url).pathname;
const clientDir = join(root, 'apps/web/build/client');
const assetsDir = join(clientDir, 'assets');

interface ManifestEntry {
  readonly module: string;
  readonly imports?: readonly string[];
}
interface Manifest {
  readonly entry: ManifestEntry;
  readonly routes: Readonly<Record<string, ManifestEntry | undefined>>;
}

const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (manifestFile === undefined)
  throw new Error('No manifest-*.js in apps/web/build/client/assets: run npm run build');
const manifestSource = readFileSync(join(assetsDir, manifestFile), 'utf8');
const prefix = 'window.__reactRouterManifest=';
if (!manifestSource.startsWith(prefix)) throw new Error(`${manifestFile} is not a React Router manifest`);
const manifest = JSON.parse(manifestSource.slice(prefix.length).replace(/;\s*$/, '')) as Manifest;

const route = (id: string): ManifestEntry => {
  const entry = manifest.routes[id];
  if (entry === undefined) throw new Error(`The manifest has no route ${id}`);
  return entry;
};

// In load order; a file shared by several parts counts once.
const files = new Set<string>();
for (const part of [manifest.entry, route('root'), route('routes/home')]) {
  files.add(part.module);
  for (const file of part.imports ?? []) files.add(file);
}
files.add(`/assets/${manifestFile}`);

/**
 * Where a chunk's code comes from, by its file name: Vite names a shared chunk after its first
 * module, so this is a good guide, not an exact attribution (a chunk may carry other code too).
 */
function origin(file: string): string {
  const name = file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  if (name === 'entry.client') return 'react-dom (+ client entry)';
  if (name === 'jsx-runtime') return 'react';
  if (name === 'components' || name === 'errorBoundaries') return 'react-router';
  if (name === 'use-t') return 'i18next + react-i18next';
  if (name === 'en') return 'messages (en)';
  if (name === 'react') return '@playfront/analytics/react';
  if (name === 'manifest') return 'route manifest';
  return 'app';
}

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(clientDir, file));
  return {
    file: file.replace(/^\/assets\//, ''),
    origin: origin(file),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);
const byOrigin: Record<string, number> = {};
for (const row of rows) byOrigin[row.origin] = (byOrigin[row.origin] ?? 0) + row.gzip;

console.table(rows);
console.table(
  Object.entries(byOrigin)
    .sort(([, a], [, b]) => b - a)
    .map(([name, gzip]) => ({ origin: name, gzip, share: `${((gzip / total) * 100).toFixed(1)} %` })),
);
const met = total <= GOAL_BYTES;
console.log(
  `home page JavaScript: ${rows.length} files, ${total.toLocaleString('en')} B min+gzip ` +
    `(${rawTotal.toLocaleString('en')} B min); goal ≤ ${GOAL_BYTES.toLocaleString('en')} B: ` +
    (met ? 'met' : `missed by ${(total - GOAL_BYTES).toLocaleString('en')} B`),
);

writeResult('site-home-size', {
  name: 'site-home-size',
  goal: { maxGzipBytes: GOAL_BYTES },
  met,
  totalGzipBytes: total,
  totalMinBytes: rawTotal,
  files: rows,
  byOrigin,
});
if (!met) process.exitCode = 1;
