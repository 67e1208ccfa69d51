import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';

describe('given EVENTS_RATE_LIMIT_PER_MINUTE=3', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { EVENTS_RATE_LIMIT_PER_MINUTE: '3' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const postFrom = (remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: EVENTS_PATH, remoteAddress, payload: [makeEvent()] });

  it('should answer 429 with Retry-After once a client is past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postFrom('203.0.113.7')).statusCode);

    const refused = await postFrom('203.0.113.7');

    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Rate limit exceeded, retry in/) as string,
    });
  });

  it('should count each client on its own', async () => {
    const other = await postFrom('198.51.100.20');

    expect(other.statusCode).toBe(200);
  });
});
