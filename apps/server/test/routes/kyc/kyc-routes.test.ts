import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { KYC_MAX_FILE_BYTES } from '@playfront/contracts';
import type { LiveUpdate } from '../../../src/payments/live/live-updates.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { INJECT_ORIGIN } from '../payments/payments-fixtures.ts';
import { multipart, PNG, threeDocuments, type Part } from '../../helpers/kyc-uploads.ts';

describe.each(['sqlite', 'postgres'] as const)(
  'given the KYC routes on %s with the sandbox provider',
  (dialect) => {
    let testApp: TestApp;
    let app: FastifyInstance;
    let cluster: PostgresCluster | undefined;
    const updates: LiveUpdate[] = [];

    beforeAll(async () => {
      if (dialect === 'postgres') cluster = await startPostgres();
      testApp = await buildTestApp({
        databaseUrl: cluster?.url,
        env: {
          KYC_SANDBOX_DECISION_MS: '300',
          AUTH_RATE_LIMIT_PER_MINUTE: '1000',
          KYC_RATE_LIMIT_PER_MINUTE: '1000',
        },
      });
      app = testApp.app;
    });

    afterAll(async () => {
      await testApp.close();
      await cluster?.stop();
    });

    async function registered(): Promise<{ token: string; playerId: string }> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: `kyc-${randomUUID().slice(0, 8)}@example.com`,
          password: 'a long enough secret',
          country: 'DE',
          currency: 'EUR',
        }),
      });
      const cookie = response.cookies.find((c) => c.name === 'pf_session');
      if (cookie === undefined) throw new Error(`no session: ${response.statusCode} ${response.body}`);
      const playerId = response.json<{ id: string }>().id;
      app.liveUpdates.subscribe(playerId, (update) => updates.push(update));
      return { token: cookie.value, playerId };
    }

    const upload = (
      token: string | undefined,
      parts: readonly Part[],
      headers: Record<string, string> = {},
    ) => {
      const { body, contentType } = multipart(parts);
      return app.inject({
        method: 'POST',
        url: '/api/v1/player/kyc/documents',
        headers: { origin: INJECT_ORIGIN, 'content-type': contentType, ...headers },
        ...(token === undefined ? {} : { cookies: { pf_session: token } }),
        payload: body,
      });
    };
    const status = (token: string) =>
      app.inject({ method: 'GET', url: '/api/v1/player/kyc', cookies: { pf_session: token } });
    const statusOf = async (token: string) => (await status(token)).json<{ status: string }>().status;
    const refusal = (response: LightMyRequestResponse) =>
      response.json<{ code: string; message: string; fields?: { name: string }[] }>();

    it('should refuse a player who is not logged in, for reading and uploading', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/v1/player/kyc' })).statusCode).toBe(401);
      expect((await upload(undefined, threeDocuments())).statusCode).toBe(401);
    });

    it('should refuse an upload from another site', async () => {
      const { token } = await registered();
      const response = await upload(token, threeDocuments(), { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(refusal(response).code).toBe('CROSS_SITE_REQUEST');
      expect(await statusOf(token)).toBe('not_started');
    });

    it('should refuse a file whose bytes are no JPEG, PNG or PDF whatever its name and type say', async () => {
      const { token } = await registered();
      const parts = threeDocuments();
      parts[0] = {
        field: 'identity_front',
        fileName: 'front.png',
        type: 'image/png',
        content: Buffer.from('<html><script>alert(1)</script></html>'),
      };
      const response = await upload(token, parts);
      expect(response.statusCode).toBe(415);
      expect(refusal(response)).toMatchObject({
        code: 'KYC_FILE_TYPE_NOT_ALLOWED',
        message: 'Please upload a JPEG, PNG or PDF file.',
        fields: [{ name: 'identity_front' }],
      });
      expect(await statusOf(token)).toBe('not_started');
    });

    it('should refuse a real file of a type not accepted (a GIF)', async () => {
      const { token } = await registered();
      const parts = threeDocuments();
      parts[2] = {
        field: 'proof_of_address',
        fileName: 'bill.gif',
        content: Buffer.from('GIF89a\x01\x00\x01\x00'),
      };
      const response = await upload(token, parts);
      expect(response.statusCode).toBe(415);
      expect(refusal(response).fields).toEqual([expect.objectContaining({ name: 'proof_of_address' })]);
    });

    it('should refuse a file over 5 MiB, in the player language, and keep nothing', async () => {
      const { token, playerId } = await registered();
      const parts = threeDocuments();
      parts[1] = {
        field: 'identity_back',
        fileName: 'huge.png',
        content: Buffer.concat([PNG, Buffer.alloc(KYC_MAX_FILE_BYTES)]),
      };
      const response = await upload(token, parts, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(413);
      expect(refusal(response)).toMatchObject({
        code: 'KYC_FILE_TOO_LARGE',
        message: 'Jede Datei darf höchstens 5 MB groß sein.',
        fields: [{ name: 'identity_back' }],
      });
      expect(await statusOf(token)).toBe('not_started');
      expect(() => readdirSync(join(testApp.dataDir, 'kyc', playerId))).toThrow();
    });

    it('should refuse an upload missing a document, naming it', async () => {
      const { token } = await registered();
      const response = await upload(token, threeDocuments().slice(0, 2));
      expect(response.statusCode).toBe(400);
      expect(refusal(response)).toMatchObject({
        code: 'KYC_DOCUMENTS_MISSING',
        fields: [{ name: 'proof_of_address' }],
      });
    });

    it('should refuse a body that is not multipart', async () => {
      const { token } = await registered();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/player/kyc/documents',
        headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
        cookies: { pf_session: token },
        payload: '{}',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await statusOf(token)).toBe('not_started');
    });

    it('should move the player to pending, then verified by the sandbox rule, and tell the live channel', async () => {
      const { token, playerId } = await registered();
      const response = await upload(token, threeDocuments());
      expect(response.statusCode).toBe(201);
      const body = response.json<{ status: string; documents: { kind: string; mediaType: string }[] }>();
      expect(body.status).toBe('pending');
      expect(body.documents.map((d) => [d.kind, d.mediaType])).toEqual([
        ['identity_back', 'image/jpeg'],
        ['identity_front', 'image/png'],
        ['proof_of_address', 'application/pdf'],
      ]);
      // Stored for staff only: three files the server's user alone may read.
      const folder = join(testApp.dataDir, 'kyc', playerId);
      const files = readdirSync(folder);
      expect(files).toHaveLength(3);
      expect(statSync(join(folder, files[0] ?? '')).mode & 0o777).toBe(0o600);
      // While pending nothing more is taken.
      expect(refusal(await upload(token, threeDocuments())).code).toBe('KYC_NOT_EDITABLE');

      await vi.waitFor(
        async () => {
          expect(await statusOf(token)).toBe('verified');
        },
        {
          timeout: 3000,
          interval: 100,
        },
      );
      const player = await app.inject({
        method: 'GET',
        url: '/api/v1/player',
        cookies: { pf_session: token },
      });
      expect(player.json<{ kycStatus: string }>().kycStatus).toBe('verified');
      expect(updates.filter((u) => u.playerId === playerId).map((u) => u.type)).toEqual([
        'player_updated',
        'player_updated',
        'methods_available',
      ]);
      expect((await upload(token, threeDocuments())).statusCode).toBe(409);
    });

    it('should reject a check with a file named "reject", and take new documents after', async () => {
      const { token } = await registered();
      expect((await upload(token, threeDocuments('Reject-back.jpg'))).statusCode).toBe(201);
      await vi.waitFor(
        async () => {
          expect(await statusOf(token)).toBe('rejected');
        },
        {
          timeout: 3000,
          interval: 100,
        },
      );
      const again = await upload(token, threeDocuments());
      expect(again.statusCode).toBe(201);
      expect(again.json<{ status: string }>().status).toBe('pending');
      await vi.waitFor(
        async () => {
          expect(await statusOf(token)).toBe('verified');
        },
        {
          timeout: 3000,
          interval: 100,
        },
      );
    });

    it('should keep file names as names, never paths', async () => {
      const { token } = await registered();
      const parts = threeDocuments('../../etc/passwd.jpg');
      const response = await upload(token, parts);
      expect(response.statusCode).toBe(201);
      const names = response.json<{ documents: { fileName: string }[] }>().documents.map((d) => d.fileName);
      expect(names).toContain('passwd.jpg');
    });
  },
);

describe('given a KYC rate limit of 2 a minute', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { KYC_RATE_LIMIT_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('should answer 429 to the third request of one player', async () => {
    const { app } = testApp;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: INJECT_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'rate@example.com',
        password: 'a long enough secret',
        country: 'DE',
        currency: 'EUR',
      }),
    });
    const token = response.cookies.find((c) => c.name === 'pf_session')?.value ?? '';
    const get = () =>
      app.inject({ method: 'GET', url: '/api/v1/player/kyc', cookies: { pf_session: token } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
  });
});
