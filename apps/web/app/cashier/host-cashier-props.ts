/**
 * The props the site passes to `<Cashier>`, restated from
 * packages/cashier/src/react/cashier/cashier-props.ts (`CashierProps`) while the package does not
 * export them; swap for the package's type once it does.
 */
export interface HostCashierProps {
  readonly apiBaseUrl: string;
  readonly action: 'deposit' | 'cashout';
  readonly currency: string;
  readonly language: string;
  readonly route: string;
  readonly onNavigate: (route: string) => void;
  readonly onEvent: (event: { type: string; payload: unknown }) => void;
  readonly onClose: (status: string) => void;
  readonly sameTabPayments: boolean;
  readonly returnUrl: string;
  readonly onOpenSupportChat: () => void;
}
