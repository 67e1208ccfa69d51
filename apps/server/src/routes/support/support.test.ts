import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_CONTACT_PATH, SUPPORT_MESSAGES_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';

describe('given the support contact without a mail set-up', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@playfront.example' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: SUPPORT_MESSAGES_PATH,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80', 'accept-language': 'de' },
      payload: JSON.stringify(body),
    });

  it('should answer the support address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: SUPPORT_CONTACT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'help@playfront.example' });
  });

  it('should keep a visitor message in the inbox and answer its reference', async () => {
    const response = await post({ email: 'ada@example.com', message: 'My deposit has not arrived.' });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^S-[0-9A-F]{10}$/);
    const lines = (await readFile(join(testApp.dataDir, 'support-messages.jsonl'), 'utf8'))
      .trim()
      .split('\n');
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      reference,
      email: 'ada@example.com',
      message: 'My deposit has not arrived.',
      playerId: null,
      language: 'de',
    });
  });

  it('should refuse a message without a reply address or too long', async () => {
    expect((await post({ email: 'not an address', message: 'Hello' })).statusCode).toBe(400);
    expect((await post({ email: 'ada@example.com', message: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});
