import type { Kysely } from 'kysely';

/**
 * Staff management (issue 12): a member can be disabled (kept for the audit log, never deleted),
 * a payments agent can have approval limits of their own, a member enrols their own second factor
 * (the secret waits here until a code confirms it), and a session can be good for enrolment only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff')
    // When an admin disabled the member; null while the member may log in.
    .addColumn('disabled_at', 'bigint')
    .execute();
  await db.schema
    .alterTable('staff')
    // JSON `{ "EUR": 50000 }` (minor units); a currency left out falls back to CASHOUT_AGENT_LIMIT.
    .addColumn('cashout_limits', 'varchar(1000)')
    .execute();
  await db.schema
    .alterTable('staff')
    // The secret shown during enrolment, until the member confirms it with a code.
    .addColumn('totp_pending_secret', 'varchar(64)')
    .execute();
  await db.schema
    .alterTable('staff_sessions')
    // 1: the member logged in without the second factor they must have, and may only enrol one.
    .addColumn('enrol_only', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_sessions').dropColumn('enrol_only').execute();
  await db.schema.alterTable('staff').dropColumn('totp_pending_secret').execute();
  await db.schema.alterTable('staff').dropColumn('cashout_limits').execute();
  await db.schema.alterTable('staff').dropColumn('disabled_at').execute();
}
