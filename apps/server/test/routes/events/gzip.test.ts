import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, MAX_BODY_BYTES } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';

/**
 * Batches may come gzip-compressed (issue 17: the SDK compresses with CompressionStream) on the
 * same route. Inflation is bounded like the body: more than MAX_BODY_BYTES once inflated is a
 * 413, however small the compressed body.
 */
describe('given a gzip-compressed batch (Content-Encoding: gzip)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
  });

  const post = (body: Buffer, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': contentType, 'content-encoding': 'gzip', 'x-api-version': 'v2' },
      payload: body,
    });

  it('should store its events as a plain body would be', async () => {
    const project = `gzip-${randomUUID()}`;
    const events = Array.from({ length: 50 }, () => makeEvent({ project_id: project }));

    const response = await post(gzipSync(JSON.stringify(events)));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 50, duplicates: 0, rejected: [] });
    const rows = await testApp.app.database.db
      .selectFrom('analytics_events')
      .select('event_id')
      .where('project_id', '=', project)
      .execute();
    expect(rows.map((row) => row.event_id).sort()).toEqual(events.map((event) => event.event_id).sort());
  });

  it('should refuse a body that inflates past the body limit with 413 (a gzip bomb)', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * MAX_BODY_BYTES, 0x20));
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES / 10);

    const response = await post(bomb);

    expect(response.statusCode).toBe(413);
  });

  it('should refuse a body that is not gzip with 400', async () => {
    const response = await post(Buffer.from('[{"event":"x"}]'));
    expect(response.statusCode).toBe(400);
  });
});
