import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Source-first workspaces: `@playfront/source` resolves the packages to their TypeScript.
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['@playfront/source'] },
  ssr: { resolve: { conditions: ['@playfront/source'], externalConditions: ['@playfront/source'] } },
});
