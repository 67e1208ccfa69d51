import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  AFFILIATE_REPORT_PATH,
  AFFILIATE_SESSION_PATH,
  AFFILIATES_PATH,
  AUDIT_PATH,
  CASHOUT_DECISIONS_PATH,
  CASHOUT_QUEUE_PATH,
  EVENTS_PATH,
  FUNNEL_PATH,
  PROVIDER_RATES_PATH,
  STAFF_SESSION_PATH,
  TRANSACTION_SEARCH_PATH,
  affiliateUsersPath,
  playerKycPath,
  playerNotesPath,
  playerViewPath,
  postbackDeliveriesPath,
  postbacksPath,
  type Affiliate,
  type AffiliateReport,
  type AffiliateUser,
  type CreatedAffiliateUser,
} from '@playfront/contracts';
import { currentTotp } from '../../src/console/staff/totp.ts';
import {
  DEMO_AFFILIATE,
  DEMO_AFFILIATE_USER,
  DEMO_STAFF_TOTP_SECRET,
  seedDemoStaff,
} from '../../src/demo-data/seed-demo-staff.ts';
import { makeEvent } from '../helpers/analytics-events.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import { ORIGIN, registerPlayer } from '../routes/payments/submit-helpers.ts';
import { demoStaffSession } from './console-fixtures.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `POST /api/v1/affiliate/session` from the console's own origin. */
function affiliateLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: AFFILIATE_SESSION_PATH,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify(body),
  });
}

