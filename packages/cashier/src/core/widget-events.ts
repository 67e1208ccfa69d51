import type { CurrencyCode, PaymentAction, WidgetCloseStatus, WidgetEvent } from '@playfront/contracts';

/**
 * What each widget event tells the host page. Typed against the contract's `WIDGET_EVENTS`: an
 * event added there fails to compile here until it has a payload.
 */
export interface WidgetEventPayloads {
  render_form: { methodId: string; action: PaymentAction };
  notification: { message: string; tone: 'info' | 'success' | 'error'; transactionId?: string };
  change_payment_action: { action: PaymentAction };
  change_payment_currency: { currency: CurrencyCode };
  change_language: { language: string };
  accounts_updated: { balances: Readonly<Record<string, number>> };
  redirect: { url: string };
  new_payment_methods_available: Record<string, never>;
  payment_popup_closed: { transactionId?: string };
  payment_submit: { methodId: string; action: PaymentAction; currency: CurrencyCode; amount: number };
  web_socket_connection: { connected: boolean };
  close_fast_deposit_modal: { status: WidgetCloseStatus };
  user_updated: Record<string, never>;
}

// Fails to compile when the payload table and the contract's event list drift apart.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const WIDGET_EVENT_PAYLOADS_MATCH_CONTRACT: Exact<keyof WidgetEventPayloads, WidgetEvent> = true;

/** A listener of one event. */
export type WidgetEventListener<E extends WidgetEvent> = (payload: WidgetEventPayloads[E]) => void;

/** One widget event as the host receives it: its name and its typed payload. */
export type AnyWidgetEvent = {
  [E in WidgetEvent]: { type: E; payload: WidgetEventPayloads[E] };
}[WidgetEvent];

/** Typed events from the widget to the host page. */
export interface WidgetEventEmitter {
  /** Listens to `event`; the returned function stops listening. */
  on<E extends WidgetEvent>(event: E, listener: WidgetEventListener<E>): () => void;
  /** Listens to every event (a host forwarding them all); the returned function stops listening. */
  onEvery(listener: (event: AnyWidgetEvent) => void): () => void;
  /** Tells every listener of `event`; a throwing listener does not stop the others. */
  emit<E extends WidgetEvent>(event: E, payload: WidgetEventPayloads[E]): void;
}

/** Creates an emitter; `onListenerError` sees listener failures (default: `console.error`). */
export function createWidgetEventEmitter(
  onListenerError: (error: unknown, event: WidgetEvent) => void = (error, event) => {
    console.error(`Widget event listener for ${event} failed:`, error);
  },
): WidgetEventEmitter {
  const listeners = new Map<WidgetEvent, Set<(payload: never) => void>>();
  const everyListeners = new Set<(event: AnyWidgetEvent) => void>();
  const call = (event: WidgetEvent, run: () => void) => {
    try {
      run();
    } catch (error) {
      onListenerError(error, event);
    }
  };
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
    onEvery(listener) {
      everyListeners.add(listener);
      return () => {
        everyListeners.delete(listener);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        call(event, () => {
          (listener as WidgetEventListener<typeof event>)(payload);
        });
      }
      // The pair is built from one event and its own payload type; the union cannot see that.
      const whole = { type: event, payload } as AnyWidgetEvent;
      for (const listener of [...everyListeners]) {
        call(event, () => {
          listener(whole);
        });
      }
    },
  };
}
