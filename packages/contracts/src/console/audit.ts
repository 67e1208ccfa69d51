/** Where admins read the audit log of staff writes. */
export const AUDIT_PATH = '/api/v1/audit';

/** Entries per page when the query names no `limit`. */
export const AUDIT_PAGE_SIZE = 50;

export type { AuditEntry, AuditQuery, AuditPage } from './audit.schema.ts';
