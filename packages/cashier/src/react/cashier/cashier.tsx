import { useCallback, useEffect, useRef, useState, type JSX } from 'react';
import type { CashierConfig, CurrencyCode, LiveMessage, PaymentAction } from '@playfront/contracts';
import { formatMoney } from '../../core/money/format-money.ts';
import type { SubmitState } from '../../core/state/cashier-store.ts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { CashierProvider } from '../cashier-provider.tsx';
import { FastDepositContent } from '../fast-deposit/fast-deposit-content.tsx';
import { useApi } from '../methods/use-api.ts';
import { SupportRoute } from '../routes/support.tsx';
import { TermsRoute } from '../routes/terms-and-conditions.tsx';
import { TransactionHistoryRoute } from '../routes/transaction-history.tsx';
import { useCashier, useSubmitState } from '../use-cashier.ts';
import { CashierShellContext } from './cashier-context.ts';
import { CashierHeader } from './cashier-header.tsx';
import { CashierNav } from './cashier-nav.tsx';
import type { CashierProps } from './cashier-props.ts';
import { Home } from './home.tsx';
import { useCashierRoute } from './use-cashier-route.ts';
import { useLiveCashier } from './use-live-cashier.ts';
import { useShell } from './use-shell.ts';
import { useLanguageTranslate } from './use-language-translate.ts';
import { textDirection, useWidgetClient } from './widget-client.ts';

/**
 * The cashier widget: header (deposit/withdraw, balance, close), the sections' navigation and
 * the route shown; live updates move pending payments and balances while it is open.
 */
export function Cashier(props: CashierProps): JSX.Element {
  const client = useWidgetClient(props.client, props.apiBaseUrl, props.language);
  const t = useLanguageTranslate(props.language, props.messages);
  return (
    <CashierProvider client={client} t={t} locale={props.language}>
      <CashierShell {...props} />
    </CashierProvider>
  );
}

function lastReferenceOf(state: SubmitState): string | undefined {
  if (state.status === 'error') {
    const failure = state.failure;
    return failure.source === 'transport'
      ? failure.error.reference
      : (failure.error.reference ?? failure.transactionId);
  }
  return 'response' in state ? state.response.transactionId : undefined;
}

