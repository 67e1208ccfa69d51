import { isCurrencyCode, PAYMENT_ACTIONS, type PaymentAction } from '@playfront/contracts';
import { CASHIER_THEMES, type CashierTheme } from '../react/cashier/appearance.ts';
import {
  CASHIER_NAVIGATIONS,
  isCashierRoute,
  type CashierNavigation,
  type CashierProps,
} from '../react/cashier/cashier-props.ts';

/**
 * The `<Cashier>` props a host sets as attributes (strings), read from the element's attributes.
 * Complex props (`appearance.variables`, `messages`, `client`) are JS properties of the element;
 * callbacks are DOM events.
 */
export interface AttributeProps {
  action?: PaymentAction;
  currency?: CashierProps['currency'];
  language?: string;
  apiBaseUrl?: string;
  initialRoute?: CashierProps['initialRoute'];
  route?: CashierProps['route'];
  navigation?: CashierNavigation;
  showBalance?: boolean;
  sameTabPayments?: boolean;
  returnUrl?: string;
  kycUrl?: string;
  /** The appearance preset, merged with the `appearance` property's variables. */
  theme?: CashierTheme;
  /** Shows the widget's close button; closing dispatches `playfront:close`. */
  closable?: boolean;
  /** Shows the support route's chat button; pressing it dispatches `playfront:open_support_chat`. */
  supportChat?: boolean;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | undefined =>
    (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string): string => value;
// A boolean attribute is on when present (`same-tab-payments`, `same-tab-payments=""`), as in HTML.
const present = (): boolean => true;

/**
 * Each observed attribute, the prop it sets and how its text is read: written once, for
 * `observedAttributes`, the README table and the tests. A value the widget cannot take (an
 * unknown action or route) reads as absent, so the default applies.
 */
export const ELEMENT_ATTRIBUTES = {
  action: { prop: 'action', read: oneOf(PAYMENT_ACTIONS) },
  currency: { prop: 'currency', read: (value: string) => (isCurrencyCode(value) ? value : undefined) },
  language: { prop: 'language', read: text },
  'api-base-url': { prop: 'apiBaseUrl', read: text },
  'initial-route': {
    prop: 'initialRoute',
    read: (value: string) => (isCashierRoute(value) ? value : undefined),
  },
  route: { prop: 'route', read: (value: string) => (isCashierRoute(value) ? value : undefined) },
  navigation: { prop: 'navigation', read: oneOf(CASHIER_NAVIGATIONS) },
  // Shown unless the host writes `show-balance="false"`: the widget's default is to show it.
  'show-balance': { prop: 'showBalance', read: (value: string) => value !== 'false' },
  'same-tab-payments': { prop: 'sameTabPayments', read: present },
  'return-url': { prop: 'returnUrl', read: text },
  'kyc-url': { prop: 'kycUrl', read: text },
  theme: { prop: 'theme', read: oneOf(CASHIER_THEMES) },
  closable: { prop: 'closable', read: present },
  'support-chat': { prop: 'supportChat', read: present },
} as const satisfies Record<string, { prop: keyof AttributeProps; read: (value: string) => unknown }>;

export type ElementAttribute = keyof typeof ELEMENT_ATTRIBUTES;
export const OBSERVED_ATTRIBUTES = Object.keys(ELEMENT_ATTRIBUTES) as ElementAttribute[];

/** The props the element's attributes set now; absent and unreadable attributes are left out. */
export function readAttributes(getAttribute: (name: string) => string | null): AttributeProps {
  const props: Record<string, unknown> = {};
  for (const name of OBSERVED_ATTRIBUTES) {
    const raw = getAttribute(name);
    if (raw === null) continue;
    const { prop, read } = ELEMENT_ATTRIBUTES[name];
    const value = read(raw);
    if (value !== undefined) props[prop] = value;
  }
  // Each value came from its own entry's reader, typed as that prop (the table's `satisfies`).
  return props;
}
