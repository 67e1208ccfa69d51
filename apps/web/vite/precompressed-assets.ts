import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes a brotli (quality 11) and a gzip copy beside each script, style sheet and other text
 * asset of the browser build, which the server sends as they are (`preCompressed`). Compressed
 * at each request instead, the first-route chunk cost the server brotli's CPU on every cold page
 * while the document was rendering (decision 071), and at a lower quality.
 */
export function precompressedAssets(): Plugin {
  return {
    ...compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
    // The server bundle is read from disk by the server, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
  };
}
