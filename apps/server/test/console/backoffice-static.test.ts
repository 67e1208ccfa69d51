import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const INDEX =
  '<!doctype html><title>Playfront console</title><script type="module" src="/backoffice/assets/app-1.js"></script>';

describe('given a console build', () => {
  let build: string;
  let testApp: TestApp;

  beforeAll(async () => {
    // A build as Vite lays it out: index.html and hashed assets.
    build = mkdtempSync(join(tmpdir(), 'playfront-backoffice-'));
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'index.html'), INDEX);
    writeFileSync(join(build, 'assets', 'app-1.js'), 'export {};');
    testApp = await buildTestApp({ env: { BACKOFFICE_BUILD_DIR: build } });
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('should answer every console page with index.html, never cached, never indexed', async () => {
    for (const url of ['/backoffice/', '/backoffice/login', '/backoffice/reports/affiliates?group_by=stag']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('should send /backoffice to /backoffice/', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/backoffice' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/backoffice/');
  });

  it('should serve hashed assets for a year, and 404 a missing one rather than the page', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/backoffice/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await testApp.app.inject({ method: 'GET', url: '/backoffice/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });
});
