import type { StaffRole } from '../console/staff.ts';

export type { StaffErasureRequest } from './staff-erasure.schema.ts';

export const STAFF_ERASURE_PATH = '/api/v1/backoffice/players/:playerId/erasure';

export const staffErasurePath = (playerId: string): string =>
  STAFF_ERASURE_PATH.replace(':playerId', encodeURIComponent(playerId));

/**
 * Who may erase a player from the console besides admin: no one (decision 066). An erasure
 * cannot be undone and closes an account with its history; one trusted role, audited, rather
 * than support with a second approver, which would need a queue of erasures waiting.
 */
export const STAFF_ERASURE_ROLES: readonly StaffRole[] = [];
