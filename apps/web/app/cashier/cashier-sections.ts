import type { CashierRoute } from '@playfront/cashier/react';
import type { MessageKey } from '../i18n/messages/en.ts';

/**
 * The cashier's URLs and what they mean to the widget: its action and route
 * (`CashierRoute` of @playfront/cashier: '/', 'transaction-history', 'terms-and-conditions',
 * 'support', 'fast-deposit').
 */
export const CASHIER_SECTIONS = {
  deposit: { action: 'deposit', route: '/', label: 'cashier.deposit' },
  cashout: { action: 'cashout', route: '/', label: 'cashier.cashout' },
  'transaction-history': { action: 'deposit', route: 'transaction-history', label: 'cashier.history' },
  'terms-and-conditions': { action: 'deposit', route: 'terms-and-conditions', label: 'cashier.terms' },
  support: { action: 'deposit', route: 'support', label: 'cashier.support' },
} as const satisfies Record<
  string,
  { action: 'deposit' | 'cashout'; route: CashierRoute; label: MessageKey }
>;

export type CashierSection = keyof typeof CASHIER_SECTIONS;

export const isCashierSection = (value: string | undefined): value is CashierSection =>
  value !== undefined && Object.hasOwn(CASHIER_SECTIONS, value);

/** The URL for a widget route, keeping the action the player is on for the home route. */
export function sectionForRoute(route: CashierRoute, action: 'deposit' | 'cashout'): CashierSection {
  if (route === '/' || route === 'fast-deposit') return action;
  return isCashierSection(route) ? route : action;
}
