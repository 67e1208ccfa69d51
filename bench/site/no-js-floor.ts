/**
 * The LCP bench's floor: the home page as the server renders it, with every script removed (inline
 * and external, and their `modulepreload` hints), served by `node:http` on its own port with the
 * page's own response headers (its security headers and policies; only those describing the body,
 * its length and encoding, are the floor's). Styles, fonts and images are passed through from the
 * real server unchanged (same bytes, same encoding, same cache headers), so the two pages differ
 * only by their JavaScript: the gap between their LCPs is what the scripts cost the first paint.
 */
import { brotliCompressSync } from 'node:zlib';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NoJsFloor {
  readonly url: string;
  /** Bytes of script removed from the HTML (inline) and of script files no longer requested. */
  readonly removedScriptTags: number;
  close(): Promise<void>;
}

/**
 * What the floor takes out of the page: every script and hint (the floor itself), or, to tell
 * their costs apart, only the `modulepreload` hints, only the scripts (hints kept), or nothing
 * (the page as served, from a copy: what the server's rendering and streaming cost).
 */
export const FLOOR_STRIPS = ['scripts', 'preloads', 'scripts-only', 'nothing'] as const;
export type FloorStrip = (typeof FLOOR_STRIPS)[number];

/** The page's HTML without its scripts: `<script>…</script>` and `<link rel="modulepreload">`. */
export function stripScripts(html: string, strip: FloorStrip = 'scripts'): { html: string; removed: number } {
  let removed = 0;
  if (strip === 'nothing') return { html, removed };
  const count = () => {
    removed += 1;
    return '';
  };
  const withoutScripts =
    strip === 'preloads' ? html : html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, count);
  const stripped =
    strip === 'scripts-only'
      ? withoutScripts
      : withoutScripts.replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, count);
  return { html: stripped, removed };
}

/** The page's headers that describe its body or connection: the floor sends its own. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * `pageHeaders: false` (a diagnosis, not the floor) answers with only a content type and
 * `no-store`, as the floor did until 2026-11-26. In Chromium 156 the page's headers cost the
 * first paint on their own, so that floor measured them as well as the scripts (bench/README.md,
 * issue 18, 2026-11-26 evening).
 */
export async function startNoJsFloor(
  origin: string,
  path: string,
  headers: Record<string, string>,
  strip: FloorStrip = 'scripts',
  { pageHeaders = true }: { readonly pageHeaders?: boolean } = {},
): Promise<NoJsFloor> {
  const page = await fetch(new URL(path, origin), { headers });
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  // Its policy's nonces stay those of the HTML served, which comes from this same answer.
  const kept: Record<string, string> = {};
  if (pageHeaders) {
    page.headers.forEach((value, name) => {
      if (!BODY_HEADERS.has(name)) kept[name] = value;
    });
  }
  const { html, removed } = stripScripts(await page.text(), strip);
  // Compressed once, as the real server compresses its answer (brotli when the browser offers it).
  const brotli = brotliCompressSync(Buffer.from(html));
  const plain = Buffer.from(html);

  const server = createServer((request, response) => {
    if (request.url === path) {
      const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      const body = br ? brotli : plain;
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...kept,
        'content-length': body.length,
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      response.end(body);
      return;
    }
    // Everything else (CSS, fonts, images) comes from the real server byte for byte, as it answers it.
    const upstream = forward(new URL(request.url ?? '/', origin), { headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    removedScriptTags: removed,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
