import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AFFILIATE_REPORT_PATH,
  AFFILIATES_PATH,
  type Affiliate,
  type AffiliateList,
} from '@playfront/contracts';
import { DEMO_AFFILIATE, seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { ORIGIN } from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

describe.each(['sqlite', 'postgres'] as const)('given affiliates on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const run = randomUUID().slice(0, 6);

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    for (const role of ['admin', 'marketing', 'affiliate_manager', 'support']) {
      tokens[role] = await demoStaffSession(app, role);
    }
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const create = (role: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: AFFILIATES_PATH,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      cookies: { pf_staff_session: tokens[role] ?? '' },
      payload: JSON.stringify(body),
    });
  const list = (role: string) =>
    app.inject({ method: 'GET', url: AFFILIATES_PATH, cookies: { pf_staff_session: tokens[role] ?? '' } });

  it('should let an affiliate manager create an affiliate of their own, audited with its reason', async () => {
    const response = await create('affiliate_manager', {
      name: `Partner ${run}`,
      stags: [`p-${run}-b`, `p-${run}-a`],
      managerId: null,
      reason: 'signed the partner agreement',
    });
    expect(response.statusCode).toBe(201);
    const affiliate = response.json<Affiliate>();
    const manager = await app.database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'affiliate-manager@playfront.test')
      .executeTakeFirstOrThrow();
    expect(affiliate).toMatchObject({
      name: `Partner ${run}`,
      managerId: manager.id,
      stags: [`p-${run}-a`, `p-${run}-b`],
    });

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', `affiliate:${affiliate.id}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: manager.id,
      action: 'affiliate.create',
      before: null,
      reason: 'signed the partner agreement',
    });
    expect(JSON.parse(audit.after ?? 'null')).toEqual({
      name: `Partner ${run}`,
      stags: [`p-${run}-a`, `p-${run}-b`],
      managerId: manager.id,
    });
  });

  it('should refuse a stag another affiliate owns, and a name taken, writing nothing', async () => {
    const stag = await create('admin', { name: `Other ${run}`, stags: [`p-${run}-a`] });
    expect(stag.statusCode).toBe(409);
    expect(stag.json()).toMatchObject({ code: 'STAG_TAKEN' });
    const name = await create('admin', { name: DEMO_AFFILIATE.name, stags: [`fresh-${run}`] });
    expect(name.json()).toMatchObject({ code: 'AFFILIATE_NAME_TAKEN' });
    const rows = await app.database.db
      .selectFrom('affiliates')
      .select('name')
      .where('name', '=', `Other ${run}`)
      .execute();
    expect(rows).toEqual([]);
  });

  it('should refuse a stag the site would not accept', async () => {
    const response = await create('admin', { name: `Bad ${run}`, stags: ['has space'] });
    expect(response.statusCode).toBe(400);
  });

  it('should show a manager only their affiliates, marketing all, support none', async () => {
    const mine = (await list('affiliate_manager')).json<AffiliateList>().affiliates.map((a) => a.name);
    expect(mine).toEqual([DEMO_AFFILIATE.name, `Partner ${run}`]);
    const all = (await list('marketing')).json<AffiliateList>().affiliates.map((a) => a.name);
    expect(all).toEqual(expect.arrayContaining([DEMO_AFFILIATE.name, `Partner ${run}`]));
    expect((await list('support')).statusCode).toBe(403);
    expect((await create('marketing', { name: `M ${run}`, stags: [`m-${run}`] })).statusCode).toBe(403);
  });

  it('should let an admin assign an affiliate to a manager, who then reports on its stag', async () => {
    const manager = await app.database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'affiliate-manager@playfront.test')
      .executeTakeFirstOrThrow();
    const notManager = await app.database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'support@playfront.test')
      .executeTakeFirstOrThrow();
    const refused = await create('admin', {
      name: `Assigned ${run}`,
      stags: [`x-${run}`],
      managerId: notManager.id,
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'NOT_AN_AFFILIATE_MANAGER' });
    const created = await create('admin', {
      name: `Assigned ${run}`,
      stags: [`x-${run}`],
      managerId: manager.id,
    });
    expect(created.statusCode).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    await app.database.db
      .insertInto('analytics_events')
      .values({
        event_id: randomUUID(),
        event: 'page_view',
        project_id: 'test',
        mode: 'spa',
        lib_version: '0.0.33',
        core_version: '0.0.33',
        timestamp: Date.now(),
        hostname: null,
        pathname: '/',
        stag: `x-${run}`,
        device: 'web',
        browser: null,
        temp_player_id: randomUUID(),
        license: null,
        ip_country: 'DE',
        interlayer_id: null,
        connection_type: null,
        user_id: null,
        loading_time: null,
        time_to_fetch_start: null,
        time_to_first_byte: null,
        received_at: Date.now(),
        bot: 0,
      })
      .execute();
    const report = await app.inject({
      method: 'GET',
      url: `${AFFILIATE_REPORT_PATH}?from=${today}&to=${today}&group_by=stag`,
      cookies: { pf_staff_session: tokens.affiliate_manager ?? '' },
    });
    expect(report.json<{ rows: { stag: string; visits: number }[] }>().rows).toEqual([
      expect.objectContaining({ stag: `x-${run}`, visits: 1 }),
    ]);
  });
});
