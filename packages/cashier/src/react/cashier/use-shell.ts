import { useCallback, useMemo, useRef, useState } from 'react';
import type { TransactionStatus, WidgetCloseStatus } from '@playfront/contracts';
import type { CashierEvent } from './cashier-props.ts';
import type { CashierShellContextValue, EmitWidgetEvent } from './cashier-context.ts';

export interface ShellOptions {
  onEvent: ((event: CashierEvent) => void) | undefined;
  sameTabPayments: boolean | undefined;
  returnUrl: string | undefined;
}

/** The shell's state: events out, live statuses in, the close status and the announcement. */
export interface Shell {
  value: CashierShellContextValue;
  /** How the latest payment ended, for `onClose`. */
  closeStatus: () => WidgetCloseStatus;
  setLiveStatus: (transactionId: string, status: TransactionStatus) => void;
  bumpLive: () => void;
  /** The latest message for the polite live region. */
  announcement: string;
  announce: (message: string) => void;
}

/** Builds the shell shared by `<Cashier>` and `<FastDeposit>`. */
export function useShell({ onEvent, sameTabPayments = false, returnUrl }: ShellOptions): Shell {
  // The host may pass a new handler each render; events always reach the latest one.
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const emit = useCallback<EmitWidgetEvent>((type, payload) => {
    onEventRef.current?.({ type, payload } as CashierEvent);
  }, []);
  const [liveStatuses, setLiveStatuses] = useState<ReadonlyMap<string, TransactionStatus>>(new Map());
  const [liveVersion, setLiveVersion] = useState(0);
  const [announcement, announce] = useState('');
  const close = useRef<WidgetCloseStatus>('unknown');
  const notified = useRef(new Set<string>());

  const settle = useCallback((status: WidgetCloseStatus) => {
    close.current = status;
  }, []);
  const notifyTransaction = useCallback(
    (transactionId: string, status: TransactionStatus, message: string) => {
      const key = `${transactionId}:${status}`;
      if (notified.current.has(key)) return;
      notified.current.add(key);
      announce(message);
      emit('notification', { message, tone: status === 'completed' ? 'success' : 'error', transactionId });
    },
    [emit],
  );
  const setLiveStatus = useCallback((transactionId: string, status: TransactionStatus) => {
    setLiveStatuses((current) => new Map(current).set(transactionId, status));
  }, []);
  const bumpLive = useCallback(() => {
    setLiveVersion((version) => version + 1);
  }, []);

  const value = useMemo<CashierShellContextValue>(
    () => ({
      emit,
      liveStatuses,
      liveVersion,
      notifyTransaction,
      settle,
      sameTabPayments,
      ...(returnUrl === undefined ? {} : { returnUrl }),
    }),
    [emit, liveStatuses, liveVersion, notifyTransaction, settle, sameTabPayments, returnUrl],
  );
  const closeStatus = useCallback(() => close.current, []);
  return { value, closeStatus, setLiveStatus, bumpLive, announcement, announce };
}
