/**
 * Calls `tick` every `interval` ms until the returned stop is called. The timer is unref'd
 * where the runtime allows (Node), so a server-side client never keeps the process alive.
 */
export const startFlushTimer = (interval: number, tick: () => void): (() => void) => {
  const timer = setInterval(tick, interval);
  (timer as unknown as { unref?: () => void }).unref?.();
  return () => {
    clearInterval(timer);
  };
};
