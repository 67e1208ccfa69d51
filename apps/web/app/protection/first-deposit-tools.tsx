import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** True when the player has made no deposit yet (any status): the history's first deposit page. */
async function hasNoDeposit(): Promise<boolean> {
  const response = await fetch('/api/v1/payments/transactions?action=deposit&limit=1', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) return false;
  const page = (await response.json()) as { items?: unknown[] };
  return Array.isArray(page.items) && page.items.length === 0;
}

/**
 * The responsible-gambling tools, shown above the deposit form before a player's first deposit
 * (MGA: tools shown before the first deposit): a short note with a link, never a step in the way.
 * Gone once a deposit exists.
 */
export function FirstDepositTools() {
  const t = useT();
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void hasNoDeposit().then((none) => {
      if (live) setShow(none);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!show) return null;
  return (
    <div className="protection-notice" role="note" aria-labelledby="first-deposit-tools-title">
      <p>
        <strong id="first-deposit-tools-title">{t('protection.firstDeposit.title')}</strong>
      </p>
      <p>{t('protection.firstDeposit.text')}</p>
      <p>
        <Link to="/account/responsible-gambling">{t('protection.firstDeposit.link')}</Link>
      </p>
    </div>
  );
}
