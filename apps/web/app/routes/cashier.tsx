import { Link, NavLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { CASHIER_SECTIONS, isCashierSection } from '../cashier/cashier-sections.ts';
import { CashierSlot } from '../cashier/cashier-slot.tsx';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { pageTitle } from '../session/page-title.ts';

export const meta = pageTitle('cashier.sections');

/** `/cashier/:section`: deposit, cashout, transaction-history, terms-and-conditions, support. */
export function loader({ params, context }: LoaderFunctionArgs) {
  const section = params.section;
  if (!isCashierSection(section)) throw new Response(null, { status: 404 });
  const player = context.get(webContext).player;
  return { section, currency: player?.currency ?? null };
}

export default function CashierPage() {
  const t = useT();
  const { section, currency } = useLoaderData<typeof loader>();
  const site = useSiteData();
  const language = site?.language ?? DEFAULT_LANGUAGE;
  const { label } = CASHIER_SECTIONS[section];
  return (
    <div className="cashier-page">
      <h1>{t(label)}</h1>
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
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </section>
      ) : (
        <CashierSlot
          action={CASHIER_SECTIONS[section].action}
          route={CASHIER_SECTIONS[section].route}
          label={t(label)}
          currency={currency}
          language={language}
          sameTabPayments={site?.inApp != null}
        />
      )}
    </div>
  );
}
