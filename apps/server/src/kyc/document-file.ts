import { fileTypeFromBuffer } from 'file-type';
import { KYC_MEDIA_TYPES, type KycMediaType } from '@playfront/contracts';

export type DocumentFileCheck =
  | { readonly ok: true; readonly mediaType: KycMediaType }
  | { readonly ok: false; readonly code: 'KYC_FILE_TYPE_NOT_ALLOWED' };

const isAllowed = (mime: string): mime is KycMediaType =>
  (KYC_MEDIA_TYPES as readonly string[]).includes(mime);

/**
 * What a document is, by its first bytes (file-type's signatures), never by its name or the
 * type the browser declared: a renamed script or an HTML page is refused whatever it calls itself.
 */
export async function checkDocumentFile(content: Uint8Array): Promise<DocumentFileCheck> {
  const detected = await fileTypeFromBuffer(content);
  if (detected === undefined || !isAllowed(detected.mime)) {
    return { ok: false, code: 'KYC_FILE_TYPE_NOT_ALLOWED' };
  }
  return { ok: true, mediaType: detected.mime };
}