/** Logs an affiliate user in and answers their session token. */
async function affiliateSession(
  app: FastifyInstance,
  email: string,
  password: string,
  secret: string,
): Promise<string> {
  const response = await affiliateLogin(app, { email, password, totp: currentTotp(secret) });
  const cookie = response.cookies.find((c) => c.name === 'pf_affiliate_session');
  if (response.statusCode !== 200 || cookie === undefined) {
    throw new Error(`affiliate log-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}

/**
 * Affiliate log-ins and the affiliate view (decision 048): an affiliate user reads its own report
 * and postback deliveries and nothing else; a `stag=` filter never reaches past the viewer's
 * stags. The same suite runs on SQLite and PostgreSQL.
 */
describe.each(['sqlite', 'postgres'] as const)('given affiliate log-ins on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let manager: string;
  let demoAffiliate: string;
  let other: Affiliate;
  let affiliate: string;
  const run = randomUUID().slice(0, 6);
  const OTHER_STAG = `other-${run}`;
  const OWN_STAG = DEMO_AFFILIATE.stags[0];
  const day = isoDay(Date.now());

  const as = (cookies: Record<string, string>, options: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...options, cookies, headers: { origin: ORIGIN, ...options.headers } });

  const report = (cookies: Record<string, string>, query = '') =>
    as(cookies, { method: 'GET', url: `${AFFILIATE_REPORT_PATH}?from=${day}&to=${day}${query}` });

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    admin = await demoStaffSession(app, 'admin');
    manager = await demoStaffSession(app, 'affiliate_manager');
    const list = await as({ pf_staff_session: admin }, { method: 'GET', url: AFFILIATES_PATH });
    demoAffiliate = list
      .json<{ affiliates: Affiliate[] }>()
      .affiliates.find((a) => a.name === DEMO_AFFILIATE.name)?.id as string;
    // Another affiliate, with no manager: neither the demo affiliate nor its manager may see it.
    const created = await as(
      { pf_staff_session: admin },
      { method: 'POST', url: AFFILIATES_PATH, payload: { name: `Other ${run}`, stags: [OTHER_STAG] } },
    );
    expect(created.statusCode).toBe(201);
    other = created.json<Affiliate>();
    // A visit for each: two events of the demo affiliate's stag, one of the other's.
    const now = Date.now();
    const events = [
      makeEvent({ temp_player_id: randomUUID(), timestamp: now - 60_000, stag: OWN_STAG }),
      makeEvent({ temp_player_id: randomUUID(), timestamp: now - 50_000, stag: OWN_STAG }),
      makeEvent({ temp_player_id: randomUUID(), timestamp: now - 40_000, stag: OTHER_STAG }),
    ];
    // A browser's User-Agent: events from bots are left out of reports.
    const sent = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: events,
      headers: { 'user-agent': CHROME },
    });
    expect(sent.json()).toMatchObject({ accepted: 3 });
    affiliate = await affiliateSession(
      app,
      DEMO_AFFILIATE_USER.email,
      DEMO_AFFILIATE_USER.password,
      DEMO_STAFF_TOTP_SECRET,
    );
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  describe('when the demo affiliate user logs in', () => {
    it('should refuse a wrong password and a missing second factor, as a staff log-in', async () => {
      const wrong = await affiliateLogin(app, { email: DEMO_AFFILIATE_USER.email, password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const missing = await affiliateLogin(app, {
        email: DEMO_AFFILIATE_USER.email,
        password: DEMO_AFFILIATE_USER.password,
      });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    });

    it('should not log in with staff credentials, nor log staff in with its own', async () => {
      const staffAsAffiliate = await affiliateLogin(app, {
        email: 'admin@playfront.test',
        password: 'playfront-admin',
        totp: currentTotp(DEMO_STAFF_TOTP_SECRET),
      });
      expect(staffAsAffiliate.statusCode).toBe(401);
      const affiliateAsStaff = await app.inject({
        method: 'POST',
        url: STAFF_SESSION_PATH,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: JSON.stringify({
          email: DEMO_AFFILIATE_USER.email,
          password: DEMO_AFFILIATE_USER.password,
          totp: currentTotp(DEMO_STAFF_TOTP_SECRET),
        }),
      });
      expect(affiliateAsStaff.statusCode).toBe(401);
      expect(affiliateAsStaff.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });

    it('should set its own HttpOnly, SameSite=Strict cookie on /api/v1, end any staff cookie, and audit it', async () => {
      const response = await affiliateLogin(app, {
        email: DEMO_AFFILIATE_USER.email,
        password: DEMO_AFFILIATE_USER.password,
        totp: currentTotp(DEMO_STAFF_TOTP_SECRET),
      });
      expect(response.statusCode).toBe(200);
      const user = response.json<AffiliateUser>();
      expect(user).toMatchObject({
        email: DEMO_AFFILIATE_USER.email,
        affiliateId: demoAffiliate,
        affiliateName: DEMO_AFFILIATE.name,
        stags: [OWN_STAG],
      });
      expect(response.cookies.find((c) => c.name === 'pf_affiliate_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1',
      });
      expect(response.cookies.find((c) => c.name === 'pf_staff_session')).toMatchObject({ value: '' });
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['subject', 'staff_id'])
        .where('action', '=', 'affiliate_user.login')
        .where('subject', '=', `affiliate_user:${user.id}`)
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(1);
      expect(audit[0]?.staff_id).toBeNull();
    });

    it('should answer who is logged in, and a staff or player session should not count', async () => {
      const me = await as(
        { pf_affiliate_session: affiliate },
        { method: 'GET', url: AFFILIATE_SESSION_PATH },
      );
      expect(me.json()).toMatchObject({ email: DEMO_AFFILIATE_USER.email, stags: [OWN_STAG] });
      const staff = await as({ pf_staff_session: admin }, { method: 'GET', url: AFFILIATE_SESSION_PATH });
      expect(staff.statusCode).toBe(401);
      expect(staff.json()).toMatchObject({ code: 'AFFILIATE_UNAUTHORIZED' });
      const player = await registerPlayer(app);
      const asPlayer = await as(
        { pf_affiliate_session: player.cookies.pf_session ?? '' },
        { method: 'GET', url: AFFILIATE_SESSION_PATH },
      );
      expect(asPlayer.statusCode).toBe(401);
    });
  });

  describe('when an affiliate user reads the affiliate report', () => {
    it('should show only its own stags, whatever the grouping', async () => {
      const byStag = await report({ pf_affiliate_session: affiliate }, '&group_by=stag');
      expect(byStag.statusCode).toBe(200);
      const body = byStag.json<AffiliateReport>();
      expect(body.rows.map((row) => row.stag)).toEqual([OWN_STAG]);
      expect(body.rows[0]?.visits).toBe(2);
      expect(body.totals.visits).toBe(2);
      const byDevice = await report({ pf_affiliate_session: affiliate }, '&group_by=device');
      expect(byDevice.json<AffiliateReport>().totals.visits).toBe(2);
    });

    it('should give the same numbers as CSV', async () => {
      const csv = await report({ pf_affiliate_session: affiliate }, '&format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(OWN_STAG);
      expect(csv.body).not.toContain(OTHER_STAG);
    });

    it("should refuse with 403 STAG_FORBIDDEN a filter naming another's stag, alone or beside its own", async () => {
      for (const stag of [OTHER_STAG, `${OWN_STAG},${OTHER_STAG}`, 'nobody-has-this']) {
        const refused = await report({ pf_affiliate_session: affiliate }, `&stag=${stag}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'STAG_FORBIDDEN' });
        expect(refused.body).not.toContain('"rows"');
      }
      const own = await report({ pf_affiliate_session: affiliate }, `&stag=${OWN_STAG}`);
      expect(own.json<AffiliateReport>().rows.map((row) => row.stag)).toEqual([OWN_STAG]);
    });

    it("should read its own postback deliveries, and refuse another affiliate's with 403", async () => {
      const own = await as(
        { pf_affiliate_session: affiliate },
        { method: 'GET', url: postbackDeliveriesPath(demoAffiliate) },
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ deliveries: [], page: 1 });
      const others = await as(
        { pf_affiliate_session: affiliate },
        { method: 'GET', url: postbackDeliveriesPath(other.id) },
      );
      expect(others.statusCode).toBe(403);
      expect(others.json()).toMatchObject({ code: 'AFFILIATE_FORBIDDEN' });
    });
  });

  describe('when an affiliate user calls any other console API', () => {
    const playerId = randomUUID();
    const routes: readonly InjectOptions[] = [
      { method: 'GET', url: STAFF_SESSION_PATH },
      { method: 'GET', url: AFFILIATES_PATH },
      { method: 'POST', url: AFFILIATES_PATH, payload: { name: 'Mine now', stags: ['mine-now'] } },
      { method: 'GET', url: AUDIT_PATH },
      { method: 'GET', url: `${FUNNEL_PATH}?from=${isoDay(Date.now())}&to=${isoDay(Date.now())}` },
      { method: 'GET', url: postbacksPath('self') },
      {
        method: 'PUT',
        url: `${postbacksPath('self')}/ftd`,
        payload: { url: 'https://x.test/{stag}', enabled: true },
      },
      {
        method: 'POST',
        url: affiliateUsersPath('self'),
        payload: { email: 'friend@example.com', name: 'Friend' },
      },
      { method: 'GET', url: CASHOUT_QUEUE_PATH },
      {
        method: 'POST',
        url: CASHOUT_DECISIONS_PATH,
        payload: { transactionIds: [randomUUID()], decision: 'approve', reason: 'checks_passed' },
      },
      { method: 'GET', url: TRANSACTION_SEARCH_PATH },
      { method: 'GET', url: PROVIDER_RATES_PATH },
      { method: 'GET', url: playerViewPath(playerId) },
      { method: 'PUT', url: playerKycPath(playerId), payload: { status: 'verified', reason: 'mine' } },
      { method: 'POST', url: playerNotesPath(playerId), payload: { body: 'a note' } },
    ];

    it.each(routes.map((route) => [`${route.method ?? 'GET'} ${route.url as string}`, route] as const))(
      'should answer 403 AFFILIATE_FORBIDDEN to %s',
      async (_name, route) => {
        const url = (route.url as string).replace('self', demoAffiliate);
        const response = await as({ pf_affiliate_session: affiliate }, { ...route, url });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'AFFILIATE_FORBIDDEN' });
      },
    );

    it('should have changed nothing by trying', async () => {
      const mine = await app.database.db
        .selectFrom('affiliates')
        .select('id')
        .where('name', '=', 'Mine now')
        .execute();
      expect(mine).toEqual([]);
      const friend = await app.database.db
        .selectFrom('affiliate_users')
        .select('id')
        .where('email', '=', 'friend@example.com')
        .execute();
      expect(friend).toEqual([]);
    });
  });

  describe('when staff filter the affiliate report by stag', () => {
    it("should narrow an admin's report to the stags named", async () => {
      const response = await report({ pf_staff_session: admin }, `&stag=${OTHER_STAG}`);
      const body = response.json<AffiliateReport>();
      expect(body.rows.map((row) => row.stag)).toEqual([OTHER_STAG]);
      expect(body.totals.visits).toBe(1);
      const both = await report({ pf_staff_session: admin }, `&stag=${OTHER_STAG},${OWN_STAG}`);
      expect(both.json<AffiliateReport>().totals.visits).toBe(3);
    });

    it("should give a manager their affiliates' stag, and refuse one outside them with 403", async () => {
      const own = await report({ pf_staff_session: manager }, `&stag=${OWN_STAG}`);
      expect(own.json<AffiliateReport>().rows.map((row) => row.stag)).toEqual([OWN_STAG]);
      const refused = await report({ pf_staff_session: manager }, `&stag=${OTHER_STAG}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STAG_FORBIDDEN' });
      const mixed = await report({ pf_staff_session: manager }, `&stag=${OWN_STAG},${OTHER_STAG}`);
      expect(mixed.statusCode).toBe(403);
    });

    it('should refuse a stag filter that is not a list of stags with 400', async () => {
      const response = await report({ pf_staff_session: admin }, '&stag=a,,b');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('when staff make a log-in for an affiliate', () => {
    it("should let the affiliate's manager make one, answer its password and second factor once, and audit it without them", async () => {
      const email = `partner-${run}@example.com`;
      const created = await as(
        { pf_staff_session: manager },
        {
          method: 'POST',
          url: affiliateUsersPath(demoAffiliate),
          payload: { email, name: 'Partner', reason: 'new partner contact' },
        },
      );
      expect(created.statusCode).toBe(201);
      const body = created.json<CreatedAffiliateUser>();
      expect(body.user).toMatchObject({ email, affiliateId: demoAffiliate, stags: [OWN_STAG] });
      expect(body.totpUri).toMatch(/^otpauth:\/\/totp\//);
      const token = await affiliateSession(app, email, body.password, body.totpSecret);
      const own = await report({ pf_affiliate_session: token }, '');
      expect(own.json<AffiliateReport>().rows.map((row) => row.stag)).toEqual([OWN_STAG]);

      const audit = await app.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'affiliate_user.create')
        .where('reason', '=', 'new partner contact')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.subject).toBe(`affiliate:${demoAffiliate}`);
      expect(audit[0]?.after).toContain(email);
      expect(audit[0]?.after).not.toContain(body.password);
      expect(audit[0]?.after).not.toContain(body.totpSecret);
      const stored = await app.database.db
        .selectFrom('affiliate_users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(stored?.password_hash).not.toContain(body.password);

      const again = await as(
        { pf_staff_session: admin },
        { method: 'POST', url: affiliateUsersPath(other.id), payload: { email, name: 'Twice' } },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    });

    it('should answer a manager 404 for an affiliate not theirs, and refuse other roles with 403', async () => {
      const notTheirs = await as(
        { pf_staff_session: manager },
        {
          method: 'POST',
          url: affiliateUsersPath(other.id),
          payload: { email: `x-${run}@example.com`, name: 'X' },
        },
      );
      expect(notTheirs.statusCode).toBe(404);
      const marketing = await demoStaffSession(app, 'marketing');
      const refused = await as(
        { pf_staff_session: marketing },
        {
          method: 'POST',
          url: affiliateUsersPath(other.id),
          payload: { email: `y-${run}@example.com`, name: 'Y' },
        },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
      const byAdmin = await as(
        { pf_staff_session: admin },
        {
          method: 'POST',
          url: affiliateUsersPath(other.id),
          payload: { email: `z-${run}@example.com`, name: 'Z' },
        },
      );
      expect(byAdmin.statusCode).toBe(201);
      expect(byAdmin.json<CreatedAffiliateUser>().user.stags).toEqual([OTHER_STAG]);
    });
  });

  it('should end the affiliate session at log-out', async () => {
    const token = await affiliateSession(
      app,
      DEMO_AFFILIATE_USER.email,
      DEMO_AFFILIATE_USER.password,
      DEMO_STAFF_TOTP_SECRET,
    );
    const out = await as({ pf_affiliate_session: token }, { method: 'DELETE', url: AFFILIATE_SESSION_PATH });
    expect(out.statusCode).toBe(204);
    const after = await report({ pf_affiliate_session: token });
    expect(after.statusCode).toBe(401);
  });
});
