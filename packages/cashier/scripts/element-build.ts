/**
 * What the script-tag build of `<playfront-cashier>` is made of, shared by
 * scripts/bundle-element.ts (which writes it) and the size bench (which measures it).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The entry: registers the element, exports `mountCashier`. */
export const ELEMENT_ENTRY = join(packageDir, 'src/element/script.ts');

/** The stylesheet with its `@import`s inlined, minified: a constructable sheet takes no `@import`. */
export async function stylesheetText(): Promise<string> {
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: ['src/react/styles/cashier.css'],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error('esbuild produced no stylesheet');
  return file.text;
}

/** The build-time constants of the entry: the stylesheet's text and React's production mode. */
export async function elementDefines(): Promise<Record<string, string>> {
  return {
    'process.env.NODE_ENV': '"production"',
    PLAYFRONT_CASHIER_CSS: JSON.stringify(await stylesheetText()),
  };
}
