import { WIDGET_EVENTS, type WidgetCloseStatus } from '@playfront/contracts';
import type { CashierRoute } from '../react/cashier/cashier-props.ts';
import type { AnyWidgetEvent, WidgetEventPayloads } from '../core/widget-events.ts';

/**
 * Every DOM event name of `<playfront-cashier>` starts with this, so a host's listeners never
 * meet a native event of the same name (`close`, `change`).
 */
export const CASHIER_DOM_EVENT_PREFIX = 'playfront:';

/**
 * The events the element adds to the widget events: the React `<Cashier>` callbacks
 * `onClose`, `onNavigate` and `onOpenSupportChat`, each with the callback's argument as `detail`.
 */
export interface CashierElementCallbackDetails {
  close: { status: WidgetCloseStatus };
  navigate: { route: CashierRoute };
  open_support_chat: Record<string, never>;
}

/**
 * The DOM event name of a widget event (`notification` → `playfront:notification`) or of a
 * callback event: the one place the element's event names are made. The React widget's
 * `onEvent` receives the same names without the prefix (`event.type`).
 */
export function cashierDomEventName<
  T extends keyof WidgetEventPayloads | keyof CashierElementCallbackDetails,
>(type: T): `${typeof CASHIER_DOM_EVENT_PREFIX}${T}` {
  return `${CASHIER_DOM_EVENT_PREFIX}${type}`;
}

/** The callback events, for `CASHIER_DOM_EVENTS`: each a key of `CashierElementCallbackDetails`. */
const CALLBACK_EVENTS = [
  'close',
  'navigate',
  'open_support_chat',
] as const satisfies readonly (keyof CashierElementCallbackDetails)[];

/** Every DOM event name `<playfront-cashier>` dispatches, for a host listening to them all. */
export const CASHIER_DOM_EVENTS: readonly (keyof CashierElementEventMap)[] = [
  ...WIDGET_EVENTS,
  ...CALLBACK_EVENTS,
].map((type) => cashierDomEventName(type));

/** Every event `<playfront-cashier>` dispatches, by DOM name, with its `detail`. */
export type CashierElementEventMap = {
  [E in keyof WidgetEventPayloads as `${typeof CASHIER_DOM_EVENT_PREFIX}${E}`]: CustomEvent<
    WidgetEventPayloads[E]
  >;
} & {
  [E in keyof CashierElementCallbackDetails as `${typeof CASHIER_DOM_EVENT_PREFIX}${E}`]: CustomEvent<
    CashierElementCallbackDetails[E]
  >;
};

/** A widget event as the DOM event the element dispatches. */
export function widgetDomEvent(event: AnyWidgetEvent): CustomEvent {
  return callbackDomEvent(event.type, event.payload);
}

/**
 * A DOM event of the element: it bubbles and is composed, so a listener on `document` hears it
 * even when the host puts the element inside its own shadow root.
 */
export function callbackDomEvent(
  type: keyof WidgetEventPayloads | keyof CashierElementCallbackDetails,
  detail: unknown,
): CustomEvent {
  return new CustomEvent(cashierDomEventName(type), { detail, bubbles: true, composed: true });
}
