import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CashierClient } from '../core/api/cashier-client.ts';
import type { CacheSnapshot } from '../core/api/query-cache.ts';
import type { CashierSession } from '../core/session/cashier-session.ts';
import type { CashierSessionSnapshot } from '../core/session/session-snapshot.ts';
import type { CashierStore, SubmitState } from '../core/state/cashier-store.ts';
import type { Translate } from './i18n/messages.ts';

/** What `<CashierProvider>` gives the components below it. */
export interface CashierContextValue {
  client: CashierClient;
  /** The widget's state outside any screen: config, balances, live updates, close status, events. */
  session: CashierSession;
  /** The session's submit machine. */
  store: CashierStore;
  t: Translate;
  /** Locale amounts are typed and shown in (`en`, `de-DE`). */
  locale: string;
}

export const CashierContext = createContext<CashierContextValue | undefined>(undefined);

export const MISSING_PROVIDER_MESSAGE =
  'No Cashier client set, use <CashierProvider client={...}> to set one';

/** The provider's value; throws a helpful message outside `<CashierProvider>`. */
export function useCashier(): CashierContextValue {
  const value = useContext(CashierContext);
  if (value === undefined) throw new Error(MISSING_PROVIDER_MESSAGE);
  return value;
}

/** The API client. */
export function useCashierClient(): CashierClient {
  return useCashier().client;
}

/** The translate function. */
export function useTranslate(): Translate {
  return useCashier().t;
}

/** The submit state machine's current state, re-rendering when it moves. */
export function useSubmitState(): SubmitState {
  const { store } = useCashier();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The session's snapshot, re-rendering when it changes. */
export function useSessionSnapshot(): CashierSessionSnapshot {
  const { session } = useCashier();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The client's cache, re-rendering when an entry changes. */
export function useCacheSnapshot(): CacheSnapshot {
  const { client } = useCashier();
  const subscribe = useCallback((listener: () => void) => client.subscribe(listener), [client]);
  const getSnapshot = useCallback(() => client.getSnapshot(), [client]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
