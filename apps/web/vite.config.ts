import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defineConfig } from 'vite';

// Source-first workspaces: `@playfront/source` resolves the packages to their TypeScript. Vite's
// own conditions are kept for the client, so `browser` picks the SDK's browser build.
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['@playfront/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@playfront/source'], externalConditions: ['@playfront/source'] } },
});
