import type { StaffRole } from '@playfront/contracts';

/** Each role in words, as the staff page lists and offers them. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  marketing: 'Marketing',
  affiliate_manager: 'Affiliate manager',
  payments_agent: 'Payments agent',
  payments_approver: 'Payments approver',
  risk: 'Risk / KYC',
  support: 'Support',
};
