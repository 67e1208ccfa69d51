/**
 * Identity checks (KYC): the documents a player uploads and the answers of
 * `/api/v1/player/kyc` (docs/api/kyc.md, docs/decisions/043-kyc-verification-next-step.md).
 */

/** Where the player's verification lives: `GET` reads it, `POST …/documents` sends the documents. */
export const KYC_PATH = '/api/v1/player/kyc';
export const KYC_DOCUMENTS_PATH = '/api/v1/player/kyc/documents';

/** The documents a check needs, one file each; also the multipart field names. */
export const KYC_DOCUMENT_KINDS = ['identity_front', 'identity_back', 'proof_of_address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The file types accepted, judged by the file's first bytes, never its name or declared type. */
export const KYC_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycMediaType = (typeof KYC_MEDIA_TYPES)[number];

/** The largest file accepted, in bytes (5 MiB: a phone photo or a scanned page). */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Why an upload is refused; the site turns each into the player's language. */
export const KYC_REFUSAL_CODES = [
  /** A file is larger than KYC_MAX_FILE_BYTES. */
  'KYC_FILE_TOO_LARGE',
  /** A file is not a JPEG, PNG or PDF by its content. */
  'KYC_FILE_TYPE_NOT_ALLOWED',
  /** One of the three documents is missing, or something else than the three files was sent. */
  'KYC_DOCUMENTS_MISSING',
  /** A check is under way or the player is verified already: nothing to upload. */
  'KYC_NOT_EDITABLE',
] as const;
export type KycRefusalCode = (typeof KYC_REFUSAL_CODES)[number];

/** True when `code` is one of the upload refusals. */
export function isKycRefusalCode(code: string): code is KycRefusalCode {
  return (KYC_REFUSAL_CODES as readonly string[]).includes(code);
}
