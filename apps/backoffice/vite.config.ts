import { defineConfig } from 'vite';

/**
 * The console is a plain single-page app with its own bundle, served by apps/server from
 * `dist/` under /backoffice/ (the player site never loads it). Source-first workspaces: the
 * `@playfront/source` condition resolves the packages to their TypeScript.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/backoffice/',
  resolve: { conditions: ['@playfront/source'] },
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
