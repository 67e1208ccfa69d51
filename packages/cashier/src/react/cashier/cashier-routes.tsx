import { FastDepositContent } from '../fast-deposit/fast-deposit-content.tsx';
import { SupportRoute } from '../routes/support.tsx';
import { TermsRoute } from '../routes/terms-and-conditions.tsx';
import { TransactionHistoryRoute } from '../routes/transaction-history.tsx';
import { useSessionSnapshot } from '../use-cashier.ts';
import type { CashierRoute } from './cashier-props.ts';
import { Home } from './home.tsx';

export interface CashierRoutesProps {
  route: CashierRoute;
  onNavigate: (route: CashierRoute) => void;
  onOpenSupportChat?: () => void;
}

/** The route shown, for the session's action and currency. */
export function CashierRoutes({ route, onNavigate, onOpenSupportChat }: CashierRoutesProps) {
  const { action, currency, methodsVersion, lastReference } = useSessionSnapshot();
  switch (route) {
    case '/':
      return (
        <Home
          key={`${action}:${currency}`}
          action={action}
          currency={currency}
          methodsRefresh={methodsVersion}
        />
      );
    case 'transaction-history':
      return <TransactionHistoryRoute currency={currency} />;
    case 'terms-and-conditions':
      return <TermsRoute action={action} currency={currency} />;
    case 'support':
      return (
        <SupportRoute
          {...(onOpenSupportChat === undefined ? {} : { onOpenSupportChat })}
          {...(lastReference === undefined ? {} : { lastReference })}
        />
      );
    case 'fast-deposit':
      return (
        <FastDepositContent
          currency={currency}
          onDone={() => {
            onNavigate('/');
          }}
        />
      );
  }
}
