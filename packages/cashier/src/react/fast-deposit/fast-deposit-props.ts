import type { CurrencyCode, WidgetCloseStatus } from '@playfront/contracts';
import type { CashierClient } from '../../core/api/cashier-client.ts';
import type { CashierAppearance } from '../cashier/appearance.ts';
import type { CashierEvent } from '../cashier/cashier-props.ts';

/** Props of `<FastDeposit>`: a modal that repeats the player's last deposit in one tap. */
export interface FastDepositProps {
  /** Origin the payments API paths are appended to; `''` (default) is the page's own origin. */
  apiBaseUrl?: string;
  /**
   * A ready client; made from `apiBaseUrl` when left out. The widget's own client sends `language`
   * with every request; a host's client sends what the host set with `createCashierClient({ language })`.
   */
  client?: CashierClient;
  currency: CurrencyCode;
  /** BCP 47 language of the widget's text. */
  language: string;
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the modal closes, with how the payment ended. */
  onClose: (status: WidgetCloseStatus) => void;
  onEvent?: (event: CashierEvent) => void;
  /** Open provider pages in the same tab instead of a popup. */
  sameTabPayments?: boolean;
  /** Same-origin path the provider sends the player back to. */
  returnUrl?: string;
  /** Text in the widget's language by i18n key, over the English defaults. */
  messages?: Readonly<Record<string, string>>;
  /** The modal's look: preset and variables, as `<Cashier>`'s `appearance`. */
  appearance?: CashierAppearance;
}
