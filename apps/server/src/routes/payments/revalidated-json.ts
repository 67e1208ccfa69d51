import { createHash, hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A validator for a body made of `parts`, in order: the body's text, or text that determines it
 * (a fingerprint standing for a long cached part). Weak (`W/`), because compression sends other
 * bytes for the same answer, and If-None-Match compares weakly anyway (RFC 9110, 13.1.2).
 */
export function etagOf(parts: readonly (string | Uint8Array)[]): string {
  return `W/"${digestOf(parts).slice(0, 27)}"`;
}

/** SHA-256 of the parts in order; text alone is hashed in one call, without a Hash object per answer. */
function digestOf(parts: readonly (string | Uint8Array)[]): string {
  if (parts.every((part) => typeof part === 'string')) return hash('sha256', parts.join(''), 'base64url');
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part);
  return digest.digest('base64url');
}

/** Whether an If-None-Match header names `etag` (weak comparison) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a player's JSON answer, already encoded, that their browser may keep but must
 * revalidate on every use: `private` keeps it out of shared caches, `no-cache` sends the
 * browser back with `If-None-Match`, and an unchanged answer comes back as a bodiless 304. The
 * ETag is made from the body itself (`etagOf`), so it changes with anything the body holds,
 * whatever changed it (the catalogue, the player, even the request's country); `vary` names
 * the request headers the answer depends on.
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  etag: string,
  vary: string,
): FastifyReply {
  void reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', vary);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
