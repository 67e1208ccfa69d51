import type { Kysely } from 'kysely';
import type { StaffRole } from '@playfront/contracts';
import { affiliateUsersRepository } from '../console/affiliate-users/affiliate-users-repository.ts';
import { affiliatesRepository } from '../console/affiliates/affiliates-repository.ts';
import { recordAudit } from '../console/audit/audit-log.ts';
import { StaffRepository } from '../console/staff/staff-repository.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../players/password.ts';

/**
 * The second factor of every demo staff member (base32), as the README gives it: add it to an
 * authenticator app, or compute the code with any TOTP tool. Demo data only, never production.
 */
export const DEMO_STAFF_TOTP_SECRET = 'PLAYFRONTDEMOSTAFFTOTP22';

export interface DemoStaffMember {
  readonly role: StaffRole;
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

const demo = (role: StaffRole, name: string): DemoStaffMember => {
  const slug = role.replaceAll('_', '-');
  return { role, email: `${slug}@playfront.test`, password: `playfront-${slug}`, name };
};

/** One demo member per role; the README lists them. */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  demo('admin', 'Demo Admin'),
  demo('marketing', 'Demo Marketing'),
  demo('affiliate_manager', 'Demo Affiliate Manager'),
  demo('payments_agent', 'Demo Payments Agent'),
  demo('payments_approver', 'Demo Payments Approver'),
  demo('risk', 'Demo Risk'),
  demo('support', 'Demo Support'),
];

/** The demo affiliate, looked after by the demo affiliate manager, and the `stag` it owns. */
export const DEMO_AFFILIATE = { name: 'Demo Affiliate', stags: ['demo-affiliate'] } as const;

/**
 * The demo affiliate's log-in to the affiliate view (decision 048; the README lists it): not
 * staff, and with DEMO_STAFF_TOTP_SECRET as its second factor in every environment.
 */
export const DEMO_AFFILIATE_USER = {
  email: 'affiliate@playfront.test',
  password: 'playfront-affiliate',
  name: 'Demo Affiliate User',
} as const;

/**
 * Seeds the demo staff (outside production only), the demo affiliate and its log-in. The admin logs in
 * without a second factor in development; everywhere else, and for every other member, the
 * documented DEMO_STAFF_TOTP_SECRET is enrolled. Existing members are left as they are.
 */
export async function seedDemoStaff(
  db: Kysely<Database>,
  env: 'development' | 'test',
  now = Date.now(),
): Promise<{ created: number }> {
  const staff = new StaffRepository(db);
  let created = 0;
  let managerId: string | undefined;
  for (const member of DEMO_STAFF) {
    const existing = await staff.credentials(member.email);
    if (existing !== undefined) {
      if (member.role === 'affiliate_manager') managerId = existing.id;
      continue;
    }
    const totpSecret = member.role === 'admin' && env === 'development' ? null : DEMO_STAFF_TOTP_SECRET;
    const row = await staff.create(
      {
        email: member.email,
        name: member.name,
        passwordHash: await hashPassword(member.password),
        roles: [member.role],
        totpSecret,
      },
      now,
    );
    if (row === undefined) continue;
    created += 1;
    if (member.role === 'affiliate_manager') managerId = row.id;
    await recordAudit(db, {
      staffId: null,
      action: 'staff.create',
      subject: `staff:${row.id}`,
      before: null,
      after: { email: row.email, roles: row.roles, secondFactor: totpSecret !== null },
      reason: 'demo data',
      requestId: 'seed',
    });
  }
  await seedDemoAffiliate(db, managerId ?? null, now);
  return { created };
}

async function seedDemoAffiliate(db: Kysely<Database>, managerId: string | null, now: number): Promise<void> {
  const found = await db
    .selectFrom('affiliates')
    .select('id')
    .where('name', '=', DEMO_AFFILIATE.name)
    .executeTakeFirst();
  const affiliateId =
    found?.id ??
    (await db.transaction().execute(async (trx) => {
      const affiliate = await affiliatesRepository.create(
        trx,
        { name: DEMO_AFFILIATE.name, stags: DEMO_AFFILIATE.stags, managerId },
        now,
      );
      await recordAudit(trx, {
        staffId: null,
        action: 'affiliate.create',
        subject: `affiliate:${affiliate.id}`,
        before: null,
        after: { name: affiliate.name, stags: affiliate.stags, managerId },
        reason: 'demo data',
        requestId: 'seed',
      });
      return affiliate.id;
    }));
  await seedDemoAffiliateUser(db, affiliateId, now);
}

/** The demo affiliate's log-in (decision 048), with the demo staff's second factor everywhere. */
async function seedDemoAffiliateUser(db: Kysely<Database>, affiliateId: string, now: number): Promise<void> {
  if ((await affiliateUsersRepository.credentials(db, DEMO_AFFILIATE_USER.email)) !== undefined) return;
  const passwordHash = await hashPassword(DEMO_AFFILIATE_USER.password);
  await db.transaction().execute(async (trx) => {
    const id = await affiliateUsersRepository.create(
      trx,
      {
        affiliateId,
        email: DEMO_AFFILIATE_USER.email,
        name: DEMO_AFFILIATE_USER.name,
        passwordHash,
        totpSecret: DEMO_STAFF_TOTP_SECRET,
        createdBy: null,
      },
      now,
    );
    if (id === undefined) return;
    await recordAudit(trx, {
      staffId: null,
      action: 'affiliate_user.create',
      subject: `affiliate:${affiliateId}`,
      before: null,
      after: {
        userId: id,
        email: DEMO_AFFILIATE_USER.email,
        name: DEMO_AFFILIATE_USER.name,
        secondFactor: true,
      },
      reason: 'demo data',
      requestId: 'seed',
    });
  });
}
