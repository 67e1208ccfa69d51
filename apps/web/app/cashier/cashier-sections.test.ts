import { describe, expect, it } from 'vitest';
import { CASHIER_SECTIONS, isCashierSection, sectionForRoute } from './cashier-sections.ts';

describe('the cashier URLs', () => {
  it('should map every section to a widget route and back', () => {
    for (const [section, { action, route }] of Object.entries(CASHIER_SECTIONS)) {
      expect(sectionForRoute(route, action)).toBe(section);
    }
  });

  it('should keep the action for the home and fast-deposit routes', () => {
    expect(sectionForRoute('/', 'cashout')).toBe('cashout');
    expect(sectionForRoute('fast-deposit', 'deposit')).toBe('deposit');
  });

  it('should know only its own sections', () => {
    expect(isCashierSection('support')).toBe(true);
    expect(isCashierSection('toString')).toBe(false);
    expect(isCashierSection(undefined)).toBe(false);
  });
});
