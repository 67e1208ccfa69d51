import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One staff write, as the audit log keeps it. */
export interface AuditEntry {
  /** The member who wrote; null for the system itself (seeding). */
  readonly staffId: string | null;
  /** What was done, as `resource.verb` (`staff.login`, `affiliate.create`). */
  readonly action: string;
  /** What it was done to, as `kind:id`. */
  readonly subject: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
  readonly requestId: string;
}

const asJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Appends an entry. Pass the transaction of the write itself, so the write and its audit entry
 * commit together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      staff_id: entry.staffId,
      action: entry.action,
      subject: entry.subject,
      before: asJson(entry.before),
      after: asJson(entry.after),
      reason: entry.reason,
      request_id: entry.requestId,
      created_at: now,
    })
    .execute();
}
