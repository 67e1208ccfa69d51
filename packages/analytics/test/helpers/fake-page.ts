import type { PageEvent, PageListener } from '../../src/core/analytics.ts';

/** A page lifecycle the test drives by hand, in place of the browser's events. */
export const createFakePage = () => {
  const listeners = new Set<PageListener>();
  return {
    listen: (listener: PageListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: (event: PageEvent) => {
      for (const listener of listeners) listener(event);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
};
