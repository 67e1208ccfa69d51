/**
 * `text` gzip-compressed by the platform's CompressionStream (browsers since 2023, Node 18):
 * no bundle cost. Undefined where the platform has none; the caller then sends it plain.
 */
export const gzip = (text: string): Promise<Blob> | undefined =>
  typeof CompressionStream == 'function'
    ? new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).blob()
    : undefined;
