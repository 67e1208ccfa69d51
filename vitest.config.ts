import { defineConfig } from 'vitest/config';

// Source-first workspaces: the `@playfront/source` condition resolves packages to their TypeScript.
export default defineConfig({
  resolve: { conditions: ['@playfront/source'] },
  ssr: { resolve: { conditions: ['@playfront/source'], externalConditions: ['@playfront/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/web/app/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./vitest.setup.ts'],
  },
});
