import type { StaffRole } from './staff.ts';

/** The parts of the console, each opened to a set of roles. */
export type ConsoleArea =
  | 'reports'
  | 'affiliate_list'
  | 'affiliate_management'
  | 'payments_desk'
  | 'cashout_decisions'
  | 'kyc_changes'
  | 'player_view'
  | 'administration';

/**
 * Who may use each part of the console besides admin, who may use all of it. The server's
 * routes refuse everyone else (403); the console shows a member only the pages and actions they
 * may use, from the same table.
 */
export const CONSOLE_ACCESS: Readonly<Record<ConsoleArea, readonly StaffRole[]>> = {
  /** The traffic dashboard, the affiliate report and the funnel (managers: their affiliates). */
  reports: ['marketing', 'affiliate_manager'],
  affiliate_list: ['marketing', 'affiliate_manager'],
  /** Creating affiliates, their log-ins and postbacks. */
  affiliate_management: ['affiliate_manager'],
  /** The cashout queue, transaction search and provider rates. */
  payments_desk: ['payments_agent', 'payments_approver', 'risk'],
  /** Approving and rejecting cashouts: agents up to their limit, approvers any and the second approval. */
  cashout_decisions: ['payments_agent', 'payments_approver'],
  kyc_changes: ['risk'],
  /** Support reads the player view masked. */
  player_view: ['payments_agent', 'payments_approver', 'risk', 'support'],
  /** Staff accounts and the audit log. */
  administration: [],
};

/** Whether a member holding `roles` may use what `allowed` opens (admin always may). */
export const mayUse = (roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean =>
  roles.some((role) => role === 'admin' || allowed.includes(role));
