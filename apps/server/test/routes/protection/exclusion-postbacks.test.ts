import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AFFILIATES_PATH, postbacksPath, type Affiliate } from '@playfront/contracts';
import { enqueuePostbacks } from '../../../src/console/postbacks/enqueue-postbacks.ts';
import { seedDemoStaff } from '../../../src/demo-data/seed-demo-staff.ts';
import { demoStaffSession } from '../../console/console-fixtures.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { ORIGIN, type TestPlayer } from '../payments/submit-helpers.ts';
import { PASSWORD, startExclusion } from './exclusions-helpers.ts';

const DAY_MS = 86_400_000;

/**
 * Marketing stops for an excluded player (decision 060): an affiliate's postback for a player in
 * a cool-off is not enqueued while it lasts (the scan runs with its own clock here).
 */
describe('given an affiliate postback on registration and a player who takes a cool-off', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const stag = `ex-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    // The background job stays out of the way: the test runs the scan itself.
    testApp = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', POSTBACK_INTERVAL_MS: '3600000' },
    });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    const staff = { pf_staff_session: await demoStaffSession(app, 'admin') };
    const headers = { 'content-type': 'application/json', origin: ORIGIN };
    const created = await app.inject({
      method: 'POST',
      url: AFFILIATES_PATH,
      headers,
      cookies: staff,
      payload: JSON.stringify({ name: `Exclusions ${stag}`, stags: [stag] }),
    });
    const affiliate = created.json<Affiliate>();
    const saved = await app.inject({
      method: 'PUT',
      url: `${postbacksPath(affiliate.id)}/registration`,
      headers,
      cookies: staff,
      payload: JSON.stringify({ url: 'http://127.0.0.1:9/pb?p={player_id}', enabled: true }),
    });
    expect(saved.statusCode).toBe(200);
  });

  afterAll(async () => {
    await testApp.close();
  });

  let registered = 0;
  async function register(): Promise<TestPlayer> {
    registered += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: `10.9.0.${registered}`,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      cookies: { affiliate_id: stag },
      payload: JSON.stringify({
        email: `${stag}-${registered}@example.com`,
        password: PASSWORD,
        country: 'DE',
        currency: 'EUR',
      }),
    });
    expect(response.statusCode).toBe(201);
    const session = response.cookies.find((cookie) => cookie.name === 'pf_session')?.value ?? '';
    return { id: response.json<{ id: string }>().id, cookies: { pf_session: session } };
  }

  const deliveredTo = async (): Promise<string[]> =>
    (await app.database.db.selectFrom('postback_deliveries').select('player_id').execute()).map(
      (row) => row.player_id,
    );

  it('should not call the postback for the excluded player until the cool-off has ended', async () => {
    const resting = await register();
    const playing = await register();
    expect((await startExclusion(app, resting, { kind: 'cool_off', days: 2 })).statusCode).toBe(201);

    await enqueuePostbacks(app.database.db, Date.now());
    expect(await deliveredTo()).toEqual([playing.id]);
    await enqueuePostbacks(app.database.db, Date.now() + DAY_MS);
    expect(await deliveredTo()).toEqual([playing.id]);

    await enqueuePostbacks(app.database.db, Date.now() + 2 * DAY_MS + 1_000);
    expect((await deliveredTo()).sort()).toEqual([playing.id, resting.id].sort());
  });
});
