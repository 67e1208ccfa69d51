import { useMemo, useState, type ReactNode } from 'react';
import type { CashierClient } from '../core/api/cashier-client.ts';
import { CashierStore } from '../core/state/cashier-store.ts';
import { createTranslate, type Translate } from './i18n/messages.ts';
import { CashierContext, MISSING_PROVIDER_MESSAGE, type CashierContextValue } from './use-cashier.ts';

const defaultTranslate = createTranslate();

export interface CashierProviderProps {
  client: CashierClient;
  /** The submit state machine; one is made for `client` when left out. */
  store?: CashierStore;
  /** Translates i18n keys; default English (`DEFAULT_MESSAGES`). */
  t?: Translate;
  /** Locale of amounts; default `en`. */
  locale?: string;
  children?: ReactNode;
}

/** Holds the cashier's client, store and translations for the components below it. */
export function CashierProvider({ client, store, t, locale = 'en', children }: CashierProviderProps) {
  // Plain JS callers may forget the client: say so where it is set, not deep in a hook.
  if ((client as CashierClient | undefined) === undefined) throw new Error(MISSING_PROVIDER_MESSAGE);
  const [ownStore] = useState(() => store ?? new CashierStore({ client }));
  const activeStore = store ?? ownStore;
  const translate = t ?? defaultTranslate;
  const value = useMemo<CashierContextValue>(
    () => ({ client, store: activeStore, t: translate, locale }),
    [client, activeStore, translate, locale],
  );
  return <CashierContext value={value}>{children}</CashierContext>;
}
