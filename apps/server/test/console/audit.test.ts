import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AFFILIATES_PATH, AUDIT_PATH, type AuditPage } from '@playfront/contracts';
import { DEMO_STAFF, seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { ORIGIN } from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

describe.each(['sqlite', 'postgres'] as const)('given the audit log on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    admin = await demoStaffSession(app, 'admin');
    const manager = await demoStaffSession(app, 'affiliate_manager');
    const created = await app.inject({
      method: 'POST',
      url: AFFILIATES_PATH,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      cookies: { pf_staff_session: manager },
      payload: JSON.stringify({ name: 'Audited', stags: ['audited'], reason: 'new partner' }),
    });
    expect(created.statusCode).toBe(201);
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const read = async (query: string, token = admin) =>
    app.inject({ method: 'GET', url: `${AUDIT_PATH}?${query}`, cookies: { pf_staff_session: token } });

  it('should filter by action and member, newest first, with before, after and reason', async () => {
    const page = (
      await read('action=affiliate.create&staff=affiliate-manager@playfront.test')
    ).json<AuditPage>();
    expect(page.nextCursor).toBeNull();
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      staffEmail: 'affiliate-manager@playfront.test',
      action: 'affiliate.create',
      before: null,
      after: { name: 'Audited', stags: ['audited'] },
      reason: 'new partner',
    });
    expect(page.entries[0]?.requestId).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('should page on the server without repeating or skipping an entry', async () => {
    const all = (await read('limit=200')).json<AuditPage>().entries;
    // Seeding (one per member, the demo affiliate, its log-in), two log-ins, one affiliate.
    expect(all).toHaveLength(DEMO_STAFF.length + 2 + 2 + 1);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = (
        await read(`limit=3${cursor === null ? '' : `&cursor=${cursor}`}`)
      ).json<AuditPage>();
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all.map((e) => e.id));
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('should be for admins only', async () => {
    const marketing = await demoStaffSession(app, 'marketing');
    expect((await read('', marketing)).statusCode).toBe(403);
    expect((await read('', 'no-session')).statusCode).toBe(401);
  });
});
