import { useState } from 'react';
import { createCashierClient, type CashierClient } from '../../core/api/cashier-client.ts';
import { isRightToLeft } from '../i18n/load-messages.ts';

/** The host's client, or one made once from `apiBaseUrl` (never per render: it owns the cache). */
export function useWidgetClient(
  client: CashierClient | undefined,
  apiBaseUrl: string | undefined,
): CashierClient {
  const [own] = useState(() => client ?? createCashierClient({ baseUrl: apiBaseUrl ?? '' }));
  return client ?? own;
}

/** `rtl` for right-to-left languages (`ar`, `he-IL`, any `-Arab` script), else `ltr`. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}
