import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { firstRouteChunk } from './vite/first-route-chunk.ts';
import { precompressedAssets } from './vite/precompressed-assets.ts';

// Source-first workspaces: `@playfront/source` resolves the packages to their TypeScript. Vite's
// own conditions are kept for the client, so `browser` picks the SDK's browser build.
export default defineConfig({
  plugins: [
    reactRouter(),
    // The home page is the site's first route: its first render's modules in one chunk (decision 071).
    firstRouteChunk(['app/entry.client.tsx', 'app/root.tsx', 'app/routes/home.tsx']),
    precompressedAssets(),
  ],
  resolve: { conditions: ['@playfront/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@playfront/source'], externalConditions: ['@playfront/source'] } },
});
