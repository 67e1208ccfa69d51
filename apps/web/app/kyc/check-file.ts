import { KYC_MAX_FILE_BYTES, KYC_MEDIA_TYPES, type KycRefusalCode } from '@playfront/contracts';

/**
 * A first look in the browser, so a wrong file is named before it is sent: its size and its
 * declared type. The server judges again, by the file's bytes.
 */
export function checkFile(file: File | undefined): KycRefusalCode | undefined {
  if (file === undefined || file.size === 0) return 'KYC_DOCUMENTS_MISSING';
  if (file.size > KYC_MAX_FILE_BYTES) return 'KYC_FILE_TOO_LARGE';
  if (file.type !== '' && !(KYC_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return 'KYC_FILE_TYPE_NOT_ALLOWED';
  }
  return undefined;
}
