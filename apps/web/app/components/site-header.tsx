import { Form, Link, NavLink } from 'react-router';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { formatBalance } from './format-money.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { FastDepositButton } from './fast-deposit-button.tsx';
import { ChatButton } from './chat-button.tsx';
import { HeaderMenu } from './header-menu.tsx';

/**
 * Brand, balance and fast deposit (or log-in and sign-up) always in view; navigation, chat,
 * language and log-out in the menu, which a phone folds behind a button so the first screen
 * keeps room for the page.
 */
export function SiteHeader() {
  const t = useT();
  const site = useSiteData();
  const language = site?.language ?? DEFAULT_LANGUAGE;
  const player = site?.player ?? null;
  const balance = site?.balances.find((b) => b.currency === player?.currency) ?? site?.balances[0];

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ▲
          </span>
          <span className="brand__name">{t('site.name')}</span>
        </Link>
        <div className="site-header__quick">
          {player !== null && (
            <>
              <p className="balance-chip" data-testid="header-balance">
                <span className="balance-chip__label">{t('header.balance')}</span>{' '}
                {formatBalance(balance?.amount ?? 0, balance?.currency ?? player.currency, language)}
              </p>
              <FastDepositButton />
            </>
          )}
          {player === null && (
            <>
              <Link to="/login" className="button button--ghost">
                {t('nav.login')}
              </Link>
              <Link to="/register" className="button button--primary">
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
        <HeaderMenu>
          <nav aria-label={t('nav.main')} className="main-nav">
            <NavLink to="/" end>
              {t('nav.home')}
            </NavLink>
            <NavLink to="/cashier/deposit">{t('nav.deposit')}</NavLink>
            <NavLink to="/cashier/cashout">{t('nav.cashout')}</NavLink>
            {player !== null && <NavLink to="/account">{t('nav.account')}</NavLink>}
            <NavLink to="/support">{t('nav.support')}</NavLink>
          </nav>
          <div className="site-header__actions">
            <ChatButton />
            <LanguageSwitcher language={language} />
            {player !== null && (
              <Form method="post" action="/logout">
                <button type="submit" className="button button--ghost">
                  {t('nav.logout')}
                </button>
              </Form>
            )}
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
