import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STAFF_SESSION_PATH } from '@playfront/contracts';
import { currentTotp } from '../../src/console/staff/totp.ts';
import { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET, seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { registerPlayer } from '../routes/payments/submit-helpers.ts';
import { demoStaffSession, staffLogin } from './console-fixtures.ts';

const ADMIN = { email: 'admin@playfront.test', password: 'playfront-admin' };

describe.each(['sqlite', 'postgres'] as const)('given staff log-in on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  it('should seed one demo member per role, and seed nothing twice', async () => {
    const rows = await app.database.db
      .selectFrom('staff')
      .select(['email', 'roles'])
      .orderBy('email')
      .execute();
    expect(rows).toHaveLength(DEMO_STAFF.length);
    expect(new Set(rows.map((r) => r.roles))).toEqual(new Set(DEMO_STAFF.map((m) => m.role)));
    expect(await seedDemoStaff(app.database.db, 'test')).toEqual({ created: 0 });
  });

  it('should answer 401 INVALID_CREDENTIALS to a wrong password, and to an unknown e-mail', async () => {
    const wrong = await staffLogin(app, { ...ADMIN, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(wrong.cookies).toEqual([]);
    const unknown = await staffLogin(app, { email: 'nobody@playfront.test', password: 'playfront-admin' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('should require the second factor outside development, and refuse a wrong code', async () => {
    const missing = await staffLogin(app, ADMIN);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    const code = currentTotp(DEMO_STAFF_TOTP_SECRET);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await staffLogin(app, { ...ADMIN, totp: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TOTP_INVALID' });
  });

  it('should log in with password and code, set a console-only HttpOnly cookie, and audit it', async () => {
    const response = await staffLogin(app, { ...ADMIN, totp: currentTotp(DEMO_STAFF_TOTP_SECRET) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: ADMIN.email, roles: ['admin'] });
    const cookie = response.cookies.find((c) => c.name === 'pf_staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(response.cookies.some((c) => c.name === 'pf_session')).toBe(false);

    const me = await app.inject({
      method: 'GET',
      url: STAFF_SESSION_PATH,
      cookies: { pf_staff_session: cookie?.value ?? '' },
    });
    expect(me.json()).toMatchObject({ email: ADMIN.email, roles: ['admin'] });

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.login')
      .where('staff_id', '=', response.json<{ id: string }>().id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject: `staff:${response.json<{ id: string }>().id}` });
    expect(audit[0]?.request_id).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("should refuse a log-in posted from another site (the site's CSRF check)", async () => {
    const response = await app.inject({
      method: 'POST',
      url: STAFF_SESSION_PATH,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ ...ADMIN, totp: currentTotp(DEMO_STAFF_TOTP_SECRET) }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('should not take a player session as a staff session', async () => {
    const player = await registerPlayer(app);
    const response = await app.inject({
      method: 'GET',
      url: STAFF_SESSION_PATH,
      cookies: { pf_staff_session: player.cookies.pf_session ?? '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'STAFF_UNAUTHORIZED' });
  });

  it('should end the session at log-out', async () => {
    const token = await demoStaffSession(app, 'support');
    const out = await app.inject({
      method: 'DELETE',
      url: STAFF_SESSION_PATH,
      headers: { origin: 'http://localhost:80' },
      cookies: { pf_staff_session: token },
    });
    expect(out.statusCode).toBe(204);
    const me = await app.inject({
      method: 'GET',
      url: STAFF_SESSION_PATH,
      cookies: { pf_staff_session: token },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('given development', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { NODE_ENV: 'development' } });
    await seedDemoStaff(testApp.app.database.db, 'development');
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
  });

  it('should let the demo admin in without a second factor', async () => {
    const response = await staffLogin(testApp.app, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['admin'] });
  });

  it('should still ask the other demo members for their code', async () => {
    const support = DEMO_STAFF.find((m) => m.role === 'support');
    const response = await staffLogin(testApp.app, { email: support?.email, password: support?.password });
    expect(response.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
  });
});
