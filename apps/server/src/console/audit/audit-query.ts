import type { Kysely } from 'kysely';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  DAY_MS,
} from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/**
 * A page of the audit log, newest first, paged on the server by a `created_at:id` cursor (stable
 * while entries are appended).
 */
export async function auditPage(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  let select = db
    .selectFrom('audit_log as l')
    .leftJoin('staff as s', 's.id', 'l.staff_id')
    .select([
      'l.id',
      'l.staff_id',
      's.email',
      'l.action',
      'l.subject',
      'l.before',
      'l.after',
      'l.reason',
      'l.request_id',
      'l.created_at',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit + 1);
  if (query.action !== undefined) select = select.where('l.action', '=', query.action);
  if (query.staff !== undefined) select = select.where('s.email', '=', query.staff.toLowerCase());
  if (query.from !== undefined)
    select = select.where('l.created_at', '>=', Date.parse(`${query.from}T00:00:00Z`));
  if (query.to !== undefined) {
    select = select.where('l.created_at', '<', Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  }
  if (query.cursor !== undefined) {
    const [time = '0', id = ''] = query.cursor.split(':');
    const at = Number(time);
    select = select.where((eb) =>
      eb.or([eb('l.created_at', '<', at), eb.and([eb('l.created_at', '=', at), eb('l.id', '<', id)])]),
    );
  }
  const rows = await select.execute();
  const page = rows.slice(0, limit);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.email ?? null,
    action: row.action,
    subject: row.subject,
    before: parse(row.before),
    after: parse(row.after),
    reason: row.reason,
    requestId: row.request_id,
    createdAt: row.created_at,
  }));
  const last = page.at(-1);
  return {
    entries,
    nextCursor: rows.length > limit && last !== undefined ? `${last.created_at}:${last.id}` : null,
  };
}
