import { useEffect, useRef } from 'react';
import type { LiveMessage } from '@playfront/contracts';
import { liveUrl, startLiveUpdates } from '../../core/live/live-updates.ts';

export interface LiveCashierHandlers {
  onMessage: (message: LiveMessage) => void;
  onConnectionChange: (connected: boolean) => void;
  /** While the socket is down: re-read what is shown. */
  poll: () => void;
}

/**
 * Keeps the live-updates socket open while `websocketPath` is known; handlers are read through
 * a ref, so a re-render never reconnects.
 */
export function useLiveCashier(websocketPath: string | undefined, handlers: LiveCashierHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (websocketPath === undefined || typeof window === 'undefined' || !('WebSocket' in window)) return;
    const live = startLiveUpdates({
      url: liveUrl(websocketPath, window.location),
      poll: () => {
        latest.current.poll();
        return Promise.resolve();
      },
      onMessage: (message) => {
        latest.current.onMessage(message);
      },
      onConnectionChange: (connected) => {
        latest.current.onConnectionChange(connected);
      },
    });
    return () => {
      live.stop();
    };
  }, [websocketPath]);
}
