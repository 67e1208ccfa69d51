import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

const BODYLESS = new Set(['GET', 'HEAD']);

/** Form posts to the site are small; the stream fails past this many bytes. */
export const SITE_BODY_LIMIT = 65_536;

/** Passes a request body on, failing the stream once it grows past `limit` bytes. */
function limited(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new Error(`Request body over ${limit} bytes`) : null, chunk);
    },
  });
  return body.pipe(counter);
}

/** The Fastify request as a Fetch `Request` (body streamed, aborted when the client goes away). */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (!BODYLESS.has(request.method)) {
    init.body = Readable.toWeb(limited(request.raw, SITE_BODY_LIMIT)) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Sends a Fetch `Response` through Fastify, streaming its body and keeping every Set-Cookie. */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  void reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') void reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  if (response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
