import { createContext, useContext } from 'react';
import type { TransactionStatus, WidgetCloseStatus, WidgetEvent } from '@playfront/contracts';
import type { WidgetEventPayloads } from '../../core/widget-events.ts';

/** Sends one widget event to the host. */
export type EmitWidgetEvent = <E extends WidgetEvent>(type: E, payload: WidgetEventPayloads[E]) => void;

/** What the widget's screens share beyond the provider: events out, live updates in. */
export interface CashierShellContextValue {
  emit: EmitWidgetEvent;
  /** Transaction statuses pushed by the live updates, by transaction id. */
  liveStatuses: ReadonlyMap<string, TransactionStatus>;
  /** Bumped on every live change worth re-reading for. */
  liveVersion: number;
  /**
   * Tells the host and the player about a payment's end once, however many places learn it
   * (a live update and the screen polling for it).
   */
  notifyTransaction: (transactionId: string, status: TransactionStatus, message: string) => void;
  /** Records how the latest payment ended (the close status). */
  settle: (status: WidgetCloseStatus) => void;
  sameTabPayments: boolean;
  /** Same-origin path providers send the player back to. */
  returnUrl?: string;
}

const noop = () => undefined;

export const CashierShellContext = createContext<CashierShellContextValue>({
  emit: noop,
  liveStatuses: new Map(),
  liveVersion: 0,
  notifyTransaction: noop,
  settle: noop,
  sameTabPayments: false,
});

/** The shell's shared values (a no-op default outside `<Cashier>`, e.g. in unit tests). */
export function useCashierShell(): CashierShellContextValue {
  return useContext(CashierShellContext);
}
