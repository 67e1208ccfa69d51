import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { rawRequest } from '../../../test/helpers/raw-http.ts';
import originCheck from './origin-check.ts';

const EVIL = 'https://evil.example';

/**
 * A real app with the guard registered first, as app.ts does, and routes added afterwards by
 * other plugins: a staff API under a prefix, a provider notification that opts out, a site route.
 */
async function listen(routerOptions: FastifyServerOptions['routerOptions'] = {}): Promise<{
  app: FastifyInstance;
  port: number;
  hits: string[];
}> {
  const app = Fastify({ routerOptions });
  const hits: string[] = [];
  await app.register(originCheck, { paths: ['/api'], allowedOrigins: ['https://host.example'] });
  await app.register(
    (staff, _options, done) => {
      staff.post('/reports/:id/close', () => {
        hits.push('staff');
        return { closed: true };
      });
      staff.route({
        method: ['GET', 'DELETE'],
        url: '/reports/:id',
        handler: (request) => {
          hits.push(`staff ${request.method}`);
          return { ok: true };
        },
      });
      done();
    },
    { prefix: '/api/v1/staff' },
  );
  app.post('/api/v1/providers/acme/notify', { config: { crossSiteAllowed: true } }, () => {
    hits.push('notify');
    return { received: true };
  });
  app.post('/contact', () => {
    hits.push('contact');
    return { sent: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, hits };
}

describe('given the origin check and routes registered after it', () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
  });

  it('should guard a later plugin’s routes under /api, whatever way the path is spelled', async () => {
    const server = await listen();
    app = server.app;
    for (const path of ['/api/v1/staff/reports/7/close', '/%61pi/v1/st%61ff/reports/7/close']) {
      const forged = await rawRequest(server.port, 'POST', path, { origin: EVIL });
      expect(forged.status).toBe(403);
      expect(JSON.parse(forged.body)).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    }
    const forgedDelete = await rawRequest(server.port, 'DELETE', '/api/v1/staff/reports/7', { origin: EVIL });
    expect(forgedDelete.status).toBe(403);
    expect(server.hits).toEqual([]);

    // The same route still reads cross-site (GET), and takes its own origin and allowed ones.
    expect((await rawRequest(server.port, 'GET', '/api/v1/staff/reports/7', { origin: EVIL })).status).toBe(
      200,
    );
    const own = `http://127.0.0.1:${server.port}`;
    for (const origin of [own, 'https://host.example']) {
      const answer = await rawRequest(server.port, 'POST', '/%61pi/v1/staff/reports/7/close', { origin });
      expect(answer.status).toBe(200);
    }
    const fetchSiteOnly = await rawRequest(server.port, 'POST', '/api/v1/staff/reports/7/close', {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSiteOnly.status).toBe(403);
    expect(server.hits).toEqual(['staff GET', 'staff', 'staff']);
  });

  it('should let a route opt out with config.crossSiteAllowed, and leave routes outside /api alone', async () => {
    const server = await listen();
    app = server.app;
    const notify = await rawRequest(server.port, 'POST', '/api/v1/providers/acme/notify', { origin: EVIL });
    expect(notify.status).toBe(200);
    const contact = await rawRequest(server.port, 'POST', '/contact', { origin: EVIL });
    expect(contact.status).toBe(200);
    expect(server.hits).toEqual(['notify', 'contact']);
  });

  it.each([
    ['caseSensitive: false', { caseSensitive: false }, '/API/V1/STAFF/reports/7/close'],
    ['ignoreDuplicateSlashes', { ignoreDuplicateSlashes: true }, '//api//v1/staff/reports/7/close'],
    ['ignoreTrailingSlash', { ignoreTrailingSlash: true }, '/api/v1/staff/reports/7/close/'],
  ] as const)('should still guard the route when the router is set with %s', async (_name, options, path) => {
    const server = await listen(options);
    app = server.app;
    const forged = await rawRequest(server.port, 'POST', path, { origin: EVIL });
    expect(forged.status).toBe(403);
    const own = await rawRequest(server.port, 'POST', path, { origin: `http://127.0.0.1:${server.port}` });
    expect(own.status).toBe(200);
    expect(server.hits).toEqual(['staff']);
  });
});
