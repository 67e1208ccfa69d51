import type {
  CashierConfig,
  CurrencyCode,
  PaymentAction,
  TransactionStatus,
  WidgetCloseStatus,
} from '@playfront/contracts';
import type { CashierError } from '../errors.ts';

/** The config as the session last read it; a fresh read keeps the last good one shown. */
export type ConfigState =
  | { status: 'loading'; data?: CashierConfig }
  | { status: 'ready'; data: CashierConfig }
  | { status: 'failed'; error: CashierError; data?: CashierConfig };

/** Everything the widget shows that is not one screen's own: what `useSyncExternalStore` reads. */
export interface CashierSessionSnapshot {
  config: ConfigState;
  /** Balances in minor units by currency: the latest `accounts_updated`, else the config's. */
  balances: Readonly<Record<string, number>> | undefined;
  action: PaymentAction;
  currency: CurrencyCode;
  language: string;
  /** True while the live-updates socket is open (between `hello` and its close). */
  connected: boolean;
  /** The statuses the session knows, by transaction id (submit answers, live updates, polling). */
  transactions: ReadonlyMap<string, TransactionStatus>;
  /** Bumped on every live change worth re-reading for (the history page shown). */
  liveVersion: number;
  /** Bumped when the server says the methods changed: lists read them again. */
  methodsVersion: number;
  /** How the widget reports its closing now (SPEC 4: success, failure, unknown). */
  closeStatus: WidgetCloseStatus;
  /** The latest message for the polite live region. */
  announcement: string;
  /** The reference of the latest attempt, for support. */
  lastReference: string | undefined;
  /** Why a followed payment failed, in the player's language (the server's text of its code). */
  reasons: ReadonlyMap<string, string>;
  /**
   * Followed payments whose provider window the player closed while they were still pending:
   * the widget offers to reopen it or cancel the payment, instead of "being processed" forever.
   */
  closedWindows: ReadonlySet<string>;
}
