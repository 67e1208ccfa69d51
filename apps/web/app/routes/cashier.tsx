import { Link, NavLink, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { webContext } from '../context.ts';
import { useChat } from '../chat/chat-context.ts';
import { CASHIER_SECTIONS, isCashierSection } from '../cashier/cashier-sections.ts';
import { CashierSlot } from '../cashier/cashier-slot.tsx';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { pageTitle } from '../session/page-title.ts';
import { ContactForm } from '../support/contact-form.tsx';
import { supportEmail } from '../support/support-email.server.ts';
import { FirstDepositTools } from '../protection/first-deposit-tools.tsx';

/** The title names the section the widget shows: "Withdraw · Playfront", "Support · Playfront". */
export function meta(args: MetaArgs<typeof loader>) {
  const section = args.loaderData?.section;
  return pageTitle(section === undefined ? 'cashier.sections' : CASHIER_SECTIONS[section].label)(args);
}

/** `/cashier/:section`: deposit, cashout, transaction-history, terms-and-conditions, support. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const section = params.section;
  if (!isCashierSection(section)) throw new Response(null, { status: 404 });
  const web = context.get(webContext);
  const player = web.player;
  return {
    section,
    currency: player?.currency ?? null,
    playerEmail: player?.email ?? null,
    // The contact form stands in for the chat on the support section.
    supportEmail: section === 'support' && web.liveChatLicense === null ? await supportEmail(web) : null,
  };
}

/** Where a visitor who is not logged in can still read a section: the site's public pages. */
const PUBLIC_PAGES = { support: '/support', 'terms-and-conditions': '/terms' } as const;

export default function CashierPage() {
  const t = useT();
  const chat = useChat();
  const { section, currency, playerEmail, supportEmail: email } = useLoaderData<typeof loader>();
  const site = useSiteData();
  const language = site?.language ?? DEFAULT_LANGUAGE;
  const { label } = CASHIER_SECTIONS[section];
  const publicPage =
    section === 'support' || section === 'terms-and-conditions' ? PUBLIC_PAGES[section] : null;
  return (
    <div className="cashier-page">
      <h1>{t(label)}</h1>
      {/* The one navigation of the cashier: the widget hides its own tabs (navigation="none"). */}
      <nav aria-label={t('cashier.sections')} className="tabs">
        {Object.entries(CASHIER_SECTIONS).map(([key, value]) => (
          <NavLink key={key} to={`/cashier/${key}`} className="tabs__tab">
            {t(value.label)}
          </NavLink>
        ))}
      </nav>
      {currency === null ? (
        <section className="card">
          <p>{t('cashier.loginRequired')}</p>
          <p className="cashier-page__actions">
            <Link to="/login" className="button button--primary">
              {t('nav.login')}
            </Link>
            {publicPage !== null && (
              <Link to={publicPage} className="button button--ghost">
                {t(section === 'support' ? 'support.title' : 'terms.title')}
              </Link>
            )}
          </p>
        </section>
      ) : (
        <>
          {/* responsible gambling: the tools, shown before a player's first deposit */}
          {section === 'deposit' && <FirstDepositTools />}
          <CashierSlot
            action={CASHIER_SECTIONS[section].action}
            route={CASHIER_SECTIONS[section].route}
            label={t(label)}
            currency={currency}
            language={language}
            sameTabPayments={site?.inApp != null}
          />
          {section === 'support' && !chat.available && (
            <ContactForm email={email} {...(playerEmail === null ? {} : { defaultEmail: playerEmail })} />
          )}
        </>
      )}
    </div>
  );
}
