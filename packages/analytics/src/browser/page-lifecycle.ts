import type { PageListener } from '../core/analytics.ts';

/** Starts listening to the page and reports through `emit`; returns the cleanup. */
export type SetupPageListener = (emit: PageListener) => () => void;

/**
 * The browser's page events, reduced to what the SDK acts on. visibilitychange (hidden)
 * and pagehide come together when a tab closes, so they count as one 'hide'; 'show' comes
 * on a return to visible or a restore from the back/forward cache (pageshow, persisted).
 * There is deliberately no unload or beforeunload listener: either one keeps a page out
 * of the back/forward cache, and neither fires reliably on mobile.
 */
export const browserPageListener: SetupPageListener = (emit) => {
  const controller = new AbortController();
  let hidden = false;
  // Reports only changes, so the second of visibilitychange and pagehide says nothing.
  const setHidden = (hide: boolean): void => {
    if (hide != hidden) emit(hide ? 'hide' : 'show');
    hidden = hide;
  };
  const on = (type: string, listener: (event: Event) => void, target: EventTarget = window): void => {
    // The controller serves as the options: its `signal` removes every listener at once.
    target.addEventListener(type, listener, controller);
  };
  on(
    'visibilitychange',
    () => {
      setHidden(document.hidden);
    },
    document,
  );
  on('pagehide', () => {
    setHidden(true);
  });
  on('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) setHidden(false);
  });
  on('online', () => {
    emit('online');
  });
  return () => {
    controller.abort();
  };
};
