import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EXCLUSION_PATH, type Exclusion, type ExclusionState } from '@playfront/contracts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { ExclusionInForce } from './exclusion-part.tsx';

/** What the deposit page says first: the break in force, the tools before a first deposit, or nothing. */
type DepositNote =
  { readonly kind: 'excluded'; readonly exclusion: Exclusion } | { readonly kind: 'first' } | null;

async function readJson<T>(path: string): Promise<T | null> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as T) : null;
}

async function depositNote(): Promise<DepositNote> {
  const [state, deposits] = await Promise.all([
    readJson<ExclusionState>(EXCLUSION_PATH),
    // The first page of the player's deposits (any status): empty before a first deposit.
    readJson<{ items?: unknown[] }>('/api/v1/payments/transactions?action=deposit&limit=1'),
  ]);
  if (state?.exclusion != null) return { kind: 'excluded', exclusion: state.exclusion };
  return Array.isArray(deposits?.items) && deposits.items.length === 0 ? { kind: 'first' } : null;
}

/**
 * Above the deposit form (decision 060): during a cool-off or self-exclusion, until when (the
 * server refuses the deposit anyway; this says so before the player tries); before a player's
 * first deposit, the responsible-gambling tools (MGA: shown before the first deposit) as a short
 * note with a link, never a step in the way. Nothing once a deposit exists.
 */
export function FirstDepositTools() {
  const t = useT();
  const language = useSiteData()?.language ?? 'en';
  const [note, setNote] = useState<DepositNote>(null);
  useEffect(() => {
    let live = true;
    void depositNote().then((found) => {
      if (live) setNote(found);
    });
    return () => {
      live = false;
    };
  }, []);
  if (note === null) return null;
  if (note.kind === 'excluded') return <ExclusionInForce exclusion={note.exclusion} language={language} />;
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
