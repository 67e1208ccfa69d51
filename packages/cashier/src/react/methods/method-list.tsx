import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CurrencyCode, MethodView, PaymentAction, SavedProfile } from '@playfront/contracts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useCashier } from '../use-cashier.ts';
import { MethodItem } from './method-item.tsx';
import { prepareTerms } from './method-terms.ts';
import { OnRampPair } from './on-ramp-pair.tsx';
import { SavedProfileItem } from './saved-profile-item.tsx';
import { prefetchMaskedFields } from '../fields/field-registry.ts';
import { useApi } from './use-api.ts';
import { useFirstScreen } from './use-first-screen.ts';

/** What the player picked: a method, and the saved profile to pay with when one was chosen. */
export interface MethodChoice {
  method: MethodView;
  profile?: SavedProfile;
}

export interface MethodListProps {
  action: PaymentAction;
  currency: CurrencyCode;
  /** Bump it to read the list again (new methods available). */
  refresh?: number;
  onPick: (choice: MethodChoice) => void;
}

const NO_METHODS: readonly MethodView[] = [];

/**
 * Saved profiles first, then every method (unavailable ones greyed), then the on-ramp pair.
 * A long list renders the rows that fill the screen first and the rest right after.
 */
export function MethodList({ action, currency, refresh = 0, onPick }: MethodListProps) {
  const { client, t, locale } = useCashier();
  // Nearly every form has an amount, whose component comes with the mask library: fetch it now.
  useEffect(prefetchMaskedFields, []);
  const [deleted, setDeleted] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [retries, setRetries] = useState(0);
  const key = `${action}:${currency}:${String(refresh)}:${String(deleted)}:${String(retries)}`;
  const methods = useApi(key, (signal) => client.getMethods({ action, currency }, signal));
  const onRamp = useApi(`${currency}:${String(refresh)}`, (signal) =>
    action === 'deposit'
      ? client.getConversionMethods({ currency }, signal)
      : Promise.resolve({ ok: true as const, data: undefined }),
  );
  // After the requests above are sent: the formatters are built while the answers travel.
  useEffect(() => {
    prepareTerms(currency, locale);
  }, [currency, locale]);

  const shown = useFirstScreen(methods.status === 'ready' ? methods.data.methods : NO_METHODS);
  const byId = useMemo(
    () =>
      new Map(methods.status === 'ready' ? methods.data.methods.map((method) => [method.id, method]) : []),
    [methods],
  );
  const pickMethod = useCallback(
    (method: MethodView) => {
      onPick({ method });
    },
    [onPick],
  );
  const pickProfile = useCallback(
    (profile: SavedProfile) => {
      const method = byId.get(profile.methodId);
      if (method !== undefined) onPick({ method, profile });
    },
    [byId, onPick],
  );
  const deleteProfile = useCallback(
    async (profile: SavedProfile) => {
      const result = await client.deleteSavedProfile({ profileId: profile.id });
      const name = profile.display;
      setAnnouncement(t(result.ok ? 'methods.saved.deleted' : 'methods.saved.delete_failed', { name }));
      if (result.ok) setDeleted((count) => count + 1);
    },
    [client, t],
  );

  if (methods.status === 'loading') return <p className="pf-cashier-muted">{t('cashier.loading')}</p>;
  if (methods.status === 'failed') {
    return (
      <div>
        <p role="alert" className="pf-cashier-alert">
          {t('cashier.load_failed')}
        </p>
        <button
          type="button"
          className="pf-cashier-button"
          onClick={() => {
            setRetries((count) => count + 1);
          }}
        >
          {t('cashier.retry_load')}
        </button>
      </div>
    );
  }
  const { savedProfiles } = methods.data;
  const list = methods.data.methods;
  return (
    <div className="pf-cashier-methods">
      <h2 className="pf-cashier-heading">{t('methods.heading')}</h2>
      {savedProfiles.length === 0 ? null : (
        <section aria-labelledby="pf-cashier-saved">
          <h3 id="pf-cashier-saved" className="pf-cashier-subheading">
            {t('methods.saved.heading')}
          </h3>
          <ul className="pf-cashier-method-list">
            {savedProfiles.map((profile) => (
              <SavedProfileItem
                key={profile.id}
                profile={profile}
                brand={byId.get(profile.methodId)?.brand ?? profile.display}
                t={t}
                onPick={pickProfile}
                onDelete={deleteProfile}
              />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pf-cashier-all">
        <h3 id="pf-cashier-all" className="pf-cashier-subheading">
          {t('methods.all.heading')}
        </h3>
        {list.length === 0 ? (
          <p className="pf-cashier-muted">{t('methods.empty')}</p>
        ) : (
          <ul className="pf-cashier-method-list">
            {shown.map((method) => (
              <MethodItem
                key={method.id}
                method={method}
                currency={currency}
                t={t}
                locale={locale}
                onPick={pickMethod}
              />
            ))}
          </ul>
        )}
      </section>
      {/* After the whole list (the first render only fills the screen), so the order never shifts. */}
      {shown.length === list.length &&
      onRamp.status === 'ready' &&
      onRamp.data !== undefined &&
      onRamp.data.methods.length > 0 ? (
        <OnRampPair response={onRamp.data} currency={currency} onPick={pickMethod} />
      ) : null}
      <LiveRegion message={announcement} />
    </div>
  );
}
