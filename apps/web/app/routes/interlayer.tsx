import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useAnalytics } from '@playfront/analytics/react';
import { webContext } from '../context.ts';
import { useT } from '../i18n/use-t.ts';

export const meta = () => [{ title: 'Playfront' }, { name: 'robots', content: 'noindex' }];

/** How long the pre-landing shows before it sends the visitor on. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The affiliate pre-landing page `/interlayer/:id`. It only ever sends the visitor to this
 * site's home (never a URL from the request: no open redirect), carrying the interlayer id so
 * the server sets the first-touch `interlayer_id` cookie.
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  const id = (params.id ?? '').slice(0, 64);
  const { restricted } = context.get(webContext);
  return { id, restricted, target: `/?interlayer-id=${encodeURIComponent(id)}` };
}

function InterlayerEvents({ restricted, target }: { restricted: boolean; target: string }) {
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.track('interlayer_visited');
    if (restricted) {
      analytics.track('interlayer_no_redirect');
      void analytics.flush();
      return undefined;
    }
    const timer = setTimeout(() => {
      analytics.track('interlayer_redirected');
      void analytics.flush().then(() => {
        window.location.assign(target);
      });
    }, REDIRECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [analytics, restricted, target]);
  return null;
}

export default function Interlayer() {
  const t = useT();
  const { restricted, target } = useLoaderData<typeof loader>();
  return (
    <section className="card interlayer" aria-labelledby="interlayer-title">
      <h1 id="interlayer-title">{restricted ? t('site.name') : t('interlayer.title')}</h1>
      {restricted ? (
        <p role="alert">{t('interlayer.restricted')}</p>
      ) : (
        <>
          <p>{t('interlayer.text')}</p>
          <a href={target} className="button button--primary">
            {t('interlayer.continue')}
          </a>
        </>
      )}
      <ClientOnlyEvents restricted={restricted} target={target} />
    </section>
  );
}

/** The events need the browser SDK, which exists only after hydration. */
function ClientOnlyEvents(props: { restricted: boolean; target: string }) {
  return typeof document === 'undefined' ? null : <InterlayerEvents {...props} />;
}
