import { useCallback } from 'react';
import {
  playerProtectionPath,
  type DepositLimit,
  type Exclusion,
  type PlayerProtection,
} from '@playfront/contracts';
import { call } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { money, utcTime } from '../payments/payment-labels.ts';
import { SearchStatus } from '../layout/search-status.tsx';

const PERIODS: Readonly<Record<DepositLimit['period'], string>> = {
  day: '24 hours',
  week: '7 days',
  month: '1 month',
};

const KINDS: Readonly<Record<Exclusion['kind'], string>> = {
  cool_off: 'Cool-off',
  self_exclusion: 'Self-exclusion',
};

/** A limit's waiting change, as staff read it. */
function pendingText(limit: DepositLimit, currency: string): string {
  if (limit.pending === null) return '—';
  const to = limit.pending.amount === null ? 'removed' : money(limit.pending.amount, currency);
  return `${to} from ${utcTime(limit.pending.effectiveAt)}`;
}

/**
 * The player's responsible-gambling settings (decision 060), read-only for every role of the
 * player view: the rules leave staff nothing to change.
 */
export function PlayerProtectionSection({ playerId }: { readonly playerId: string }) {
  const load = useCallback((id: string) => call<PlayerProtection>(playerProtectionPath(id)), []);
  const result = useSearchResult(playerId, load);
  return (
    <section aria-labelledby="protection-heading" className="panel">
      <h2 id="protection-heading">Responsible gambling (read-only)</h2>
      <SearchStatus result={result} loading="Loading the player's limits…" />
      {result?.ok === true ? <ProtectionDetails protection={result.value} /> : null}
    </section>
  );
}

function ProtectionDetails({ protection }: { readonly protection: PlayerProtection }) {
  const { limits, exclusion, exclusions, realityCheckMinutes } = protection;
  const currency = limits.currency;
  return (
    <>
      <dl className="facts">
        <dt>Exclusion in force</dt>
        <dd>
          {exclusion === null ? 'None' : `${KINDS[exclusion.kind]} until ${utcTime(exclusion.endsAt)} UTC`}
        </dd>
        <dt>Reality check</dt>
        <dd>{realityCheckMinutes === 0 ? 'Off' : `Every ${String(realityCheckMinutes)} minutes`}</dd>
      </dl>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby="limits-caption" tabIndex={0}>
        <table className="report">
          <caption id="limits-caption">Deposit limits ({currency}), times in UTC</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Limit</th>
              <th scope="col">Used</th>
              <th scope="col">Left</th>
              <th scope="col">Waiting change</th>
            </tr>
          </thead>
          <tbody>
            {limits.limits.length === 0 ? (
              <tr>
                <td colSpan={5}>No limits set.</td>
              </tr>
            ) : (
              limits.limits.map((limit) => (
                <tr key={limit.period}>
                  <th scope="row">{PERIODS[limit.period]}</th>
                  <td className="number">{limit.amount === null ? 'None' : money(limit.amount, currency)}</td>
                  <td className="number">{money(limit.used, currency)}</td>
                  <td className="number">
                    {limit.remaining === null ? '—' : money(limit.remaining, currency)}
                  </td>
                  <td>{pendingText(limit, currency)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <h3>Exclusions taken</h3>
      {exclusions.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {exclusions.map((item) => (
            <li key={`${String(item.startsAt)}-${item.kind}`}>
              {KINDS[item.kind]}: {utcTime(item.startsAt)} to {utcTime(item.endsAt)} UTC
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
