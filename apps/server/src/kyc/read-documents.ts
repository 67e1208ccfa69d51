import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  KYC_DOCUMENT_KINDS,
  type KycDocumentKind,
  type KycMediaType,
  type KycRefusalCode,
} from '@playfront/contracts';
import { checkDocumentFile } from './document-file.ts';

/** One document as received: its content checked, not yet stored. */
export interface ReceivedDocument {
  readonly kind: KycDocumentKind;
  readonly fileName: string;
  readonly mediaType: KycMediaType;
  readonly content: Buffer;
  readonly sha256: string;
}

export type ReadDocuments =
  | { readonly ok: true; readonly documents: readonly ReceivedDocument[] }
  | { readonly ok: false; readonly code: KycRefusalCode; readonly field?: KycDocumentKind };

const isKind = (name: string): name is KycDocumentKind =>
  (KYC_DOCUMENT_KINDS as readonly string[]).includes(name);

/** @fastify/multipart's codes for a body over its limits or not multipart at all. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE']);
const MALFORMED = new Set([
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The player's own file name, kept for them and staff to recognise: no path, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/\p{Cc}/gu, '').trim();
  return (printable === '' ? 'document' : printable).slice(0, 200);
}

/**
 * Reads the multipart body: exactly one file for each of the three document kinds, each within
 * the size limit (the plugin's `fileSize`) and a JPEG, PNG or PDF by its content. The first
 * problem is the answer, with the field it is about.
 */
export async function readDocuments(request: FastifyRequest): Promise<ReadDocuments> {
  const documents = new Map<KycDocumentKind, ReceivedDocument>();
  let current: KycDocumentKind | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || !isKind(part.fieldname) || documents.has(part.fieldname)) {
        return { ok: false, code: 'KYC_DOCUMENTS_MISSING' };
      }
      current = part.fieldname;
      const content = await part.toBuffer();
      const checked = await checkDocumentFile(content);
      if (!checked.ok) return { ok: false, code: checked.code, field: part.fieldname };
      documents.set(part.fieldname, {
        kind: part.fieldname,
        fileName: cleanFileName(part.filename),
        mediaType: checked.mediaType,
        content,
        sha256: createHash('sha256').update(content).digest('hex'),
      });
    }
  } catch (error) {
    const code = codeOf(error);
    if (code !== undefined && TOO_LARGE.has(code)) {
      return { ok: false, code: 'KYC_FILE_TOO_LARGE', ...(current === undefined ? {} : { field: current }) };
    }
    if (code !== undefined && MALFORMED.has(code)) return { ok: false, code: 'KYC_DOCUMENTS_MISSING' };
    throw error;
  }
  const missing = KYC_DOCUMENT_KINDS.find((kind) => !documents.has(kind));
  if (missing !== undefined) return { ok: false, code: 'KYC_DOCUMENTS_MISSING', field: missing };
  return { ok: true, documents: [...documents.values()] };
}
