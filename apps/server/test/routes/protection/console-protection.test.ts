import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { playerProtectionPath, type PlayerProtection } from '@playfront/contracts';
import { seedDemoStaff } from '../../../src/demo-data/seed-demo-staff.ts';
import { demoStaffSession } from '../../console/console-fixtures.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { ORIGIN, registerPlayer } from '../payments/submit-helpers.ts';
import { setLimits } from './deposit-limits-helpers.ts';
import { startExclusion } from './exclusions-helpers.ts';

/**
 * The console's read-only view of what a player set (decision 060): for the roles that may see
 * the player (support too), refused to the others, and with nothing for staff to write.
 */
describe('given a player with a limit, a self-exclusion and a reminder, in the console', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    for (const role of ['admin', 'support', 'risk', 'marketing'])
      tokens[role] = await demoStaffSession(app, role);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const read = (role: string, playerId: string) =>
    app.inject({
      method: 'GET',
      url: playerProtectionPath(playerId),
      cookies: { pf_staff_session: tokens[role] ?? '' },
    });

  it('should show it to the roles of the player view, to no one else, and offer no change', async () => {
    const player = await registerPlayer(app);
    await setLimits(app, player, { day: 5_000, week: 20_000 });
    await setLimits(app, player, { day: 8_000 });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/player/reality-check',
      cookies: player.cookies,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ intervalMinutes: 30 }),
    });
    expect((await startExclusion(app, player, { kind: 'self_exclusion', months: 6 })).statusCode).toBe(201);

    for (const role of ['admin', 'support', 'risk']) {
      const response = await read(role, player.id);
      expect(response.statusCode, role).toBe(200);
      const view = response.json<PlayerProtection>();
      expect(view.limits.limits.map((limit) => [limit.period, limit.amount, limit.pending?.amount])).toEqual([
        ['day', 5_000, 8_000],
        ['week', 20_000, undefined],
      ]);
      expect(view.exclusion).toMatchObject({ kind: 'self_exclusion' });
      expect(view.exclusions).toHaveLength(1);
      expect(view.realityCheckMinutes).toBe(30);
    }
    expect((await read('marketing', player.id)).statusCode).toBe(403);
    expect((await read('admin', 'no-such-player')).statusCode).toBe(404);
    const write = await app.inject({
      method: 'PUT',
      url: playerProtectionPath(player.id),
      cookies: { pf_staff_session: tokens.admin ?? '' },
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: '{}',
    });
    expect(write.statusCode).toBe(404);
  });
});
