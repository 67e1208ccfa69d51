import { useLayoutEffect, useRef, useState } from 'react';
import { createCashierClient, type CashierClient } from '../../core/api/cashier-client.ts';

/**
 * The host's client, or one made once from `apiBaseUrl` (never per render: it owns the cache)
 * that sends the widget's current `language` as `Accept-Language`, so a switch applies to the
 * next request. A host passing its own client sets the language on it (`createCashierClient`'s
 * `language` option).
 */
export function useWidgetClient(
  client: CashierClient | undefined,
  apiBaseUrl: string | undefined,
  language: string,
): CashierClient {
  const current = useRef(language);
  useLayoutEffect(() => {
    current.current = language;
  }, [language]);
  const [own] = useState(
    () => client ?? createCashierClient({ baseUrl: apiBaseUrl ?? '', language: () => current.current }),
  );
  return client ?? own;
}

// The screens take the writing direction from here; the rule itself is the contracts' one.
export { textDirection } from '@playfront/contracts';
