import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

const ORIGIN = 'http://localhost:80';
const PROXY = '10.0.0.5';

/**
 * Behind one proxy that appends the address it saw to X-Forwarded-For, the client's IP is the
 * last entry: whatever a client writes before it must not give it a new rate-limit budget.
 */
describe.each([
  ['TRUST_PROXY=1', '1'],
  ['TRUST_PROXY=10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
])('given %s and AUTH_RATE_LIMIT_PER_MINUTE=3', (_name, trustProxy) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A login attempt as the proxy forwards it: the client's header, then the address the proxy saw. */
  const loginThroughProxy = (forgedByClient: string | undefined, clientIp: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: PROXY,
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': forgedByClient === undefined ? clientIp : `${forgedByClient}, ${clientIp}`,
      },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
    });

  it('should keep limiting a client that rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await loginThroughProxy(`198.18.0.${i}`, '203.0.113.50')).statusCode);
    }

    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('should give each client behind the proxy its own budget', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await loginThroughProxy(undefined, '203.0.113.60')).statusCode).toBe(401);
    expect((await loginThroughProxy(undefined, '203.0.113.60')).statusCode).toBe(429);

    expect((await loginThroughProxy(undefined, '203.0.113.61')).statusCode).toBe(401);
  });
});

describe('given TRUST_PROXY=true', () => {
  it('should refuse to start, naming what to set instead', async () => {
    await expect(buildTestApp({ env: { TRUST_PROXY: 'true' } })).rejects.toThrow(
      /TRUST_PROXY=true .*TRUST_PROXY to the number of proxies .*\(e\.g\. 1\) or to their addresses/,
    );
  });
});
