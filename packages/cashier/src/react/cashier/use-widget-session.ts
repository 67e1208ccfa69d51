import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CurrencyCode, PaymentAction } from '@playfront/contracts';
import type { CashierClient } from '../../core/api/cashier-client.ts';
import { CashierSession } from '../../core/session/cashier-session.ts';
import type { AnyWidgetEvent } from '../../core/widget-events.ts';
import type { Translate } from '../i18n/messages.ts';

export interface WidgetSessionOptions {
  client: CashierClient;
  action: PaymentAction;
  currency: CurrencyCode;
  language: string;
  t: Translate;
  onEvent: ((event: AnyWidgetEvent) => void) | undefined;
}

/**
 * The widget's session, made once and started while the widget is shown (live updates open,
 * closed on unmount); every widget event reaches the host's latest `onEvent`, and a language
 * change from the host is told as `change_language`.
 */
export function useWidgetSession({ client, action, currency, language, t, onEvent }: WidgetSessionOptions) {
  // The host may pass a new handler each render; events always reach the latest one.
  const onEventRef = useRef(onEvent);
  useLayoutEffect(() => {
    onEventRef.current = onEvent;
  });
  const [session] = useState(() => {
    const made = new CashierSession({ client, action, currency, language, translate: t });
    // Subscribed at once, not in an effect: the screens' effects run first and may emit already
    // (a payment followed back from a provider's redirect). The session lives as long as this.
    made.events.onEvery((event) => {
      onEventRef.current?.(event);
    });
    return made;
  });
  useEffect(() => {
    session.start();
    return () => {
      session.stop();
    };
  }, [session]);
  useEffect(() => {
    session.setLanguage(language);
  }, [session, language]);
  return session;
}
