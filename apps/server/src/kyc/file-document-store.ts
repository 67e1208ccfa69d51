import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentStore, StoredDocument } from './document-store.ts';

/**
 * Documents on the local disk: `<DATA_DIR>/kyc/<player id>/<document id>`, readable by the
 * server's user only and outside every folder the server serves. One machine only: several
 * instances need the object store (or one shared volume).
 */
export class FileDocumentStore implements DocumentStore {
  readonly #root: string;

  constructor(dataDir: string) {
    this.#root = join(dataDir, 'kyc');
  }

  #pathOf(playerId: string, documentId: string): string {
    return join(this.#root, playerId, documentId);
  }

  async save(playerId: string, documentId: string, document: StoredDocument): Promise<void> {
    await mkdir(join(this.#root, playerId), { recursive: true, mode: 0o700 });
    await writeFile(this.#pathOf(playerId, documentId), document.content, { mode: 0o600, flag: 'wx' });
  }

  async read(playerId: string, documentId: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.#pathOf(playerId, documentId));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(playerId: string, documentIds: readonly string[]): Promise<void> {
    await Promise.all(documentIds.map((id) => rm(this.#pathOf(playerId, id), { force: true })));
  }
}
