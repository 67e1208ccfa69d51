import { existsSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerText } from '../../../src/payments/player-text/player-text.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

// The site is served from apps/web's build; `npm run build` (and so `npm test`) makes it first.
const built = existsSync(fileURLToPath(new URL('../../../../web/build/server/index.js', import.meta.url)));

/** The consent cookie of a visitor who accepted analytics (decision 054). */
const GRANTED = `pf_consent=${encodeURIComponent('v=1&a=1&t=1&d=1764000000000')}`;

const cookieList = (header: string | string[] | number | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [String(header)];

describe.skipIf(!built)('the site', () => {
  let test: TestApp;
  beforeAll(async () => {
    // Server-side events go to a closed port here; the SDK logs the failed send, which is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    test = await buildTestApp({ env: { PUBLIC_ORIGIN: 'http://127.0.0.1:9' } });
  });
  afterAll(() => test.close());

  it('should render / as HTML in English with the nonce of its CSP on every script', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { cookie: GRANTED } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);

    const csp = String(response.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toMatch(/style-src 'self'/);
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The inline site-loaded script is in the head.
    expect(response.body.split('</head>')[0]).toContain('site_loaded');
    expect(response.body).not.toMatch(/ style="/);
  });

  it('should leave the site-loaded script out for a visitor who has not granted analytics (decision 054)', async () => {
    const refused = `pf_consent=${encodeURIComponent('v=1&a=0&t=0&d=1764000000000')}`;
    const answers = await Promise.all([
      test.app.inject({ method: 'GET', url: '/' }),
      test.app.inject({ method: 'GET', url: '/', headers: { cookie: refused } }),
      test.app.inject({ method: 'GET', url: '/', headers: { 'sec-gpc': '1' } }),
    ]);
    for (const answer of answers) expect(answer.body).not.toContain('site_loaded');
    // The banner is in the page for the visitor who has not answered, not for the others.
    expect(answers.map((answer) => answer.body.includes('class="consent-banner"'))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('should inline the stylesheet in the head under the style nonce, so the first paint waits on no other request', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const styleNonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(styleNonce).toBeDefined();
    const head = response.body.split('</head>')[0] ?? '';
    const style = /<style nonce="([^"]+)">([\s\S]*?)<\/style>/.exec(head);
    expect(style?.[1]).toBe(styleNonce);
    expect(style?.[2]).toContain('.site-header');
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  it.each([
    [
      '?lang= over the cookie and the header',
      '/?lang=ar',
      { cookie: 'pf_lang=de', 'accept-language': 'ja' },
      'ar',
    ],
    ['the pf_lang cookie over the header', '/', { cookie: 'pf_lang=de', 'accept-language': 'ja' }, 'de'],
    ['Accept-Language', '/', { 'accept-language': 'fi;q=0.9, zz' }, 'fi'],
    ['English when nothing matches', '/', { 'accept-language': 'zz' }, 'en'],
  ])('should pick the language from %s', async (_name, url, headers, language) => {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.body).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
  });

  it('should remember a language chosen with ?lang= in pf_lang for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/register?lang=pt-BR' });
    expect(cookieList(response.headers['set-cookie'])).toContain(
      'pf_lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(response.body).toContain('Crie sua conta');
    expect(response.body).toContain('<title>Crie sua conta · Playfront</title>');
  });

  it('should set first-touch affiliate_id and interlayer_id cookies readable by the inline script', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?stag=aff-7&interlayer-id=il-3' });
    const cookies = cookieList(response.headers['set-cookie']);
    const affiliate = cookies.find((c) => c.startsWith('affiliate_id='));
    expect(affiliate).toBe('affiliate_id=aff-7; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(cookies.find((c) => c.startsWith('interlayer_id='))).toBe(
      'interlayer_id=il-3; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    const again = await test.app.inject({
      method: 'GET',
      url: '/?stag=other',
      headers: { cookie: 'affiliate_id=aff-7' },
    });
    expect(cookieList(again.headers['set-cookie']).some((c) => c.startsWith('affiliate_id='))).toBe(false);
  });

  it("should keep the landing URL's click_id with the stag it came with, never with a later click", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?stag=aff-8&click_id=c-123' });
    expect(cookieList(response.headers['set-cookie'])).toContain(
      'click_id=c-123; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    const later = await test.app.inject({
      method: 'GET',
      url: '/?stag=aff-9&click_id=c-456',
      headers: { cookie: 'affiliate_id=aff-8' },
    });
    expect(cookieList(later.headers['set-cookie']).some((c) => c.startsWith('click_id='))).toBe(false);
  });

  it('should take the interlayer id from the interlayer page path, first touch only', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/interlayer/il-9' });
    expect(cookieList(response.headers['set-cookie'])).toContain(
      'interlayer_id=il-9; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    const again = await test.app.inject({
      method: 'GET',
      url: '/interlayer/il-10',
      headers: { cookie: 'interlayer_id=il-9' },
    });
    expect(cookieList(again.headers['set-cookie']).some((c) => c.startsWith('interlayer_id='))).toBe(false);
  });

  it('should take the license from the country header', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'cf-ipcountry': 'gb', cookie: GRANTED },
    });
    // In the site-loaded script's config, rendered for a visitor who granted analytics.
    expect(response.body).toContain('"license":"ukgc","ipCountry":"GB"');
  });

  it('should answer HEAD for a page without a body', async () => {
    const response = await test.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('should leave unknown /api/ paths to the JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api', '/sandbox/nothing', '/demo/nothing']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('should answer unknown pages with the site 404 and serve assets for a year', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
    const path = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(path).toBeDefined();
    const file = await test.app.inject({ method: 'GET', url: path! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should compress pages and scripts for clients that accept it', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    // The first route's chunk (decision 071): the route modules before it are a few bytes each.
    const script = /"(\/assets\/first-route-[^"]+\.js)"/.exec(decompressedHtml(page.rawPayload))?.[1];
    expect(script).toBeDefined();
    const file = await test.app.inject({
      method: 'GET',
      url: script!,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(file.rawPayload).length).toBeGreaterThan(file.rawPayload.length);
  });

  it('should refuse a cross-site form post', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    });
    expect(response.statusCode).toBe(403);
  });

  it('should refuse an oversized form post', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(70_000)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('should register through the form and show the player their balance', async () => {
    const email = `web-${Date.now()}@example.com`;
    const registered = await test.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email,
        password: 'correct horse 1',
        country: 'DE',
        currency: 'EUR',
      }).toString(),
    });
    expect(registered.statusCode).toBe(302);
    const session = cookieList(registered.headers['set-cookie']).find((c) => c.startsWith('pf_session='));
    expect(session).toMatch(/HttpOnly/);
    const home = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: session!.split(';')[0]! },
    });
    expect(home.body).toContain('data-testid="home-balances"');
    expect(home.body).toContain('€');
  });

  it("should show the API's refusal of an easy password in the page's language", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // The page is German (its cookie), whatever the browser's Accept-Language says.
        cookie: 'pf_lang=de',
        'accept-language': 'ja',
      },
      payload: new URLSearchParams({
        email: `weak-${Date.now()}@example.com`,
        password: 'password12',
        country: 'DE',
        currency: 'EUR',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain(playerText('de')('password.too_weak'));
  });
});

