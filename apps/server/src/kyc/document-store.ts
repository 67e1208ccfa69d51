import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where documents live: `<DATA_DIR>/kyc/<player id>/<document id>`, readable by the server's user
 * only and outside every folder the server serves. Ids are server-made UUIDs, never the player's
 * file name, so no name can reach another path.
 */
export class DocumentStore {
  readonly #root: string;

  constructor(dataDir: string) {
    this.#root = join(dataDir, 'kyc');
  }

  pathOf(playerId: string, documentId: string): string {
    return join(this.#root, playerId, documentId);
  }

  async save(playerId: string, documentId: string, content: Uint8Array): Promise<void> {
    await mkdir(join(this.#root, playerId), { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(playerId, documentId), content, { mode: 0o600, flag: 'wx' });
  }

  /** Removes files a refused upload left (its check was never written). */
  async remove(playerId: string, documentIds: readonly string[]): Promise<void> {
    await Promise.all(documentIds.map((id) => rm(this.pathOf(playerId, id), { force: true })));
  }
}
