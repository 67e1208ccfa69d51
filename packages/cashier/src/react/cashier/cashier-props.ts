import {
  SUPPORTED_LANGUAGES,
  type CurrencyCode,
  type PaymentAction,
  type WidgetCloseStatus,
} from '@playfront/contracts';
import type { CashierClient } from '../../core/api/cashier-client.ts';
import type { AnyWidgetEvent } from '../../core/widget-events.ts';
import type { CashierAppearance } from './appearance.ts';

/** The widget's routes (SPEC 2), letter for letter; `/` is home. */
export const CASHIER_ROUTES = [
  '/',
  'transaction-history',
  'terms-and-conditions',
  'support',
  'fast-deposit',
] as const;
export type CashierRoute = (typeof CASHIER_ROUTES)[number];

/** True when `value` names one of the widget's routes. */
export function isCashierRoute(value: string): value is CashierRoute {
  return (CASHIER_ROUTES as readonly string[]).includes(value);
}

/**
 * Who shows the widget's navigation: `tabs` (default) the widget's own section tabs and
 * deposit/withdraw switch; `none` hides the tabs, and the switch on the home route, for a host
 * that maps the routes and the action to its own navigation
 * (docs/decisions/042-host-owned-cashier-navigation.md).
 */
export const CASHIER_NAVIGATIONS = ['tabs', 'none'] as const;
export type CashierNavigation = (typeof CASHIER_NAVIGATIONS)[number];

/** One widget event as the host receives it: its name and its typed payload. */
export type CashierEvent = AnyWidgetEvent;

/** The languages the widget ships translations for; others fall back to English. */
export const CASHIER_LANGUAGES = SUPPORTED_LANGUAGES;
export type CashierLanguage = (typeof CASHIER_LANGUAGES)[number];

/** Props of `<Cashier>`. */
export interface CashierProps {
  /** Origin the payments API paths are appended to; `''` (default) is the page's own origin. */
  apiBaseUrl?: string;
  /**
   * A ready client (tests, a host sharing one cache); made from `apiBaseUrl` when left out. The
   * widget's own client sends `language` with every request; a host's client sends what the host
   * set with `createCashierClient({ language })`.
   */
  client?: CashierClient;
  /** Deposit or cashout. */
  action: PaymentAction;
  /** The currency payments are made in. */
  currency: CurrencyCode;
  /** BCP 47 language of the widget's text (`en`, `pt-BR`, `ar`); right-to-left languages flip the layout. */
  language: string;
  /** The route shown first (uncontrolled use). Default `/`. */
  initialRoute?: CashierRoute;
  /** The route shown (controlled use, e.g. mapped from the host's URL); pair it with `onNavigate`. */
  route?: CashierRoute;
  /**
   * `none` when the host's own navigation drives `route` and `action` (one navigation on the
   * page): the widget hides its section tabs, and its deposit/withdraw switch on the home route
   * (on terms and history it still picks which payments are shown). Default `tabs`.
   */
  navigation?: CashierNavigation;
  /**
   * `false` when the host shows the player's balance itself, so the page holds one balance, not
   * two. Default `true`.
   */
  showBalance?: boolean;
  /** Called when the player moves to another route inside the widget; the host may map it to a URL. */
  onNavigate?: (route: CashierRoute) => void;
  /** Receives every widget event, typed. */
  onEvent?: (event: CashierEvent) => void;
  /** Called when the player closes the widget, with how the payment ended. */
  onClose?: (status: WidgetCloseStatus) => void;
  /**
   * Open provider pages in the same tab instead of a popup (social-app in-app browsers, where
   * popups fail). Default false.
   */
  sameTabPayments?: boolean;
  /** Same-origin path the provider sends the player back to after a redirect; default the current URL. */
  returnUrl?: string;
  /** Opens the host's live chat (the support route's button). */
  onOpenSupportChat?: () => void;
  /**
   * Text by i18n key over the English defaults, replacing the cashier's own translation of
   * `language` (loaded on demand when this is left out). Pass a stable object.
   */
  messages?: Readonly<Record<string, string>>;
  /**
   * The widget's look: `theme` (`light`, default, or `dark`) and `variables` over it, so it takes
   * the host's colours and fonts (docs/payments/appearance.md). Pass a stable object.
   */
  appearance?: CashierAppearance;
  // KYC notice
  /**
   * The host's identity-verification page (absolute or same-origin path). When a cashout's amount
   * needs a verified player, the widget says so under the amount and links here, and a KYC refusal
   * links here when the server names no page of its own. Without it the notice has no link.
   */
  kycUrl?: string;
  // account recovery (decision 053)
  /**
   * The host's page where the player can get a new e-mail verification link (the site passes
   * `/account#email-verification`). Cashouts wait for a verified address: while the config says it
   * is not, the widget says so under a cashout's amount and links here. Without it, no link.
   */
  emailVerificationUrl?: string;
}
