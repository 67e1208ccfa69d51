import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

// The site is served from apps/web's build; `npm run build` (and so `npm test`) makes it first.
const built = existsSync(fileURLToPath(new URL('../../../../web/build/server/index.js', import.meta.url)));

/** The text of the form's error (FormError), as rendered. */
const formError = (html: string): string | undefined =>
  /<p role="alert" class="form-error">([^<]*)<\/p>/.exec(html)?.[1];

/** The register page shows the players API's country refusal in the site's language. */
describe.skipIf(!built)('the site register page', () => {
  let test: TestApp;
  beforeAll(async () => {
    // Server-side events go to a closed port here; the SDK logs the failed send, which is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    test = await buildTestApp({ env: { PUBLIC_ORIGIN: 'http://127.0.0.1:9' } });
  });
  afterAll(() => test.close());

  const registerForm = (country: string, headers: Record<string, string> = {}, query = '') =>
    test.app.inject({
      method: 'POST',
      url: `/register${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        email: `web-country-${Date.now()}-${Math.random()}@example.com`,
        password: 'a long enough secret',
        country,
        currency: 'EUR',
      }).toString(),
    });

  it('should show the refusal of a declared restricted country, without a session', async () => {
    const response = await registerForm('us', {}, '?lang=de');
    expect(response.statusCode).toBe(200);
    expect(formError(response.body)).toBe('Leider können wir keine Spieler aus deinem Land annehmen.');
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('pf_session=');
  });

  it('should refuse a declared country the CDN contradicts with a restricted one', async () => {
    const response = await registerForm('DE', { 'cf-ipcountry': 'FR' });
    expect(response.statusCode).toBe(200);
    expect(formError(response.body)).toBe('Sorry, we cannot accept players from your country.');
  });
});
