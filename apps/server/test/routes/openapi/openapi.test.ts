import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

interface Operation {
  readonly responses?: Record<string, { readonly content?: unknown }>;
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
}

function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

// The OpenAPI document generated from the route schemas (decision 051).
describe('given the OpenAPI document at /api/docs', () => {
  let test: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    test = await buildTestApp();
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  afterAll(async () => {
    await test.close();
  });

  it('should be OpenAPI 3.1 and describe the players, payments, collector, console and report APIs', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/api/v1/auth/login',
        '/api/v1/player',
        '/api/v1/payments/methods',
        '/api-fe-events/v1/events',
        '/api/v1/staff/session',
        '/api/v1/reports/affiliates',
      ]),
    );
  });

  it('should leave out the HTML pages and the document itself', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api') && path !== '/healthz')).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('should give every operation a declared 2xx answer: a body schema, or 204', () => {
    const undeclared = operationsOf(document)
      .filter(
        ([, operation]) =>
          !Object.entries(operation.responses ?? {}).some(
            ([status, answer]) =>
              status === '204' || (status.startsWith('2') && answer.content !== undefined),
          ),
      )
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  // A route that declares no response gets @fastify/swagger's stand-in: a 200 without a body.
  it('should give every 2xx answer but a 204 a body schema', () => {
    const bodiless = operationsOf(document).flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(
          ([status, answer]) => status.startsWith('2') && status !== '204' && answer.content === undefined,
        )
        .map(([status]) => `${name} ${status}`),
    );
    expect(bodiless).toEqual([]);
  });

  it('should render the reference outside production', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('given production', () => {
  it('should serve the document but not the rendered reference', async () => {
    const test = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_WEBHOOK_SECRET: 'x'.repeat(32),
        SEED_DEMO_DATA: 'false',
      },
    });
    try {
      expect((await test.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
      expect((await test.app.inject({ method: 'GET', url: '/api/docs/reference/' })).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
