import { useEffect, useMemo, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { AnalyticsProvider } from '@playfront/analytics/react';
import { webContext } from './context.ts';
import { useDocumentValues } from './document-context.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { DEFAULT_LANGUAGE, textDirection } from './i18n/languages.ts';
import { en } from './i18n/messages/en.ts';
import { loadSiteData } from './session/load-site-data.server.ts';
import { useSiteData } from './session/use-site-data.ts';
import { AnalyticsTracker } from './analytics/analytics-tracker.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { InAppBanner } from './components/in-app-banner.tsx';
import { ChatProvider } from './chat/chat-provider.tsx';
import { browserAnalytics } from './analytics/browser-analytics.ts';
import { ConsentBanner } from './consent/index.ts';
import { RealityCheckReminder } from './protection/reality-check-reminder.tsx';

export const links: LinksFunction = () => [{ rel: 'icon', href: 'data:,' }];

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSiteData(request, context.get(webContext));
}

// The language cookie set by the loader must reach the document response too.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The document: `lang`/`dir` from the detected language, the inline analytics script under the nonce. */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSiteData();
  const { nonce, styleNonce, siteLoadedScript, stylesheet } = useDocumentValues();
  const language = site?.language ?? DEFAULT_LANGUAGE;
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12122a" />
        {/* The site's stylesheet (6 KB, 2 KB compressed) inline: the first paint then needs no
            request but the document's, where a linked file shared the slow link with the scripts
            and let hydration run before the paint. Server only, as the script below. */}
        <style nonce={styleNonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stylesheet }} />
        <Meta />
        {/* Rendered on the server only; React leaves the executed script alone when hydrating.
            A module, so deferred: it runs once the document is parsed, not before the body, where
            its cookie, localStorage and crypto work held the first paint (about 45 ms of a 4x
            slowed phone's main thread; decision 050). It still runs on every page load. */}
        <script
          type="module"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: siteLoadedScript }}
        />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const site = useSiteData();
  const language = site?.language ?? DEFAULT_LANGUAGE;
  const messages = site?.messages ?? en;
  const i18n = useMemo(() => createI18n(language, messages), [language, messages]);
  const analytics = browserAnalytics();
  useEffect(() => {
    // A marker for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const player = site?.player ?? null;
  const page = (
    <ChatProvider
      license={site?.liveChatLicense ?? null}
      customerName={player?.firstName ?? undefined}
      customerEmail={player?.email}
      language={language}
    >
      <SiteHeader />
      <InAppBanner />
      {/* consent */}
      <ConsentBanner analytics={analytics} />
      <main id="main" className="page">
        <Outlet />
      </main>
      <SiteFooter />
      {/* responsible gambling */}
      <RealityCheckReminder />
    </ChatProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {analytics === null ? (
        page
      ) : (
        <AnalyticsProvider client={analytics}>
          <AnalyticsTracker />
          {page}
        </AnalyticsProvider>
      )}
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  // No i18next here: the tree above failed. The root data's messages still say it in the page language.
  const messages = useSiteData()?.messages ?? en;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page">
      <section className="card" aria-labelledby="error-title">
        <h1 id="error-title">{notFound ? messages['error.notFoundTitle'] : messages['error.generic']}</h1>
        {notFound && <p>{messages['error.notFoundText']}</p>}
        <a href="/" className="button button--primary">
          {messages['nav.home']}
        </a>
      </section>
    </main>
  );
}
