/*
 * The provider's window comes back to the site's cashier page (its return URL), which then runs
 * in that window: it asks on a same-origin BroadcastChannel whether a cashier is waiting for the
 * payment; the cashier that opened the window answers, and the window closes itself (or, where
 * the browser refuses, says it can be closed). A page opened by other means gets no answer and
 * stays the player's cashier. The opener link itself is cut (`opener = null`), so the channel is
 * the only way back.
 */

/** The channel's name, one per origin. */
export const POPUP_RETURN_CHANNEL = 'playfront-cashier-payment-window';

/** How long the returned page waits for the opener's answer before it stays a page of its own. */
export const POPUP_RETURN_WAIT_MS = 1500;

export type PopupReturnMessage =
  { type: 'returned'; transactionId: string } | { type: 'waiting'; transactionId: string };

export function isPopupReturnMessage(value: unknown): value is PopupReturnMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, transactionId } = value as Record<string, unknown>;
  return (type === 'returned' || type === 'waiting') && typeof transactionId === 'string';
}

/** A channel, or undefined where the browser has none (old in-app browsers, server rendering). */
export function openPopupReturnChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(POPUP_RETURN_CHANNEL);
}
