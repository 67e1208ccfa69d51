import { AwsClient } from 'aws4fetch';
import type { DocumentStore, StoredDocument } from './document-store.ts';
import type { KycStorageSettings } from './kyc-storage-settings.ts';

/** The object store answered something other than success: the upload must not look stored. */
export class DocumentStorageError extends Error {
  constructor(operation: string, status: number, detail: string) {
    super(`KYC document ${operation} failed: the object store answered ${status} ${detail}`.trim());
    this.name = 'DocumentStorageError';
  }
}

/**
 * Documents in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …), one object per
 * document under `<base URL><player id>/<document id>`, so every instance reads the same ones.
 * Requests are signed with Signature V4 (aws4fetch); each asks for encryption at rest
 * (`x-amz-server-side-encryption: AES256`) and refuses to replace an object (`If-None-Match: *`).
 */
export class ObjectDocumentStore implements DocumentStore {
  readonly #client: AwsClient;
  readonly #base: URL;

  constructor(settings: KycStorageSettings) {
    this.#client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
    this.#base = new URL(settings.url);
  }

  #urlOf(playerId: string, documentId: string): string {
    return new URL(`${encodeURIComponent(playerId)}/${encodeURIComponent(documentId)}`, this.#base).href;
  }

  async save(playerId: string, documentId: string, document: StoredDocument): Promise<void> {
    const response = await this.#client.fetch(this.#urlOf(playerId, documentId), {
      method: 'PUT',
      // A copy in its own ArrayBuffer: what fetch takes as a body (Node's Buffers may share a pool).
      body: new Uint8Array(document.content),
      headers: {
        'content-type': document.mediaType,
        'x-amz-server-side-encryption': 'AES256',
        'if-none-match': '*',
      },
    });
    if (!response.ok) throw new DocumentStorageError('upload', response.status, await detail(response));
    await response.body?.cancel();
  }

  async read(playerId: string, documentId: string): Promise<Uint8Array | null> {
    const response = await this.#client.fetch(this.#urlOf(playerId, documentId));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new DocumentStorageError('read', response.status, await detail(response));
    return new Uint8Array(await response.arrayBuffer());
  }

  async remove(playerId: string, documentIds: readonly string[]): Promise<void> {
    await Promise.all(
      documentIds.map(async (documentId) => {
        const response = await this.#client.fetch(this.#urlOf(playerId, documentId), { method: 'DELETE' });
        // S3 answers 204 whether or not the object existed; a 404 from another store is as good.
        if (!response.ok && response.status !== 404) {
          throw new DocumentStorageError('removal', response.status, await detail(response));
        }
        await response.body?.cancel();
      }),
    );
  }
}

/** The store's error code (S3 answers XML with `<Code>`), for the log line; never the body whole. */
async function detail(response: Response): Promise<string> {
  const text = await response.text();
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}