describe.skipIf(!built)('the site with ATTRIBUTION_LEGAL_BASIS=consent (decision 054)', () => {
  let test: TestApp;
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    test = await buildTestApp({
      env: { PUBLIC_ORIGIN: 'http://127.0.0.1:9', ATTRIBUTION_LEGAL_BASIS: 'consent' },
    });
  });
  afterAll(() => test.close());

  it('should set the attribution cookies only for a visitor who agreed to attribution', async () => {
    const analyticsOnly = `pf_consent=${encodeURIComponent('v=1&a=1&t=0&d=1764000000000')}`;
    const [none, refused, agreed] = await Promise.all([
      test.app.inject({ method: 'GET', url: '/?stag=aff-3' }),
      test.app.inject({ method: 'GET', url: '/?stag=aff-3', headers: { cookie: analyticsOnly } }),
      test.app.inject({ method: 'GET', url: '/?stag=aff-3', headers: { cookie: GRANTED } }),
    ]);
    const setsAffiliate = (header: string | string[] | number | undefined) =>
      cookieList(header).some((c) => c.startsWith('affiliate_id='));
    expect(setsAffiliate(none.headers['set-cookie'])).toBe(false);
    expect(setsAffiliate(refused.headers['set-cookie'])).toBe(false);
    expect(setsAffiliate(agreed.headers['set-cookie'])).toBe(true);
    // The banner asks about attribution here.
    expect(none.body).toContain('class="consent-banner"');
  });
});

describe.skipIf(!built)('the site in production', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => test.close());

  it('should send HSTS and mark attribution cookies Secure', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?stag=aff-9' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(cookieList(response.headers['set-cookie']).find((c) => c.startsWith('affiliate_id='))).toMatch(
      /; Secure/,
    );
  });
});

function decompressedHtml(payload: Buffer): string {
  return brotliDecompressSync(payload).toString('utf8');
}
