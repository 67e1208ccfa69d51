import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';

describe('given NODE_ENV=production', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('should mark the visitor cookie Secure', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { origin: 'http://localhost:80' },
      payload: [makeEvent()],
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/; Secure/);
    expect(response.headers['set-cookie']).not.toMatch(/HttpOnly/i);
  });
});
