import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** A free port pair's first port: the site's hot-reload socket, the console's is the next. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => {
          resolve(typeof address === 'object' && address !== null ? address.port : 0);
        });
      });
    });
    if (port >= 1024 && port < 65534) return port;
  }
}

// `npm run dev`: the site and the console come from Vite dev servers mounted in the real app.
describe('given VITE_DEV=true', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ env: { VITE_DEV: 'true', VITE_HMR_PORT: String(await freePortPair()) } });
  }, 60_000);

  afterAll(async () => {
    await test.close();
  });

  it('should render the site from its sources, under a CSP that only reports', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    // The client entry as a source module, not a hashed file of the build.
    expect(response.body).toContain('import("/app/entry.client.tsx")');
    expect(response.headers['content-security-policy-report-only']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('should answer the site’s source modules through Vite', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/app/root.tsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('should serve the console’s index.html as Vite transforms it, and its modules', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/backoffice/affiliates' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/backoffice/@vite/client"></script>');
    const main = await test.app.inject({ method: 'GET', url: '/backoffice/src/main.tsx' });
    expect(main.statusCode).toBe(200);
    expect(main.body).toContain('createRoot');
  });

  it('should leave the API to its routes', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });
});
