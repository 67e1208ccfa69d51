import type { ComponentType } from 'react';
import type { CashierProps, FastDepositProps } from '@playfront/cashier/react';

export interface CashierComponents {
  readonly Cashier: ComponentType<CashierProps>;
  readonly FastDeposit: ComponentType<FastDepositProps>;
}

let loading: Promise<CashierComponents> | undefined;

/**
 * The cashier's components and stylesheet, loaded on demand (once), so its code is only in the
 * pages and dialogs that show it, never in the home page's first load.
 */
export function loadCashier(): Promise<CashierComponents> {
  loading ??= Promise.all([import('@playfront/cashier/react'), import('@playfront/cashier/styles.css')]).then(
    ([module]) => ({ Cashier: module.Cashier, FastDeposit: module.FastDeposit }),
  );
  return loading;
}
