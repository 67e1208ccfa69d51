import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { CashierClient } from '../core/api/cashier-client.ts';
import { CashierSession } from '../core/session/cashier-session.ts';
import type { CashierStore } from '../core/state/cashier-store.ts';
import { createTranslate, type Translate } from './i18n/messages.ts';
import { CashierContext, MISSING_PROVIDER_MESSAGE, type CashierContextValue } from './use-cashier.ts';

const defaultTranslate = createTranslate();

export interface CashierProviderProps {
  client: CashierClient;
  /**
   * The widget's session (`<Cashier>` and `<FastDeposit>` make theirs); one is made for `client`
   * when left out, not started: screens used on their own read and submit, with no live updates.
   */
  session?: CashierSession;
  /** The submit state machine of the session made here; default one for `client`. */
  store?: CashierStore;
  /** Translates i18n keys; default English (`DEFAULT_MESSAGES`). */
  t?: Translate;
  /** Locale of amounts; default `en`. */
  locale?: string;
  children?: ReactNode;
}

/** Holds the cashier's client, session and translations for the components below it. */
export function CashierProvider({
  client,
  session,
  store,
  t,
  locale = 'en',
  children,
}: CashierProviderProps) {
  // Plain JS callers may forget the client: say so where it is set, not deep in a hook.
  if ((client as CashierClient | undefined) === undefined) throw new Error(MISSING_PROVIDER_MESSAGE);
  const translate = t ?? defaultTranslate;
  const [ownSession] = useState(
    () =>
      session ??
      new CashierSession({
        client,
        action: 'deposit',
        currency: 'EUR',
        language: locale,
        translate,
        ...(store === undefined ? {} : { store }),
      }),
  );
  const active = session ?? ownSession;
  // The session words notifications in the widget's language, which loads on demand.
  useLayoutEffect(() => {
    active.setTranslate(translate);
  }, [active, translate]);
  const value = useMemo<CashierContextValue>(
    () => ({ client, session: active, store: active.store, t: translate, locale }),
    [client, active, translate, locale],
  );
  return <CashierContext value={value}>{children}</CashierContext>;
}
