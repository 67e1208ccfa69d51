import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStorageError, ObjectDocumentStore } from '../../src/kyc/object-document-store.ts';
import type { KycStorageSettings } from '../../src/kyc/kyc-storage-settings.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { multipart, PDF, PNG, threeDocuments } from '../helpers/kyc-uploads.ts';
import { INJECT_ORIGIN, registerPlayer } from '../routes/payments/payments-fixtures.ts';

// An S3-compatible server on 127.0.0.1 (s3rver), standing in for the operator's object store
// (AWS S3, MinIO, R2) that lies outside this machine. Its fixed demo credentials sign requests.
const BUCKET = 'kyc-documents';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' } as const;

describe('given KYC documents kept in an S3-compatible object store', () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  let settings: KycStorageSettings;
  let testApp: TestApp;
  const s3 = new AwsClient({ ...CREDENTIALS, service: 's3' });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'playfront-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${String(port)}`;
    settings = { ...CREDENTIALS, url: `${endpoint}/${BUCKET}/players/` };
    testApp = await buildTestApp({
      env: {
        KYC_STORAGE_URL: `${endpoint}/${BUCKET}/players`,
        KYC_STORAGE_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        KYC_STORAGE_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        KYC_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('should store, read and remove a document under the player and its id', async () => {
    const store = new ObjectDocumentStore(settings);
    await store.save('player-1', 'doc-1', { content: PDF, mediaType: 'application/pdf' });

    const stored = await s3.fetch(`${endpoint}/${BUCKET}/players/player-1/doc-1`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(PDF);
    expect(Buffer.from((await store.read('player-1', 'doc-1')) ?? [])).toEqual(PDF);

    await store.remove('player-1', ['doc-1', 'never-stored']);
    expect(await store.read('player-1', 'doc-1')).toBeNull();
  });

  it('should throw, naming the store error, when the bucket is not there', async () => {
    const store = new ObjectDocumentStore({ ...settings, url: `${endpoint}/no-such-bucket/` });
    const saving = store.save('player-1', 'doc-1', { content: PNG, mediaType: 'image/png' });
    await expect(saving).rejects.toThrow(DocumentStorageError);
    await expect(saving).rejects.toThrow(/404 NoSuchBucket/);
  });

  it("should put a player's uploaded documents in the bucket, with nothing on the instance's disk", async () => {
    const player = await registerPlayer(testApp.app);
    const { body, contentType } = multipart(threeDocuments());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/player/kyc/documents',
      headers: { origin: INJECT_ORIGIN, 'content-type': contentType },
      cookies: player.cookies,
      payload: body,
    });
    expect(response.statusCode).toBe(201);

    const documents = await testApp.app.database.db
      .selectFrom('kyc_documents')
      .select(['id', 'kind', 'media_type'])
      .where('player_id', '=', player.id)
      .execute();
    expect(documents).toHaveLength(3);
    const parts = new Map(threeDocuments().map((part) => [part.field, part.content]));
    for (const document of documents) {
      const object = await s3.fetch(`${endpoint}/${BUCKET}/players/${player.id}/${document.id}`);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe(document.media_type);
      expect(Buffer.from(await object.arrayBuffer())).toEqual(parts.get(document.kind));
    }
    expect(existsSync(join(testApp.dataDir, 'kyc'))).toBe(false);
  });

  it('should refuse the upload and keep no check when the store refuses the documents', async () => {
    const misconfigured = await buildTestApp({
      env: {
        KYC_STORAGE_URL: `${endpoint}/no-such-bucket/`,
        KYC_STORAGE_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        KYC_STORAGE_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
    });
    try {
      const player = await registerPlayer(misconfigured.app);
      const { body, contentType } = multipart(threeDocuments());
      const response = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/v1/player/kyc/documents',
        headers: { origin: INJECT_ORIGIN, 'content-type': contentType },
        cookies: player.cookies,
        payload: body,
      });
      expect(response.statusCode).toBe(500);
      const db = misconfigured.app.database.db;
      expect(
        await db.selectFrom('kyc_checks').select('id').where('player_id', '=', player.id).execute(),
      ).toEqual([]);
      const status = await misconfigured.app.inject({
        url: '/api/v1/player/kyc',
        cookies: player.cookies,
      });
      expect(status.json()).toMatchObject({ status: 'not_started' });
    } finally {
      await misconfigured.close();
    }
  });
});
