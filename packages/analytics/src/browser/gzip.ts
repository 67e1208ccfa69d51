/**
 * `text` gzip-compressed by the platform's CompressionStream (browsers since 2023, Node 18):
 * no bundle cost. Undefined where the platform has none; the caller then sends it plain. An
 * ArrayBuffer rather than a Blob body, which browser tooling (DevTools, Playwright) cannot show.
 */
export const gzip = (text: string): Promise<ArrayBuffer> | undefined =>
  typeof CompressionStream == 'function'
    ? new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
    : undefined;
