import { useTranslate } from '../use-cashier.ts';
import { FocusedHeading } from './focused-heading.tsx';

/**
 * The provider's page (3-D Secure) inside the widget, never in a top-layer `<dialog>`: a modal
 * dialog makes everything outside it inert, and some providers' pages open their own popups.
 */
export function ProviderFrame({ url }: { url: string }) {
  const t = useTranslate();
  return (
    <div className="pf-cashier-frame">
      <FocusedHeading>{t('outcome.iframe.title')}</FocusedHeading>
      <iframe
        className="pf-cashier-frame__iframe"
        title={t('outcome.iframe.frame')}
        src={url}
        sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation-by-user-activation allow-popups"
      />
    </div>
  );
}
