import { CONSOLE_ACCESS, mayUse, type ConsoleArea, type StaffMember } from '@playfront/contracts';

export interface ConsoleNavEntry {
  readonly to: string;
  readonly label: string;
  /**
   * The part of the console the page belongs to (`CONSOLE_ACCESS`): only members who may use it
   * see the link; absent, every member does. The server's routes check the same table.
   */
  readonly area?: ConsoleArea;
}

export interface ConsoleNavGroup {
  readonly label: string;
  readonly entries: readonly ConsoleNavEntry[];
}

/** The console's pages, grouped by the job they serve (the order people work in). */
export const CONSOLE_NAV: readonly ConsoleNavGroup[] = [
  {
    label: 'Reports',
    entries: [
      { to: '/reports/traffic', label: 'Traffic', area: 'reports' },
      { to: '/reports/affiliates', label: 'Affiliate report', area: 'reports' },
      { to: '/reports/funnel', label: 'Funnel', area: 'reports' },
    ],
  },
  {
    label: 'Affiliates',
    entries: [
      { to: '/affiliates', label: 'Affiliates', area: 'affiliate_list' },
      { to: '/affiliate-log-ins', label: 'Affiliate log-ins', area: 'affiliate_management' },
      { to: '/postbacks', label: 'Postbacks', area: 'affiliate_management' },
    ],
  },
  {
    label: 'Payments',
    entries: [
      { to: '/payments/queue', label: 'Cashout queue', area: 'payments_desk' },
      { to: '/payments/transactions', label: 'Transactions', area: 'payments_desk' },
      { to: '/players', label: 'Players', area: 'player_view' },
    ],
  },
  {
    label: 'Administration',
    entries: [
      { to: '/staff', label: 'Staff', area: 'administration' },
      { to: '/audit', label: 'Audit log', area: 'administration' },
    ],
  },
  { label: 'Account', entries: [{ to: '/second-factor', label: 'Second factor' }] },
];

/** The groups as `member` sees them: only their entries, and no group left empty. */
export function navFor(member: StaffMember): ConsoleNavGroup[] {
  return CONSOLE_NAV.map((group) => ({
    label: group.label,
    entries: group.entries.filter(
      (entry) => entry.area === undefined || mayUse(member.roles, CONSOLE_ACCESS[entry.area]),
    ),
  })).filter((group) => group.entries.length > 0);
}
