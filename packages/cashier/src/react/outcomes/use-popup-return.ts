import { useEffect, useState } from 'react';
import { isPopupReturnMessage, openPopupReturnChannel, POPUP_RETURN_WAIT_MS } from './popup-return.ts';

/**
 * On the page a provider's window came back to: true once the cashier that opened the window
 * answered it is waiting for `transactionId` (the result is shown there). The window then tries
 * to close itself; when the browser keeps it open, the page says it can be closed.
 */
export function usePopupReturn(transactionId: string | undefined): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (transactionId === undefined) return;
    const channel = openPopupReturnChannel();
    if (channel === undefined) return;
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isPopupReturnMessage(message) || message.type !== 'waiting') return;
      if (message.transactionId !== transactionId) return;
      setOpened(true);
      window.close();
    };
    channel.postMessage({ type: 'returned', transactionId });
    const timer = setTimeout(() => {
      channel.close();
    }, POPUP_RETURN_WAIT_MS);
    return () => {
      clearTimeout(timer);
      channel.close();
    };
  }, [transactionId]);
  return opened;
}
