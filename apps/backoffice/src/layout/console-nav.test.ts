import { describe, expect, it } from 'vitest';
import type { StaffMember, StaffRole } from '@playfront/contracts';
import { CONSOLE_NAV, navFor } from './console-nav.ts';

const member = (...roles: StaffRole[]): StaffMember => ({
  id: 'm1',
  email: 'member@playfront.test',
  name: 'Member',
  roles,
});

const labels = (roles: StaffRole[]) =>
  navFor(member(...roles)).map((group) => [group.label, group.entries.map((entry) => entry.label)]);

describe('given the console navigation', () => {
  it('should show an admin every page, in its groups', () => {
    const all = CONSOLE_NAV.flatMap((group) => group.entries.map((entry) => entry.label));
    expect(labels(['admin']).flatMap(([, entries]) => entries)).toEqual(all);
  });

  it('should show support only the player view and their own account (no link that would 403)', () => {
    expect(labels(['support'])).toEqual([
      ['Payments', ['Players']],
      ['Account', ['Second factor']],
    ]);
  });

  it('should give an affiliate manager the affiliates group whole and no payments or administration', () => {
    expect(labels(['affiliate_manager'])).toEqual([
      ['Reports', ['Traffic', 'Affiliate report', 'Funnel']],
      ['Affiliates', ['Affiliates', 'Affiliate log-ins', 'Postbacks']],
      ['Account', ['Second factor']],
    ]);
  });
});
