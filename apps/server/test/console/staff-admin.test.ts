import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CASHOUT_DECISIONS_PATH,
  PLAYER_LOOKUP_PATH,
  STAFF_MEMBERS_PATH,
  STAFF_SESSION_PATH,
  STAFF_TOTP_ENROLMENT_PATH,
  staffMemberPath,
  type CashoutDecisionResponse,
  type StaffAccount,
  type StaffAccountList,
  type StaffMember,
  type TotpEnrolment,
} from '@playfront/contracts';
import { updateStaff } from '../../src/console/staff/staff-accounts.ts';
import { currentTotp } from '../../src/console/staff/totp.ts';
import { seedDemoStaff } from '../../src/demo-data/seed-demo-staff.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';
import {
  cardCashout,
  fundByCard,
  ORIGIN,
  registerPlayer,
  submitOk,
  type TestPlayer,
} from '../routes/payments/submit-helpers.ts';
import { demoStaffSession, staffLogin } from './console-fixtures.ts';

const PASSWORD = 'a long enough staff secret';
/** EUR defaults: the rule releases up to 1,000.00, agents approve up to 2,000.00 (CASHOUT_AGENT_LIMIT). */
const QUEUED = 120_000;
const ABOVE_AGENTS_LIMIT = 250_000;

describe.each(['sqlite', 'postgres'] as const)('given staff management on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  const demo: Record<string, string> = {};
  let created = 0;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
    await seedDemoStaff(app.database.db, 'test');
    for (const role of ['admin', 'payments_agent', 'support', 'marketing']) {
      demo[role] = await demoStaffSession(app, role);
    }
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const cookie = (token: string) => ({ pf_staff_session: token });
  const write = (token: string, method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) =>
    app.inject({
      method,
      url,
      cookies: cookie(token),
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify(body),
    });
  const me = (token: string) =>
    app.inject({ method: 'GET', url: STAFF_SESSION_PATH, cookies: cookie(token) });

  async function createMember(
    roles: string[],
    extra: Record<string, unknown> = {},
  ): Promise<{ account: StaffAccount; email: string }> {
    created += 1;
    const email = `Member-${created}-${dialect}@Playfront.test`;
    const response = await write(demo.admin ?? '', 'POST', STAFF_MEMBERS_PATH, {
      email,
      name: `Member ${created}`,
      roles,
      password: PASSWORD,
      reason: 'joins the team',
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return { account: response.json<StaffAccount>(), email: email.toLowerCase() };
  }

  const sessionOf = (response: LightMyRequestResponse) =>
    response.cookies.find((c) => c.name === 'pf_staff_session')?.value ?? '';

  /** Logs a new member in: the enrol-only session, the enrolment, then a full session. */
  async function enrolAndLogIn(email: string): Promise<{ token: string; secret: string }> {
    const first = await staffLogin(app, { email, password: PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'TOTP_NOT_ENROLLED' });
    const enrolOnly = sessionOf(first);
    const started = await write(enrolOnly, 'POST', STAFF_TOTP_ENROLMENT_PATH, {});
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<TotpEnrolment>();
    const confirmed = await write(enrolOnly, 'PUT', STAFF_TOTP_ENROLMENT_PATH, { code: currentTotp(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { token: enrolOnly, secret };
  }

  const auditRows = (action: string, staffId: string) =>
    app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('subject', '=', `staff:${staffId}`)
      .execute();

  it('should admit only admins to staff management', async () => {
    const anonymous = await app.inject({ method: 'GET', url: STAFF_MEMBERS_PATH });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['payments_agent', 'support', 'marketing']) {
      const list = await app.inject({
        method: 'GET',
        url: STAFF_MEMBERS_PATH,
        cookies: cookie(demo[role] ?? ''),
      });
      expect(list.statusCode).toBe(403);
      const create = await write(demo[role] ?? '', 'POST', STAFF_MEMBERS_PATH, {
        email: 'x@playfront.test',
        name: 'X',
        roles: ['admin'],
        password: PASSWORD,
        reason: 'r',
      });
      expect(create.statusCode).toBe(403);
    }
    const list = await app.inject({
      method: 'GET',
      url: STAFF_MEMBERS_PATH,
      cookies: cookie(demo.admin ?? ''),
    });
    expect(list.statusCode).toBe(200);
    const members = list.json<StaffAccountList>().members;
    expect(members.find((m) => m.email === 'admin@playfront.test')).toMatchObject({
      roles: ['admin'],
      secondFactor: true,
      disabledAt: null,
      cashoutLimits: null,
    });
  });

  it('should create a member with an audited reason, and refuse a taken e-mail', async () => {
    const { account, email } = await createMember(['payments_agent'], { cashoutLimits: { EUR: 50_000 } });
    expect(account).toMatchObject({
      email,
      roles: ['payments_agent'],
      secondFactor: false,
      disabledAt: null,
      cashoutLimits: { EUR: 50_000 },
    });
    const [audit] = await auditRows('staff.create', account.id);
    expect(audit).toMatchObject({ reason: 'joins the team' });
    expect(audit?.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(JSON.parse(audit?.after ?? '{}')).toEqual({
      email,
      name: account.name,
      roles: ['payments_agent'],
      cashoutLimits: { EUR: 50_000 },
    });
    expect(audit?.after).not.toContain(PASSWORD);

    const again = await write(demo.admin ?? '', 'POST', STAFF_MEMBERS_PATH, {
      email: email.toUpperCase(),
      name: 'Twin',
      roles: ['support'],
      password: PASSWORD,
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STAFF_EMAIL_TAKEN' });
    const unknownCurrency = await write(demo.admin ?? '', 'POST', STAFF_MEMBERS_PATH, {
      email: 'limits@playfront.test',
      name: 'Limits',
      roles: ['payments_agent'],
      password: PASSWORD,
      cashoutLimits: { XXX: 1 },
      reason: 'r',
    });
    expect(unknownCurrency.json()).toMatchObject({ code: 'UNKNOWN_CURRENCY' });
  });

  it('should let a member without a second factor log in only to enrol one, confirmed by a code', async () => {
    const { account, email } = await createMember(['support']);
    const first = await staffLogin(app, { email, password: PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'TOTP_NOT_ENROLLED' });
    const enrolOnly = sessionOf(first);
    // The enrol-only session opens nothing else.
    expect((await me(enrolOnly)).statusCode).toBe(401);
    expect(
      (await write(enrolOnly, 'PUT', STAFF_TOTP_ENROLMENT_PATH, { code: '123456' })).json(),
    ).toMatchObject({
      code: 'TOTP_NOT_STARTED',
    });

    const started = (await write(enrolOnly, 'POST', STAFF_TOTP_ENROLMENT_PATH, {})).json<TotpEnrolment>();
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(started.uri).toContain(started.secret);
    const good = currentTotp(started.secret);
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await write(enrolOnly, 'PUT', STAFF_TOTP_ENROLMENT_PATH, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOTP_INVALID' });
    expect((await auditRows('staff.totp_enrol', account.id)).length).toBe(0);

    const confirmed = await write(enrolOnly, 'PUT', STAFF_TOTP_ENROLMENT_PATH, { code: good });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<StaffMember>()).toMatchObject({ id: account.id, roles: ['support'] });
    expect((await me(enrolOnly)).statusCode).toBe(200);
    expect(await auditRows('staff.totp_enrol', account.id)).toHaveLength(1);

    // From now on the log-in asks for the code, and a second enrolment is refused.
    expect((await staffLogin(app, { email, password: PASSWORD })).json()).toMatchObject({
      code: 'TOTP_REQUIRED',
    });
    const full = await staffLogin(app, { email, password: PASSWORD, totp: currentTotp(started.secret) });
    expect(full.statusCode).toBe(200);
    const again = await write(sessionOf(full), 'POST', STAFF_TOTP_ENROLMENT_PATH, {});
    expect(again.json()).toMatchObject({ code: 'TOTP_ALREADY_ENROLLED' });
  });

  it('should change roles with an audited reason, and refuse an admin taking away their own admin role', async () => {
    const { account } = await createMember(['marketing']);
    const changed = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
      roles: ['marketing', 'affiliate_manager'],
      reason: 'looks after affiliates now',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffAccount>().roles).toEqual(['marketing', 'affiliate_manager']);
    const [audit] = await auditRows('staff.roles', account.id);
    expect(audit).toMatchObject({ reason: 'looks after affiliates now' });
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({ roles: ['marketing'] });
    expect(JSON.parse(audit?.after ?? '{}')).toEqual({ roles: ['marketing', 'affiliate_manager'] });

    const adminId = (await me(demo.admin ?? '')).json<StaffMember>().id;
    const own = await write(demo.admin ?? '', 'PATCH', staffMemberPath(adminId), {
      roles: ['support'],
      reason: 'stepping down',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'OWN_ADMIN_ROLE' });
    const disableSelf = await write(demo.admin ?? '', 'PATCH', staffMemberPath(adminId), {
      disabled: true,
      reason: 'leaving',
    });
    expect(disableSelf.json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    const nothing = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), { reason: 'r' });
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_CHANGE' });
    const missing = await write(demo.admin ?? '', 'PATCH', staffMemberPath('no-such-member'), {
      disabled: true,
      reason: 'r',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('should never leave the console without an enabled admin', async () => {
    const adminId = (await me(demo.admin ?? '')).json<StaffMember>().id;
    const { account: second, email } = await createMember(['admin']);
    const { token: secondToken } = await enrolAndLogIn(email);
    // Two admins demote each other at the same moment: one of them stays admin.
    const [a, b] = await Promise.all([
      write(demo.admin ?? '', 'PATCH', staffMemberPath(second.id), { roles: ['support'], reason: 'race' }),
      write(secondToken, 'PATCH', staffMemberPath(adminId), { roles: ['support'], reason: 'race' }),
    ]);
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const admins = (
      await app.inject({
        method: 'GET',
        url: STAFF_MEMBERS_PATH,
        cookies: cookie(a.statusCode === 200 ? (demo.admin ?? '') : secondToken),
      })
    )
      .json<StaffAccountList>()
      .members.filter((m) => m.roles.includes('admin') && m.disabledAt === null);
    expect(admins).toHaveLength(1);
    const [survivor] = admins;
    const loser = survivor?.id === adminId ? second : { id: adminId };

    // The demoted one's request was authorised a moment before its demotion (the race above,
    // made certain): the last enabled admin is still refused.
    const stale: StaffMember = {
      id: loser.id,
      email: 'stale@playfront.test',
      name: 'Stale',
      roles: ['admin'],
    };
    const deps = { db: app.database.db, dialect: app.database.dialect };
    expect(
      await updateStaff(deps, stale, survivor?.id ?? '', { roles: ['support'], reason: 'stale' }, 'req-test'),
    ).toEqual({ ok: false, code: 'LAST_ADMIN' });
    expect(
      await updateStaff(deps, stale, survivor?.id ?? '', { disabled: true, reason: 'stale' }, 'req-test'),
    ).toEqual({ ok: false, code: 'LAST_ADMIN' });

    // Put the demo admin back for the tests after this one.
    if (survivor?.id !== adminId) {
      const back = await write(secondToken, 'PATCH', staffMemberPath(adminId), {
        roles: ['admin'],
        reason: 'back',
      });
      expect(back.statusCode).toBe(200);
      demo.admin = await demoStaffSession(app, 'admin');
    }
  });

  it('should end a disabled member’s sessions at once, refuse their log-in, and let them back when enabled', async () => {
    const { account, email } = await createMember(['payments_agent']);
    const { token, secret } = await enrolAndLogIn(email);
    expect((await me(token)).statusCode).toBe(200);

    const disabled = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
      disabled: true,
      reason: 'left the company',
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<StaffAccount>().disabledAt).toEqual(expect.any(Number));
    expect((await me(token)).statusCode).toBe(401);
    const sessions = await app.database.db
      .selectFrom('staff_sessions')
      .select('token_hash')
      .where('staff_id', '=', account.id)
      .execute();
    expect(sessions).toEqual([]);
    const login = await staffLogin(app, { email, password: PASSWORD, totp: currentTotp(secret) });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await auditRows('staff.disable', account.id)).toEqual([
      expect.objectContaining({ reason: 'left the company' }),
    ]);

    const enabled = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
      disabled: false,
      reason: 'came back',
    });
    expect(enabled.json<StaffAccount>().disabledAt).toBeNull();
    expect(await auditRows('staff.enable', account.id)).toHaveLength(1);
    expect((await staffLogin(app, { email, password: PASSWORD, totp: currentTotp(secret) })).statusCode).toBe(
      200,
    );
  });

  it('should reset a second factor: the member’s sessions end and the next log-in enrols again', async () => {
    const { account, email } = await createMember(['risk']);
    const { token } = await enrolAndLogIn(email);
    const reset = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
      resetSecondFactor: true,
      reason: 'lost phone',
    });
    expect(reset.json<StaffAccount>().secondFactor).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
    expect((await staffLogin(app, { email, password: PASSWORD })).json()).toMatchObject({
      code: 'TOTP_NOT_ENROLLED',
    });
    expect(await auditRows('staff.totp_reset', account.id)).toEqual([
      expect.objectContaining({ reason: 'lost phone' }),
    ]);
  });

  describe('per-member approval limits', () => {
    async function queuedCashout(amount: number): Promise<string> {
      const player: TestPlayer = await registerPlayer(app);
      await fundByCard(app, player, amount + 100_000);
      await app.database.db
        .updateTable('players')
        .set({ kyc_status: 'verified' })
        .where('id', '=', player.id)
        .execute();
      const answer = await submitOk(app, player, cardCashout(amount));
      if (!answer.ok || answer.transactionId === undefined) throw new Error(JSON.stringify(answer));
      return answer.transactionId;
    }
    const approve = async (token: string, id: string) => {
      const response = await write(token, 'POST', CASHOUT_DECISIONS_PATH, {
        transactionIds: [id],
        decision: 'approve',
        reason: 'checks_passed',
      });
      expect(response.statusCode).toBe(200);
      return response.json<CashoutDecisionResponse>().results[0];
    };

    it('should hold an agent to their own limit below the agents’ limit, and above it once raised', async () => {
      const { account, email } = await createMember(['payments_agent'], { cashoutLimits: { EUR: 110_000 } });
      const { token } = await enrolAndLogIn(email);
      const queued = await queuedCashout(QUEUED);
      // Within CASHOUT_AGENT_LIMIT (2,000.00) but above the member's own 1,100.00.
      expect(await approve(token, queued)).toMatchObject({ outcome: 'refused', code: 'OVER_AGENT_LIMIT' });

      const raised = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
        cashoutLimits: { EUR: 300_000 },
        reason: 'senior agent',
      });
      expect(raised.json<StaffAccount>().cashoutLimits).toEqual({ EUR: 300_000 });
      const [audit] = await auditRows('staff.cashout_limits', account.id);
      expect(JSON.parse(audit?.before ?? '{}')).toEqual({ cashoutLimits: { EUR: 110_000 } });
      expect(JSON.parse(audit?.after ?? '{}')).toEqual({ cashoutLimits: { EUR: 300_000 } });
      expect(await approve(token, queued)).toMatchObject({ outcome: 'approved' });
      // Above CASHOUT_AGENT_LIMIT, within the member's own: their approval counts (the first of two).
      const large = await queuedCashout(ABOVE_AGENTS_LIMIT);
      expect(await approve(token, large)).toMatchObject({ outcome: 'awaiting_second_approval' });
      // The demo agent has no limit of their own: CASHOUT_AGENT_LIMIT holds them.
      const other = await queuedCashout(ABOVE_AGENTS_LIMIT);
      expect(await approve(demo.payments_agent ?? '', other)).toMatchObject({ code: 'OVER_AGENT_LIMIT' });

      const back = await write(demo.admin ?? '', 'PATCH', staffMemberPath(account.id), {
        cashoutLimits: null,
        reason: 'back to the default',
      });
      expect(back.json<StaffAccount>().cashoutLimits).toBeNull();
      const third = await queuedCashout(ABOVE_AGENTS_LIMIT);
      expect(await approve(token, third)).toMatchObject({ code: 'OVER_AGENT_LIMIT' });
    });
  });

  it('should find a player by e-mail in any case for the player view roles, support included', async () => {
    const player = await registerPlayer(app);
    const email = await app.database.db
      .selectFrom('players')
      .select('email')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    const lookup = (token: string, value: string) =>
      app.inject({
        method: 'GET',
        url: `${PLAYER_LOOKUP_PATH}?email=${encodeURIComponent(value)}`,
        cookies: cookie(token),
      });
    const found = await lookup(demo.support ?? '', email.email.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ playerId: player.id });
    expect((await lookup(demo.payments_agent ?? '', email.email)).json()).toEqual({ playerId: player.id });
    expect((await lookup(demo.marketing ?? '', email.email)).statusCode).toBe(403);
    const missing = await lookup(demo.support ?? '', 'nobody-here@example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PLAYER_NOT_FOUND' });
  });
});
