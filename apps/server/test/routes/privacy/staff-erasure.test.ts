import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PATH,
  PLAYER_ERASED_AUDIT_ACTION,
  staffErasurePath,
  type AuditPage,
} from '@playfront/contracts';
import { seedDemoStaff } from '../../../src/demo-data/seed-demo-staff.ts';
import { demoStaffSession } from '../../console/console-fixtures.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import { CARD, cardFields, ORIGIN, submitBody, submitOk } from '../payments/submit-helpers.ts';
import { logIn, registerAttributedPlayer } from './privacy-helpers.ts';

const BODY = { reason: 'The player asked by mail to delete the account.', requestReference: 'TICKET-4711' };

/**
 * Staff-initiated erasure (decision 066) on both databases: admin only, through the player's own
 * erasure (the same refusals), audited with the member, the reason and the request's reference.
 */
describe.each(['sqlite', 'postgres'] as const)('given staff erasing a player on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;
  let admin: string;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    admin = await demoStaffSession(app, 'admin');
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  const erase = (playerId: string, session: string, body: object = BODY) =>
    app.inject({
      method: 'POST',
      url: staffErasurePath(playerId),
      cookies: { pf_staff_session: session },
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify(body),
    });

  it('should refuse every role but admin, and a reason too short', async () => {
    const player = await registerAttributedPlayer(app);
    for (const role of ['support', 'payments_approver', 'risk']) {
      expect((await erase(player.id, await demoStaffSession(app, role))).statusCode).toBe(403);
    }
    expect((await erase(player.id, admin, { ...BODY, reason: 'asked' })).statusCode).toBe(400);
    expect((await logIn(app, player.email)).statusCode).toBe(200);
  });

  it('should refuse while money is in the account, as the player’s own erasure is', async () => {
    const player = await registerAttributedPlayer(app);
    await submitOk(app, player, submitBody('credit-card', 'deposit', 'EUR', 5_000, cardFields(CARD.approve)));
    const refused = await erase(player.id, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ERASURE_BALANCE_REMAINS' });
    expect((await logIn(app, player.email)).statusCode).toBe(200);
  });

  it('should close the account and audit who, when, before and after, why and on which request', async () => {
    const player = await registerAttributedPlayer(app);
    const erased = await erase(player.id, admin);
    expect(erased.statusCode).toBe(200);
    const { erasedAt } = erased.json<{ erasedAt: number }>();
    expect((await logIn(app, player.email)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/player', cookies: player.cookies })).statusCode,
    ).toBe(401);
    const row = await app.database.db
      .selectFrom('players')
      .select(['email', 'last_name', 'erased_at'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email: `erased-${player.id}@erased.invalid`,
      last_name: null,
      erased_at: erasedAt,
    });

    const audit = await app.inject({
      method: 'GET',
      url: `${AUDIT_PATH}?action=${PLAYER_ERASED_AUDIT_ACTION}&limit=200`,
      cookies: { pf_staff_session: admin },
    });
    const entries = audit
      .json<AuditPage>()
      .entries.filter((entry) => entry.subject === `player:${player.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffEmail: expect.stringContaining('@') as string,
      before: { account: 'open' },
      after: { account: 'erased', erasedAt, requestReference: 'TICKET-4711' },
      reason: BODY.reason,
      requestId: expect.any(String) as string,
    });

    // Erased already: nothing left to erase.
    expect((await erase(player.id, admin)).statusCode).toBe(404);
  });
});
