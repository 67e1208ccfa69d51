import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { EVENTS_PATH, PAYMENTS_API_PREFIX } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

/** Every header helmet sets, apart from the content security policy. */
const HELMET_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const helmetHeadersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(HELMET_HEADERS.map((name) => [name, response.headers[name]]));

// JSON answers get helmet's headers worked out once and an API policy; pages keep nonces.
describe('given the security headers', () => {
  let test: TestApp;
  let page: LightMyRequestResponse;

  beforeAll(async () => {
    test = await buildTestApp();
    page = await test.app.inject({ method: 'GET', url: '/demo' });
    expect(page.statusCode).toBe(200);
  });

  afterAll(async () => {
    await test.close();
  });

  it('should give a page a policy with fresh script and style nonces', async () => {
    const again = await test.app.inject({ method: 'GET', url: '/demo' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(policy).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(again.headers['content-security-policy']).not.toBe(policy);
  });

  it.each([
    ['the payments API', 'GET', `${PAYMENTS_API_PREFIX}/methods`],
    ['the collector', 'POST', EVENTS_PATH],
  ] as const)(
    'should give %s the API policy and the same other headers as a page',
    async (_name, method, url) => {
      const response = await test.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '[]' : undefined,
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(helmetHeadersOf(response)).toEqual(helmetHeadersOf(page));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('should keep the pages policy for the OpenAPI reference, a page under /api', async () => {
    const reference = await test.app.inject({ method: 'GET', url: '/api/docs/reference/' });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['content-security-policy']).toMatch(/^default-src 'self';.*script-src 'self'/);
  });
});
