import { useEffect, useRef, useState } from 'react';
import type { SubmitState } from '../../core/state/cashier-store.ts';
import { useWidgetOptions } from '../cashier/widget-options.ts';
import { isPopupReturnMessage, openPopupReturnChannel } from '../outcomes/popup-return.ts';
import { WINDOW_METHOD_TYPES, providerUrl, redirectSameTab } from '../outcomes/provider-navigation.ts';
import { useCashier } from '../use-cashier.ts';

/** Calls `onClosed` once the provider's window is closed; answers a function that stops watching. */
function watchPopup(opened: Window, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (opened.closed) {
      clearInterval(timer);
      onClosed();
    }
  }, 500);
  return () => {
    clearInterval(timer);
  };
}

export interface ProviderWindow {
  /** Opens a blank window inside the click, for methods that usually continue on the provider's page. */
  openEarly: (methodType: string) => void;
  /** Sends the player to the provider after the answer: the early window, this tab, or a link. */
  follow: (state: SubmitState) => void;
  /** Opens the provider's page again (inside the click) after the player closed its window. */
  reopen: () => void;
  /** The browser blocked the window: the link to offer instead. */
  blockedUrl: string | undefined;
}

/**
 * The browser side of provider pages: a window opened early (one opened after the answer is
 * blocked), a same-tab redirect (in-app browsers, POST pages), the `redirect` and
 * `payment_popup_closed` events, the window reopened, and the answer to the window's page when
 * it comes back (so it closes itself: popup-return.ts).
 */
export function useProviderWindow(): ProviderWindow {
  const { session } = useCashier();
  const { sameTabPayments } = useWidgetOptions();
  const [blockedUrl, setBlockedUrl] = useState<string | undefined>();
  const popup = useRef<Window | null | undefined>(undefined);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  /** The provider page last sent to a window, to reopen it. */
  const last = useRef<{ url: string; transactionId: string } | undefined>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);

  // The window's page, back on the site, asks whether a cashier waits for its payment.
  useEffect(() => {
    const channel = openPopupReturnChannel();
    if (channel === undefined) return;
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isPopupReturnMessage(message) || message.type !== 'returned') return;
      if (message.transactionId !== last.current?.transactionId) return;
      channel.postMessage({ type: 'waiting', transactionId: message.transactionId });
    };
    return () => {
      channel.close();
    };
  }, []);

  const sendTo = (opened: Window, url: string, transactionId: string) => {
    session.emit('redirect', { url });
    // The blank window is ours until it navigates: cut its link back to this page first.
    opened.opener = null;
    opened.location.href = url;
    last.current = { url, transactionId };
    stopWatching.current?.();
    stopWatching.current = watchPopup(opened, () => {
      session.windowClosed(transactionId);
    });
  };

  const follow = (state: SubmitState) => {
    const opened = popup.current;
    popup.current = undefined;
    if (state.status !== 'user_redirected') {
      opened?.close();
      return;
    }
    const url = providerUrl(state.outcome);
    if (sameTabPayments || state.outcome.method === 'POST') {
      opened?.close();
      session.emit('redirect', { url });
      redirectSameTab(state.outcome);
    } else if (opened === null || opened === undefined) {
      setBlockedUrl(url);
    } else {
      sendTo(opened, url, state.outcome.transactionId);
    }
  };

  return {
    openEarly: (methodType) => {
      setBlockedUrl(undefined);
      popup.current =
        !sameTabPayments && WINDOW_METHOD_TYPES.has(methodType)
          ? window.open('about:blank', '_blank')
          : undefined;
    },
    follow,
    reopen: () => {
      const target = last.current;
      if (target === undefined) return;
      const opened = window.open('about:blank', '_blank');
      session.windowReopened(target.transactionId);
      if (opened === null) setBlockedUrl(target.url);
      else sendTo(opened, target.url, target.transactionId);
    },
    blockedUrl,
  };
}
