import type { CashierRoute } from './cashier-props.ts';
import { useTranslate } from '../use-cashier.ts';

const NAV_ROUTES: readonly CashierRoute[] = ['/', 'transaction-history', 'terms-and-conditions', 'support'];

function navKey(route: CashierRoute): string {
  return route === '/' ? 'cashier.nav.home' : `cashier.nav.${route}`;
}

/** The widget's sections as buttons; the current one is marked with `aria-current`. */
export function CashierNav({
  route,
  onNavigate,
}: {
  route: CashierRoute;
  onNavigate: (route: CashierRoute) => void;
}) {
  const t = useTranslate();
  return (
    <nav className="pf-cashier-nav" aria-label={t('cashier.nav.label')}>
      <ul>
        {NAV_ROUTES.map((item) => (
          <li key={item}>
            <button
              type="button"
              className="pf-cashier-nav__item"
              aria-current={item === route ? 'page' : undefined}
              onClick={() => {
                onNavigate(item);
              }}
            >
              {t(navKey(item))}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
