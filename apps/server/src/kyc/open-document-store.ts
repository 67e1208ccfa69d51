import type { DocumentStore } from './document-store.ts';
import { FileDocumentStore } from './file-document-store.ts';
import type { KycStorageSettings } from './kyc-storage-settings.ts';
import { ObjectDocumentStore } from './object-document-store.ts';

/** The object store when `KYC_STORAGE_URL` names one, else the local disk under DATA_DIR. */
export const openDocumentStore = (settings: {
  readonly dataDir: string;
  readonly kycStorage: KycStorageSettings | undefined;
}): DocumentStore =>
  settings.kycStorage === undefined
    ? new FileDocumentStore(settings.dataDir)
    : new ObjectDocumentStore(settings.kycStorage);
