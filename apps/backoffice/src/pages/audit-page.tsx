import type { SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { AuditValue } from '../audit/audit-value.tsx';
import { SearchStatus } from '../layout/search-status.tsx';

/** The filters the URL may hold; anything else in it is ignored. */
const FILTERS = ['action', 'staff', 'from', 'to', 'cursor'] as const;

/** The audit log of staff writes, newest first; filters and the page cursor live in the URL. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value !== null && value !== '') query.set(name, value);
  }
  const search = query.toString();
  const current = useSearchResult(search, consoleApi.auditPage);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['action', 'staff', 'from', 'to'] as const) {
      const value = formText(form, name).trim();
      if (value !== '') next.set(name, value);
    }
    setParams(next);
  };

  const older = new URLSearchParams(query);
  if (current?.ok === true && current.value.nextCursor !== null)
    older.set('cursor', current.value.nextCursor);

  return (
    <>
      <h1>Audit log</h1>
      <form className="report-filters" onSubmit={apply} key={search}>
        <div className="field">
          <label htmlFor="action">Action</label>
          <input
            id="action"
            name="action"
            defaultValue={query.get('action') ?? ''}
            placeholder="affiliate.create"
          />
        </div>
        <div className="field">
          <label htmlFor="staff">Staff e-mail</label>
          <input id="staff" name="staff" type="email" defaultValue={query.get('staff') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" name="from" type="date" defaultValue={query.get('from') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" name="to" type="date" defaultValue={query.get('to') ?? ''} />
        </div>
        <button type="submit">Filter</button>
      </form>
      <SearchStatus result={current} loading={'Loading the audit log…'} />
      {current?.ok === true ? (
        <>
          <AuditTable entries={current.value.entries} />
          {current.value.nextCursor === null ? null : (
            <p>
              <Link to={`/audit?${older.toString()}`}>Older entries</Link>
            </p>
          )}
        </>
      ) : null}
    </>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    // A region that scrolls sideways must take keyboard focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="audit-caption" tabIndex={0}>
      <table className="report">
        <caption id="audit-caption">Staff writes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Reason</th>
            <th scope="col">Request</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={8}>No entries match.</td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{new Date(entry.createdAt).toISOString().replace('T', ' ').slice(0, 19)}</th>
                <td>{entry.staffEmail ?? 'system'}</td>
                <td>{entry.action}</td>
                <td>
                  <span className="ref ref--subject" title={entry.subject}>
                    {entry.subject}
                  </span>
                </td>
                <td className="json">
                  <AuditValue value={entry.before} />
                </td>
                <td className="json">
                  <AuditValue value={entry.after} />
                </td>
                <td>{entry.reason ?? '—'}</td>
                <td>{entry.requestId}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
