import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { CurrencyCode, MethodView, PaymentAction, SavedProfile } from '@playfront/contracts';
import { LiveRegion } from '../a11y/live-region.tsx';
import { useCashier } from '../use-cashier.ts';
import { arrangeMethods, countUsable, SEARCH_THRESHOLD, type ArrangedMethods } from './arrange-methods.ts';
import { MethodGroupSection } from './method-group-section.tsx';
import { MethodSearch } from './method-search.tsx';
import { OtherMethods } from './other-methods.tsx';
import { prepareTerms } from './method-terms.ts';
import { OnRampPair } from './on-ramp-pair.tsx';
import { SavedProfileItem } from './saved-profile-item.tsx';
import { prefetchMaskedFields } from '../fields/field-registry.ts';
import { useApi } from './use-api.ts';
import { useFirstScreen } from './use-first-screen.ts';
import { methodName } from './method-name.ts';

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
const NO_PROFILES: readonly SavedProfile[] = [];

/** The first `budget` methods of the popular section and then of each group, in that order. */
function firstRows(arranged: ArrangedMethods, budget: number) {
  let left = budget;
  const take = (methods: readonly MethodView[]) => {
    const taken = methods.slice(0, Math.max(left, 0));
    left -= taken.length;
    return taken;
  };
  const popular = take(arranged.popular);
  const groups = arranged.groups.map((group) => ({ type: group.type, methods: take(group.methods) }));
  return { popular, groups };
}

/**
 * The method picker (decision 038): saved profiles first, then the country's popular methods,
 * then the other usable ones grouped by type; a search box once the list is long; methods the
 * player cannot use behind "Other methods", each with the reason; then the on-ramp pair. A long
 * list renders the rows that fill the screen first and the rest right after.
 */
export function MethodList({ action, currency, refresh = 0, onPick }: MethodListProps) {
  const { client, t, locale } = useCashier();
  const base = useId();
  // Nearly every form has an amount, whose component comes with the mask library: fetch it now.
  useEffect(prefetchMaskedFields, []);
  const [deleted, setDeleted] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [retries, setRetries] = useState(0);
  const [query, setQuery] = useState('');
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

  const list = methods.status === 'ready' ? methods.data.methods : NO_METHODS;
  const profiles = methods.status === 'ready' ? methods.data.savedProfiles : NO_PROFILES;
  const nameOf = useCallback((method: MethodView) => methodName(method.id, method.brand, t), [t]);
  const arranged = useMemo(
    () => arrangeMethods(list, profiles, query, nameOf),
    [list, profiles, query, nameOf],
  );
  const usable = useMemo(
    () => [...arranged.popular, ...arranged.groups.flatMap((group) => group.methods)],
    [arranged],
  );
  const shownCount = useFirstScreen(usable).length;
  const shown = firstRows(arranged, shownCount);
  const byId = useMemo(() => new Map(list.map((method) => [method.id, method])), [list]);
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
  const search = (next: string) => {
    setQuery(next);
    // Said once per change, from the same arrangement the list renders.
    const count = arrangeMethods(list, profiles, next, nameOf).usableCount;
    setAnnouncement(next.trim() === '' ? '' : t('methods.search.results', { count }));
  };

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
  const searching = query.trim() !== '';
  const savedShown = arranged.profiles.flatMap((profile) => {
    const method = byId.get(profile.methodId);
    return method === undefined ? [] : [{ profile, method }];
  });
  return (
    <div className="pf-cashier-methods">
      <h2 className="pf-cashier-heading">{t('methods.heading')}</h2>
      {countUsable(list) > SEARCH_THRESHOLD ? <MethodSearch query={query} onQuery={search} t={t} /> : null}
      {savedShown.length === 0 ? null : (
        <section aria-labelledby="pf-cashier-saved">
          <h3 id="pf-cashier-saved" className="pf-cashier-subheading">
            {t('methods.saved.heading')}
          </h3>
          <ul className="pf-cashier-method-list">
            {savedShown.map(({ profile, method }) => (
              <SavedProfileItem
                key={profile.id}
                profile={profile}
                method={method}
                t={t}
                onPick={pickProfile}
                onDelete={deleteProfile}
              />
            ))}
          </ul>
        </section>
      )}
      <MethodGroupSection
        id={`${base}-popular`}
        kind="popular"
        heading={t('methods.popular.heading')}
        methods={shown.popular}
        currency={currency}
        t={t}
        locale={locale}
        onPick={pickMethod}
      />
      {shown.groups.map((group) => (
        <MethodGroupSection
          key={group.type}
          id={`${base}-${group.type}`}
          kind={group.type}
          heading={t(`methods.group.${group.type}`)}
          methods={group.methods}
          currency={currency}
          t={t}
          locale={locale}
          onPick={pickMethod}
        />
      ))}
      {arranged.usableCount > 0 ? null : (
        <p className="pf-cashier-muted">
          {searching
            ? t('methods.search.none', { query: query.trim() })
            : arranged.others.length > 0
              ? t('methods.none_usable')
              : t('methods.empty')}
        </p>
      )}
      <OtherMethods
        methods={arranged.others}
        t={t}
        forceOpen={arranged.usableCount === 0 && arranged.others.length > 0}
      />
      {/* After the whole list (the first render only fills the screen), so the order never shifts. */}
      {!searching &&
      shownCount === usable.length &&
      onRamp.status === 'ready' &&
      onRamp.data !== undefined &&
      onRamp.data.methods.length > 0 ? (
        <OnRampPair response={onRamp.data} currency={currency} onPick={pickMethod} />
      ) : null}
      <LiveRegion message={announcement} />
    </div>
  );
}
