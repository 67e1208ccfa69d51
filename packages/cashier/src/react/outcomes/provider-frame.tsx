import { useRef } from 'react';
import { useCashier } from '../use-cashier.ts';
import { FocusedHeading } from './focused-heading.tsx';

/** The frame's sandbox: a provider's own origin keeps its storage; a page of ours gets none. */
export function frameSandbox(url: string, pageOrigin: string): string {
  const base = 'allow-forms allow-scripts allow-top-navigation-by-user-activation allow-popups';
  // With allow-scripts, allow-same-origin on a page of our own origin would let it reach into the
  // host page and lift the sandbox; a cross-origin provider page needs its own cookies and storage.
  return URL.parse(url, pageOrigin)?.origin === pageOrigin ? base : `${base} allow-same-origin`;
}

/**
 * The provider's page (3-D Secure) inside the widget, never in a top-layer `<dialog>`: a modal
 * dialog makes everything outside it inert, and some providers' pages open their own popups.
 */
export function ProviderFrame({ url }: { url: string }) {
  const { t, session } = useCashier();
  const loads = useRef(0);
  // The first load is the provider's page; each later one is a step the player took there.
  const onLoad = () => {
    loads.current += 1;
    if (loads.current > 1) session.providerPageChanged();
  };
  return (
    <div className="pf-cashier-frame">
      <FocusedHeading>{t('outcome.iframe.title')}</FocusedHeading>
      <iframe
        className="pf-cashier-frame__iframe"
        title={t('outcome.iframe.frame')}
        src={url}
        sandbox={frameSandbox(url, globalThis.location.origin)}
        onLoad={onLoad}
      />
    </div>
  );
}
