/**
 * What a staff member may do in the operator console (issue 12). A staff member holds one or
 * more roles; every console route names the roles it admits.
 */
export const STAFF_ROLES = [
  'admin',
  'marketing',
  'affiliate_manager',
  'payments_agent',
  'payments_approver',
  'risk',
  'support',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's base path on the server, and where its API answers live. */
export const BACKOFFICE_PATH = '/backoffice/';
export const STAFF_SESSION_PATH = '/api/v1/staff/session';

/**
 * Why a staff log-in was refused (401): wrong e-mail or password, a missing or wrong second
 * factor, or an account with no second factor where one is required.
 */
export const STAFF_LOGIN_REFUSALS = [
  'INVALID_CREDENTIALS',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'TOTP_NOT_ENROLLED',
] as const;
export type StaffLoginRefusal = (typeof STAFF_LOGIN_REFUSALS)[number];

export type { StaffLoginRequest, StaffMember } from './staff.schema.ts';
