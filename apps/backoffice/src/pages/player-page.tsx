import { useCallback, useId, useState, type SubmitEvent } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import {
  CONSOLE_ACCESS,
  KYC_STATUSES,
  mayUse,
  type KycStatus,
  type PlayerView,
  type StaffMember,
} from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { KYC_LABELS, money, utcTime } from '../payments/payment-labels.ts';
import { TransactionsTable } from './transaction-search-page.tsx';
import { SearchStatus } from '../layout/search-status.tsx';
import { staffAdminApi } from '../staff-admin/staff-admin-api.ts';
import { PlayerProtectionSection } from '../protection/player-protection-section.tsx';
import { StaffErasureSection } from '../privacy/staff-erasure-section.tsx'; // privacy (decision 066)

/**
 * Opens a player by id, or by e-mail (exact, any case: the server answers the id). The queue and
 * the search link here too.
 */
function OpenPlayer({ playerId }: { readonly playerId: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const open = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), 'player').trim();
    if (value === '') return;
    if (!value.includes('@')) {
      setError(null);
      void navigate(`/players/${encodeURIComponent(value)}`);
      return;
    }
    const answer = await staffAdminApi.lookUpPlayer(value);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    void navigate(`/players/${encodeURIComponent(answer.value.playerId)}`);
  };
  return (
    <form
      className="report-filters"
      onSubmit={(event) => void open(event)}
      key={playerId}
      aria-describedby={error === null ? undefined : errorId}
    >
      <div className="field">
        <label htmlFor="open-player">Player id or e-mail</label>
        <input id="open-player" name="player" defaultValue={playerId} required />
      </div>
      <button type="submit">Open player</button>
      <p role="alert" id={errorId} className="error">
        {error}
      </p>
    </form>
  );
}

/**
 * One player: profile, KYC status (the risk role changes it, with a reason), balances,
 * transactions, ledger, attribution and notes. Support reads a masked, read-only view.
 */
