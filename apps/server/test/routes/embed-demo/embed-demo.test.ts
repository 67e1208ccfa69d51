import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

// The plain HTML host page of the cashier's script-tag build (decision 058). Needs `npm run build`.
describe('given the server outside production', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp();
  });

  afterAll(async () => {
    await test.close();
  });

  it('should serve a page without React that mounts <playfront-cashier> from the script-tag build', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/embed-demo' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<playfront-cashier action="deposit" currency="EUR" language="en" closable>');
    expect(page.body).toMatch(
      /<script type="module" nonce="[^"]+">\nimport \{[^}]*\} from "\/embed-demo\/assets\/playfront-cashier\.js"/,
    );
    // The one script of the page is its own module; React comes only inside the cashier's build.
    expect(page.body.match(/<script/g)).toHaveLength(1);
  });

  it('should mount the React widget by mountCashier on ?host=mount', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/embed-demo?host=mount' });
    expect(page.body).toContain("mountCashier(document.getElementById('cashier')");
    expect(page.body).not.toContain('<playfront-cashier');
  });

  it('should serve the build and its chunks, and no other file', async () => {
    const script = await test.app.inject({ method: 'GET', url: '/embed-demo/assets/playfront-cashier.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const chunk = /from"\.\/(playfront-cashier-[A-Z0-9]+\.js)"/.exec(script.body)?.[1];
    expect(chunk).toBeDefined();
    expect(
      (await test.app.inject({ method: 'GET', url: `/embed-demo/assets/${chunk ?? ''}` })).statusCode,
    ).toBe(200);
    for (const url of ['/embed-demo/assets/..%2Fpackage.json', '/embed-demo/assets/index.js']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('given the server in production', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });

  afterAll(async () => {
    await test.close();
  });

  it('should not serve the demo page or the build', async () => {
    for (const url of ['/embed-demo', '/embed-demo/assets/playfront-cashier.js']) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      // The site's own 404 page answers instead.
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).not.toContain('<playfront-cashier');
    }
  });
});
