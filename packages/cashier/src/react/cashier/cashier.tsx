import { useEffect, useMemo, type JSX } from 'react';
import type { PaymentAction } from '@playfront/contracts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { appearanceAttributes } from './appearance.ts';
import { CashierProvider } from '../cashier-provider.tsx';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';
import { CashierHeader } from './cashier-header.tsx';
import { CashierNav } from './cashier-nav.tsx';
import type { CashierProps } from './cashier-props.ts';
import { CashierRoutes } from './cashier-routes.tsx';
import { useCashierRoute } from './use-cashier-route.ts';
import { useLanguageTranslate } from './use-language-translate.ts';
import { useWidgetSession } from './use-widget-session.ts';
import { textDirection, useWidgetClient } from './widget-client.ts';
import { WidgetOptionsContext, type WidgetOptions } from './widget-options.ts';

/**
 * The cashier widget: header (deposit/withdraw, balance, close), the sections' navigation and
 * the route shown. Its state lives in a `CashierSession` (config, balances, live updates, close
 * status, events); this component subscribes and renders.
 */
export function Cashier(props: CashierProps): JSX.Element {
  const client = useWidgetClient(props.client, props.apiBaseUrl, props.language);
  const t = useLanguageTranslate(props.language, props.messages);
  const session = useWidgetSession({
    client,
    action: props.action,
    currency: props.currency,
    language: props.language,
    t,
    onEvent: props.onEvent,
  });
  const { sameTabPayments = false, returnUrl, kycUrl, emailVerificationUrl } = props;
  const options = useMemo<WidgetOptions>(
    () => ({
      sameTabPayments,
      ...(returnUrl === undefined ? {} : { returnUrl }),
      ...(kycUrl === undefined ? {} : { kycUrl }),
      ...(emailVerificationUrl === undefined ? {} : { emailVerificationUrl }),
    }),
    [sameTabPayments, returnUrl, kycUrl, emailVerificationUrl],
  );
  return (
    <CashierProvider client={client} session={session} t={t} locale={props.language}>
      <WidgetOptionsContext value={options}>
        <CashierShell {...props} />
      </WidgetOptionsContext>
    </CashierProvider>
  );
}

function CashierShell(props: CashierProps) {
  const { session } = useCashier();
  const { action, currency, balances, config, announcement } = useSessionSnapshot();
  const [route, navigate] = useCashierRoute(props.route, props.initialRoute, props.onNavigate);
  // The host's props win when they change (it may drive action and currency from its URL).
  useEffect(() => {
    session.followHost(props.action, props.currency);
  }, [session, props.action, props.currency]);
  const balance = balances?.[currency];
  const { onClose } = props;
  // The host's navigation stands in for the tabs, and on the home route for the switch too (its
  // links name the action there); on terms and history the switch still picks what is shown.
  const ownNavigation = props.navigation !== 'none';
  const showSwitch = ownNavigation || route !== '/';
  return (
    <div
      className="pf-cashier"
      lang={props.language}
      dir={textDirection(props.language)}
      {...appearanceAttributes(props.appearance)}
    >
      <CashierHeader
        action={action}
        {...(showSwitch
          ? {
              onAction: (next: PaymentAction) => {
                session.selectAction(next);
              },
            }
          : {})}
        currency={currency}
        currencies={config.data?.currencies.map((entry) => entry.code) ?? []}
        onCurrency={(next) => {
          session.selectCurrency(next);
        }}
        {...(balance === undefined || props.showBalance === false ? {} : { balance })}
        {...(onClose === undefined
          ? {}
          : {
              onClose: () => {
                onClose(session.close());
              },
            })}
      />
      {ownNavigation && <CashierNav route={route} onNavigate={navigate} />}
      <div className="pf-cashier-main">
        <CashierRoutes
          route={route}
          onNavigate={navigate}
          {...(props.onOpenSupportChat === undefined ? {} : { onOpenSupportChat: props.onOpenSupportChat })}
        />
      </div>
      <LiveRegion message={announcement} />
    </div>
  );
}
