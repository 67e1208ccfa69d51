import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isCurrencyCode } from '@playfront/contracts';
import { CASHIER_APPEARANCE } from '../cashier/cashier-appearance.ts';
import { loadCashier, type CashierComponents } from '../cashier/load-cashier.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { useSiteData } from '../session/use-site-data.ts';

/**
 * The cashier's `<FastDeposit>` modal. It owns its dialog: a payment that needs the provider's
 * page (3-D Secure) leaves the top layer first, which a dialog of the site's could not do.
 */
export default function FastDepositDialog({ onClose }: { onClose: () => void }) {
  const site = useSiteData();
  const { revalidate } = useRevalidator();
  const [FastDeposit, setFastDeposit] = useState<CashierComponents['FastDeposit'] | null>(null);

  useEffect(() => {
    let live = true;
    loadCashier().then(
      (components) => {
        if (live) setFastDeposit(() => components.FastDeposit);
      },
      () => {
        if (live) onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [onClose]);

  const currency = site?.player?.currency ?? 'EUR';
  if (FastDeposit === null || !isCurrencyCode(currency)) return null;
  return (
    <FastDeposit
      open
      apiBaseUrl=""
      currency={currency}
      language={site?.language ?? DEFAULT_LANGUAGE}
      sameTabPayments={site?.inApp != null}
      returnUrl="/"
      appearance={CASHIER_APPEARANCE}
      onClose={() => {
        void revalidate();
        onClose();
      }}
      onEvent={(event) => {
        if (event.type === 'accounts_updated' || event.type === 'notification') void revalidate();
      }}
    />
  );
}
