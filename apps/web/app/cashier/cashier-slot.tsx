import { useEffect, useState } from 'react';
import type { CashierRoute } from '@playfront/cashier/react';
import { isCurrencyCode } from '@playfront/contracts';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useChat } from '../chat/chat-context.ts';
import { useT } from '../i18n/use-t.ts';
import { CASHIER_APPEARANCE } from './cashier-appearance.ts';
import { sectionForRoute } from './cashier-sections.ts';
import { loadCashier, type CashierComponents } from './load-cashier.ts';

export interface CashierSlotProps {
  readonly action: 'deposit' | 'cashout';
  /** The widget route: '/', 'transaction-history', 'terms-and-conditions', 'support', 'fast-deposit'. */
  readonly route: CashierRoute;
  /** Accessible name of the region. */
  readonly label: string;
  readonly currency: string;
  readonly language: string;
  /** In a social app's browser providers open in this tab, not a popup. */
  readonly sameTabPayments: boolean;
  /** Called when the widget closes or leaves this place (the fast-deposit modal closes itself). */
  readonly onDone?: () => void;
}

/** Widget events after which the balance in the header may have moved. */
const BALANCE_EVENTS = new Set([
  'payment_submit',
  'notification',
  'accounts_updated',
  'payment_popup_closed',
]);

type Loaded =
  { state: 'loading' } | { state: 'ready'; Cashier: CashierComponents['Cashier'] } | { state: 'missing' };

/**
 * `<Cashier>` for a cashier URL: action and route from the section, `onNavigate` mapped back to
 * `/cashier/:section`, the page language, `sameTabPayments` in in-app browsers, the live chat on
 * the support route. Rendered in the browser only (the widget talks to the API and websocket).
 */
export function CashierSlot(props: CashierSlotProps) {
  const { action, route, label, currency, language, sameTabPayments, onDone } = props;
  const t = useT();
  const chat = useChat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    loadCashier().then(
      ({ Cashier }) => {
        if (live) setLoaded({ state: 'ready', Cashier });
      },
      () => {
        // A chunk that failed to load (a deploy replaced it, the network dropped).
        if (live) setLoaded({ state: 'missing' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (loaded.state === 'ready' && isCurrencyCode(currency)) {
    const { Cashier } = loaded;
    return (
      <Cashier
        apiBaseUrl=""
        action={action}
        currency={currency}
        language={language}
        route={route}
        // The site's section tabs are the only navigation: the widget hides its own.
        navigation="none"
        // The site's header shows the balance: one on the page.
        showBalance={false}
        onNavigate={(next) => {
          onDone?.();
          void navigate(`/cashier/${sectionForRoute(next, action)}`);
        }}
        onEvent={(event) => {
          if (BALANCE_EVENTS.has(event.type)) void revalidate();
          if (event.type === 'close_fast_deposit_modal') onDone?.();
        }}
        onClose={() => {
          if (onDone === undefined) void navigate('/');
          else onDone();
        }}
        sameTabPayments={sameTabPayments}
        returnUrl={pathname}
        appearance={CASHIER_APPEARANCE}
        kycUrl="/account/verification"
        // account-recovery: where a player without a verified address gets a new link
        emailVerificationUrl="/account#email-verification"
        // Without a chat the support route offers no dead button; the site adds its contact form.
        {...(chat.available ? { onOpenSupportChat: chat.open } : {})}
      />
    );
  }

  return (
    <section
      className="card cashier-slot"
      aria-label={label}
      data-action={action}
      data-route={route}
      data-currency={currency}
      data-language={language}
      data-same-tab-payments={sameTabPayments}
      data-cashier={loaded.state}
    >
      <p role="status">{loaded.state === 'missing' ? t('cashier.unavailable') : t('common.loading')}</p>
      {route === 'support' && chat.available && (
        <button type="button" className="button button--primary" onClick={chat.open}>
          {t('chat.open')}
        </button>
      )}
    </section>
  );
}
