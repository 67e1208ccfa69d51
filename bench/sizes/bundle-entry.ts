/**
 * Bundles one entry the way a host app's bundler would (ESM, minified, code splitting) and sizes
 * what loads first apart from what loads on demand: the entry chunk plus every chunk it imports
 * statically is "initial"; chunks reached only through `import()` are "lazy".
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/** React as a host provides it: left out of the cashier's bundles. */
export const REACT_EXTERNALS: readonly string[] = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
];

export interface BundleSizes {
  /** Min+gzip bytes of the initial chunks, summed (each gzipped on its own, as served). */
  readonly initialGzip: number;
  readonly initialRaw: number;
  /** Min+gzip bytes of every on-demand chunk, summed. */
  readonly lazyGzip: number;
  readonly lazyChunks: number;
}

export interface BundleOptions {
  /** Absolute path of the entry module. */
  readonly entry: string;
  /** Packages left to the host (React). */
  readonly external: readonly string[];
  /** Export conditions, e.g. the repo's source-first condition. */
  readonly conditions?: readonly string[];
  /** Build-time constants over `process.env.NODE_ENV` (the element's stylesheet text). */
  readonly define?: Readonly<Record<string, string>>;
}

export async function bundleEntry(options: BundleOptions): Promise<BundleSizes> {
  const outdir = mkdtempSync(join(tmpdir(), 'pf-bundle-'));
  try {
    const result = await build({
      entryPoints: [options.entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      target: 'es2022',
      outdir,
      // Output paths in the metafile are then relative to outdir.
      absWorkingDir: outdir,
      metafile: true,
      write: true,
      external: [...options.external],
      conditions: [...(options.conditions ?? [])],
      define: { 'process.env.NODE_ENV': '"production"', ...options.define },
      logLevel: 'error',
      loader: { '.css': 'empty' },
    });
    return measure(result.metafile, outdir, resolve(options.entry));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function measure(metafile: Metafile, outdir: string, entryPath: string): BundleSizes {
  const outputs = metafile.outputs;
  // Lazy chunks (a locale, the QR code) have an entryPoint too: pick the one built from `entryPath`.
  const entry = Object.keys(outputs).find((path) => {
    const from = outputs[path]?.entryPoint;
    return path.endsWith('.js') && from !== undefined && resolve(outdir, from) === entryPath;
  });
  if (entry === undefined) throw new Error('esbuild produced no entry chunk');

  const initial = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.pop();
    if (path === undefined || initial.has(path)) continue;
    initial.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }

  let initialGzip = 0;
  let initialRaw = 0;
  let lazyGzip = 0;
  let lazyChunks = 0;
  for (const path of Object.keys(outputs)) {
    if (!path.endsWith('.js')) continue;
    const code = readFileSync(join(outdir, path));
    const gzip = gzipSync(code, { level: 9 }).length;
    if (initial.has(path)) {
      initialGzip += gzip;
      initialRaw += code.length;
    } else {
      lazyGzip += gzip;
      lazyChunks += 1;
    }
  }
  return { initialGzip, initialRaw, lazyGzip, lazyChunks };
}