function CashierShell(props: CashierProps) {
  const { client, t, locale } = useCashier();
  const shell = useShell({
    onEvent: props.onEvent,
    sameTabPayments: props.sameTabPayments,
    returnUrl: props.returnUrl,
  });
  const { emit } = shell.value;
  const [route, navigate] = useCashierRoute(props.route, props.initialRoute, props.onNavigate);
  const [action, setAction] = useState<PaymentAction>(props.action);
  const [currency, setCurrency] = useState<CurrencyCode>(props.currency);
  const [methodsRefresh, setMethodsRefresh] = useState(0);
  const [balances, setBalances] = useState<Readonly<Record<string, number>> | undefined>();
  const submitState = useSubmitState();
  const [lastReference, setLastReference] = useState<string | undefined>();
  const reference = lastReferenceOf(submitState);
  if (reference !== undefined && reference !== lastReference) setLastReference(reference);

  // The host's props win when they change (it may drive action and currency from its URL).
  const [seen, setSeen] = useState({ action: props.action, currency: props.currency });
  if (seen.action !== props.action || seen.currency !== props.currency) {
    setSeen({ action: props.action, currency: props.currency });
    setAction(props.action);
    setCurrency(props.currency);
  }

  const language = useRef(props.language);
  useEffect(() => {
    if (language.current === props.language) return;
    language.current = props.language;
    emit('change_language', { language: props.language });
  }, [props.language, emit]);

  const [configVersion, setConfigVersion] = useState(0);
  const config = useApi(`config:${String(methodsRefresh)}:${String(configVersion)}`, (signal) =>
    client.config(signal),
  );
  // The last config read stays shown while a fresh one loads (after a reconnect), so the socket
  // address and the header never blink away; a lost address would reconnect in a loop.
  const [configData, setConfigData] = useState<CashierConfig | undefined>();
  if (config.status === 'ready' && config.data !== configData) setConfigData(config.data);
  const shownBalances =
    balances ??
    (configData === undefined
      ? undefined
      : Object.fromEntries(configData.balances.map((entry) => [entry.currency, entry.amount])));

  const { setLiveStatus, bumpLive, announce } = shell;
  const { notifyTransaction } = shell.value;
  const greeted = useRef(false);
  const onMessage = useCallback(
    (message: LiveMessage) => {
      switch (message.type) {
        case 'hello':
          // A reconnect may follow missed updates: re-read balances and what is shown. The
          // first hello comes right after the first reads, which are fresh.
          if (greeted.current) {
            client.resetCache();
            setBalances(undefined);
            setConfigVersion((version) => version + 1);
          }
          greeted.current = true;
          bumpLive();
          return;
        case 'transaction_status':
          setLiveStatus(message.transactionId, message.status);
          bumpLive();
          if (message.status !== 'pending') {
            const amount = formatMoney(message.amount, message.currency, locale);
            notifyTransaction(
              message.transactionId,
              message.status,
              t(`outcome.${message.status}`, { amount }),
            );
          }
          return;
        case 'accounts_updated':
          setBalances(message.balances);
          emit('accounts_updated', { balances: message.balances });
          return;
        case 'player_updated':
          emit('user_updated', {});
          return;
        case 'methods_available':
          client.resetCache();
          setMethodsRefresh((count) => count + 1);
          announce(t('cashier.methods_updated'));
          emit('new_payment_methods_available', {});
          return;
      }
    },
    [bumpLive, setLiveStatus, emit, client, announce, t, locale, notifyTransaction],
  );
  useLiveCashier(configData?.websocketPath, {
    onMessage,
    onConnectionChange: (connected) => {
      emit('web_socket_connection', { connected });
    },
    poll: bumpLive,
  });

  const changeAction = (next: PaymentAction) => {
    setAction(next);
    emit('change_payment_action', { action: next });
  };
  const changeCurrency = (next: CurrencyCode) => {
    setCurrency(next);
    emit('change_payment_currency', { currency: next });
  };
  const { onClose } = props;

  return (
    <CashierShellContext value={shell.value}>
      <div className="pf-cashier" lang={props.language} dir={textDirection(props.language)}>
        <CashierHeader
          action={action}
          onAction={changeAction}
          currency={currency}
          currencies={configData?.currencies.map((entry) => entry.code) ?? []}
          onCurrency={changeCurrency}
          {...(shownBalances?.[currency] === undefined ? {} : { balance: shownBalances[currency] })}
          {...(onClose === undefined
            ? {}
            : {
                onClose: () => {
                  onClose(shell.closeStatus());
                },
              })}
        />
        <CashierNav route={route} onNavigate={navigate} />
        <div className="pf-cashier-main">
          {route === '/' ? (
            <Home
              key={`${action}:${currency}`}
              action={action}
              currency={currency}
              methodsRefresh={methodsRefresh}
            />
          ) : route === 'transaction-history' ? (
            <TransactionHistoryRoute currency={currency} liveVersion={shell.value.liveVersion} />
          ) : route === 'terms-and-conditions' ? (
            <TermsRoute action={action} currency={currency} />
          ) : route === 'support' ? (
            <SupportRoute
              {...(props.onOpenSupportChat === undefined
                ? {}
                : { onOpenSupportChat: props.onOpenSupportChat })}
              {...(lastReference === undefined ? {} : { lastReference })}
            />
          ) : (
            <FastDepositContent
              currency={currency}
              onDone={() => {
                navigate('/');
              }}
            />
          )}
        </div>
        <LiveRegion message={shell.announcement} />
      </div>
    </CashierShellContext>
  );
}
