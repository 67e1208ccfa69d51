import { Link } from 'react-router';
import { homeMeta } from '../session/page-title.ts';
import { formatBalance } from '../components/format-money.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';

export const meta = homeMeta;

const PROMOTIONS = [
  { id: 'welcome', title: 'promo.welcome.title', text: 'promo.welcome.text' },
  { id: 'spins', title: 'promo.spins.title', text: 'promo.spins.text' },
  { id: 'cashback', title: 'promo.cashback.title', text: 'promo.cashback.text' },
] as const;

/** The player's balances, or a zero in their currency before their first deposit. */
const balancesOrZero = (
  balances: readonly { amount: number; currency: string }[],
  currency: string,
): readonly { amount: number; currency: string }[] =>
  balances.length > 0 ? balances : [{ amount: 0, currency }];

/** Home: a hero with the call to deposit (or join), the balance for a player, and promotions. */
export default function Home() {
  const t = useT();
  const site = useSiteData();
  const player = site?.player ?? null;
  const language = site?.language ?? DEFAULT_LANGUAGE;

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('site.tagline')}</p>
          <h1 id="hero-title">
            {player === null ? t('home.title') : t('home.hello', { name: player.firstName ?? player.email })}
          </h1>
          <p className="hero__lead">{t('home.lead')}</p>
          {player === null ? (
            <Link to="/register" className="button button--primary button--large">
              {t('home.registerCta')}
            </Link>
          ) : (
            <Link to="/cashier/deposit" className="button button--primary button--large">
              {t('home.depositCta')}
            </Link>
          )}
        </div>
        {player !== null && (
          <div className="balance-card">
            <h2 className="balance-card__title">{t('home.balance')}</h2>
            <ul className="balance-card__list" data-testid="home-balances">
              {balancesOrZero(site?.balances ?? [], player.currency).map((balance) => (
                <li key={balance.currency}>{formatBalance(balance.amount, balance.currency, language)}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-labelledby="promotions-title" className="promotions">
        <h2 id="promotions-title">{t('home.promotions')}</h2>
        <ul className="promotions__grid">
          {PROMOTIONS.map((promo) => (
            <li key={promo.id} className={`promo promo--${promo.id}`}>
              <h3>{t(promo.title)}</h3>
              <p>{t(promo.text)}</p>
              <Link to={player === null ? '/register' : '/cashier/deposit'} className="promo__link">
                {player === null ? t('home.registerCta') : t('home.depositCta')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
