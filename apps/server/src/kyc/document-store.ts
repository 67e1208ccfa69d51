import type { KycMediaType } from '@playfront/contracts';

/** One stored document: its bytes and what they are (judged from the content at upload). */
export interface StoredDocument {
  readonly content: Uint8Array;
  readonly mediaType: KycMediaType;
}

/**
 * Where identity documents are kept, by player and server-made document id: the local disk
 * (file-document-store.ts, one machine) or an S3-compatible object store (object-document-store.ts,
 * several instances, decision 063). Ids are UUIDs, never the player's file name.
 */
export interface DocumentStore {
  /** Stores a new document; never replaces one (ids are fresh). */
  save(playerId: string, documentId: string, document: StoredDocument): Promise<void>;
  /** The document's bytes, or null when there is none under that id. */
  read(playerId: string, documentId: string): Promise<Uint8Array | null>;
  /** Removes documents (an upload refused after they were stored); missing ones are no error. */
  remove(playerId: string, documentIds: readonly string[]): Promise<void>;
}
