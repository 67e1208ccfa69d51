import { useCallback, useState } from 'react';
import type { CashierRoute } from './cashier-props.ts';

/**
 * The route shown: the host's `route` when it controls it, else the widget's own state from
 * `initialRoute`. Navigating always tells `onNavigate`, so a host can map routes to URLs.
 */
export function useCashierRoute(
  route: CashierRoute | undefined,
  initialRoute: CashierRoute | undefined,
  onNavigate: ((route: CashierRoute) => void) | undefined,
): [CashierRoute, (next: CashierRoute) => void] {
  const [own, setOwn] = useState<CashierRoute>(initialRoute ?? '/');
  const navigate = useCallback(
    (next: CashierRoute) => {
      if (route === undefined) setOwn(next);
      onNavigate?.(next);
    },
    [route, onNavigate],
  );
  return [route ?? own, navigate];
}
