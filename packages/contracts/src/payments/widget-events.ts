/**
 * Events the payment widget emits to the host page (SPEC 4), as stable snake_case identifiers.
 * The specification's human names are in `WIDGET_EVENT_NAMES`.
 */
export const WIDGET_EVENTS = [
  /** render form: a method's form was drawn. */
  'render_form',
  /** notification: the widget shows the player a message. */
  'notification',
  /** change payment action: the player switched between deposit and cashout. */
  'change_payment_action',
  /** change payment currency: the player picked another currency. */
  'change_payment_currency',
  /** change language: the widget's language changed. */
  'change_language',
  /** accounts updated: the player's saved accounts changed. */
  'accounts_updated',
  /** redirect: the widget sends the player to a provider page. */
  'redirect',
  /** new payment methods available: the list of methods grew. */
  'new_payment_methods_available',
  /** payment popup closed: the provider's window was closed. */
  'payment_popup_closed',
  /** payment submit: the player submitted a payment. */
  'payment_submit',
  /** web socket connection: the status websocket connected or dropped. */
  'web_socket_connection',
  /** close fast deposit modal: the fast-deposit modal was closed. */
  'close_fast_deposit_modal',
  /** user updated: the player's details changed. */
  'user_updated',
] as const;
export type WidgetEvent = (typeof WIDGET_EVENTS)[number];

/** The specification's human name of every widget event, letter for letter. */
export const WIDGET_EVENT_NAMES: Readonly<Record<WidgetEvent, string>> = {
  render_form: 'render form',
  notification: 'notification',
  change_payment_action: 'change payment action',
  change_payment_currency: 'change payment currency',
  change_language: 'change language',
  accounts_updated: 'accounts updated',
  redirect: 'redirect',
  new_payment_methods_available: 'new payment methods available',
  payment_popup_closed: 'payment popup closed',
  payment_submit: 'payment submit',
  web_socket_connection: 'web socket connection',
  close_fast_deposit_modal: 'close fast deposit modal',
  user_updated: 'user updated',
};