export function PlayerPage() {
  const member = useOutletContext<StaffMember>();
  const { playerId = '' } = useParams();
  const [version, setVersion] = useState(0);
  // `#n` reloads the view after a write; it is cut before the call.
  const load = useCallback((key: string) => consoleApi.player(key.replace(/#\d+$/, '')), []);
  const current = useSearchResult(playerId === '' ? '' : `${playerId}#${version}`, load);

  return (
    <>
      <h1>Player</h1>
      <OpenPlayer playerId={playerId} />
      {playerId === '' ? null : (
        <>
          <SearchStatus result={current} loading={'Loading the player…'} />
          {current?.ok === true ? (
            <PlayerDetails
              view={current.value}
              member={member}
              onChanged={() => {
                setVersion((v) => v + 1);
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}

interface DetailsProps {
  readonly view: PlayerView;
  readonly member: StaffMember;
  readonly onChanged: () => void;
}

function PlayerDetails({ view, member, onChanged }: DetailsProps) {
  const { profile } = view;
  const name = [profile.firstName, profile.lastName].filter((part) => part !== null).join(' ');
  return (
    <>
      <section aria-labelledby="profile-heading" className="panel">
        <h2 id="profile-heading">Profile{view.masked ? ' (masked, read-only)' : ''}</h2>
        <dl className="facts">
          <dt>Id</dt>
          <dd className="mono">{profile.id}</dd>
          <dt>E-mail</dt>
          <dd>{profile.email}</dd>
          <dt>Name</dt>
          <dd>{name === '' ? '—' : name}</dd>
          <dt>Born</dt>
          <dd>{profile.birthDate ?? '—'}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone ?? '—'}</dd>
          <dt>Address</dt>
          <dd>
            {[profile.address, profile.postalCode, profile.city].filter((part) => part !== null).join(', ') ||
              '—'}
          </dd>
          <dt>Country, currency</dt>
          <dd>
            {profile.country}, {profile.currency}
          </dd>
          <dt>Registered (UTC)</dt>
          <dd>{utcTime(profile.createdAt)}</dd>
          <dt>Attribution</dt>
          <dd>
            {view.attribution === null
              ? '—'
              : `stag ${view.attribution.stag ?? '—'}, interlayer ${view.attribution.interlayerId ?? '—'}`}
          </dd>
        </dl>
      </section>
      <KycSection
        view={view}
        canChange={mayUse(member.roles, CONSOLE_ACCESS.kyc_changes)}
        onChanged={onChanged}
      />
      {/* responsible gambling (decision 060) */}
      <PlayerProtectionSection playerId={profile.id} />
      <section aria-labelledby="balances-heading">
        <h2 id="balances-heading">Balances</h2>
        {view.balances.length === 0 ? (
          <p>No balance yet.</p>
        ) : (
          <ul className="balances">
            {view.balances.map((balance) => (
              <li key={balance.currency}>{money(balance.amount, balance.currency)}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading">Transactions</h2>
        <TransactionsTable
          caption="The player's latest transactions"
          items={view.transactions}
          withPlayer={false}
        />
      </section>
      <section aria-labelledby="ledger-heading">
        <h2 id="ledger-heading">Ledger</h2>
        <LedgerTable view={view} />
      </section>
      <NotesSection
        view={view}
        canWrite={mayUse(member.roles, CONSOLE_ACCESS.payments_desk)}
        onChanged={onChanged}
      />
      {/* privacy: staff-initiated erasure (decision 066) */}
      <StaffErasureSection
        playerId={profile.id}
        email={profile.email}
        roles={member.roles}
        onErased={onChanged}
      />
    </>
  );
}

function LedgerTable({ view }: { readonly view: PlayerView }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="ledger-caption" tabIndex={0}>
      <table className="report">
        <caption id="ledger-caption">Latest ledger entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Reason</th>
            <th scope="col">Amount</th>
            <th scope="col">Transaction</th>
          </tr>
        </thead>
        <tbody>
          {view.ledger.length === 0 ? (
            <tr>
              <td colSpan={4}>No entries.</td>
            </tr>
          ) : (
            view.ledger.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{utcTime(entry.createdAt)}</th>
                <td>{entry.reason}</td>
                <td className="number">{money(entry.amount, entry.currency)}</td>
                <td className="mono">{entry.transactionId}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function KycSection({
  view,
  canChange,
  onChanged,
}: {
  readonly view: PlayerView;
  readonly canChange: boolean;
  readonly onChanged: () => void;
}) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await consoleApi.changeKyc(view.profile.id, {
      status: formText(form, 'status') as KycStatus,
      reason: formText(form, 'reason').trim(),
    });
    setMessage(
      answer.ok ? { ok: true, text: 'KYC status saved.' } : { ok: false, text: answer.error.message },
    );
    if (answer.ok) onChanged();
  };
  return (
    <section aria-labelledby="kyc-heading" className="panel">
      <h2 id="kyc-heading">KYC status: {KYC_LABELS[view.kycStatus]}</h2>
      {canChange ? (
        <form onSubmit={(event) => void change(event)} key={view.kycStatus}>
          <div className="field">
            <label htmlFor="kyc-status">New status</label>
            <select id="kyc-status" name="status" defaultValue={view.kycStatus}>
              {KYC_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {KYC_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="kyc-reason">Reason (kept in the audit log)</label>
            <input id="kyc-reason" name="reason" required maxLength={500} />
          </div>
          <button type="submit">Save KYC status</button>
        </form>
      ) : null}
      <p role="status" className="status">
        {message?.ok === true ? message.text : ''}
      </p>
      <p role="alert" className="error">
        {message?.ok === false ? message.text : ''}
      </p>
    </section>
  );
}

function NotesSection({
  view,
  canWrite,
  onChanged,
}: {
  readonly view: PlayerView;
  readonly canWrite: boolean;
  readonly onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const answer = await consoleApi.addNote(view.profile.id, {
      body: formText(new FormData(formElement), 'body').trim(),
    });
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    formElement.reset();
    onChanged();
  };
  return (
    <section aria-labelledby="notes-heading" className="panel">
      <h2 id="notes-heading">Notes</h2>
      {view.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="notes">
          {view.notes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <p className="hint">
                {note.staffEmail ?? 'former staff'}, {utcTime(note.createdAt)} UTC
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form onSubmit={(event) => void add(event)} aria-describedby={errorId}>
          <div className="field">
            <label htmlFor="note-body">New note</label>
            <textarea id="note-body" name="body" required maxLength={2000} rows={3} />
          </div>
          <button type="submit">Add note</button>
          <p id={errorId} className="error" role="alert">
            {error ?? ''}
          </p>
        </form>
      ) : null}
    </section>
  );
}
