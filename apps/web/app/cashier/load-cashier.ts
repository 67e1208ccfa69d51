import type { ComponentType } from 'react';
import type { HostCashierProps } from './host-cashier-props.ts';

/**
 * `Cashier` of @playfront/cashier/react, or null while the package does not export it yet (it
 * is being written alongside). Loaded on demand, so the cashier's code is only in cashier pages.
 */
export async function loadCashier(): Promise<ComponentType<HostCashierProps> | null> {
  const module: Record<string, unknown> = await import('@playfront/cashier/react');
  const candidate = module.Cashier;
  // A function component, or the object React makes of memo/forwardRef.
  const isComponent =
    typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null);
  return isComponent ? (candidate as ComponentType<HostCashierProps>) : null;
}
