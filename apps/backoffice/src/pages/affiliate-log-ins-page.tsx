import { useId, useState, type SubmitEvent } from 'react';
import type { CreatedAffiliateUser } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';

const loadAffiliates = () => consoleApi.affiliates();

/**
 * Makes a log-in to the affiliate view for one of the member's affiliates (an admin: any),
 * audited with a reason (decision 048). The first password and second factor are shown once, to
 * hand to the affiliate; the server keeps neither in a form it could show again.
 */
export function AffiliateLogInsPage() {
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAffiliateUser | null>(null);
  const errorId = useId();

  const loaded = useSearchResult('', loadAffiliates);

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const reason = formText(form, 'reason').trim();
    const answer = await consoleApi.createAffiliateUser(formText(form, 'affiliate'), {
      email: formText(form, 'email').trim(),
      name: formText(form, 'name').trim(),
      ...(reason === '' ? {} : { reason }),
    });
    if (!answer.ok) {
      setError(answer.error.message);
      setCreated(null);
      return;
    }
    setError(null);
    setCreated(answer.value);
    formElement.reset();
  };

  if (loaded === null) return <p role="status">Loading the affiliates…</p>;
  if (!loaded.ok) {
    return (
      <p role="alert" className="error">
        {loaded.message}
      </p>
    );
  }
  return (
    <>
      <h1>Affiliate log-ins</h1>
      <p>
        A log-in opens the affiliate view, which shows the affiliate its own report and postback deliveries
        and nothing else.
      </p>
      <section aria-labelledby="add-log-in" className="panel">
        <h2 id="add-log-in">Make a log-in</h2>
        <form
          onSubmit={(event) => void create(event)}
          aria-describedby={error === null ? undefined : errorId}
        >
          <div className="field">
            <label htmlFor="log-in-affiliate">Affiliate</label>
            <select id="log-in-affiliate" name="affiliate" required>
              {loaded.value.affiliates.map((affiliate) => (
                <option key={affiliate.id} value={affiliate.id}>
                  {affiliate.name} ({affiliate.stags.join(', ')})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="log-in-email">E-mail</label>
            <input id="log-in-email" name="email" type="email" required autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="log-in-name">Name</label>
            <input id="log-in-name" name="name" required maxLength={100} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="log-in-reason">Reason (kept in the audit log)</label>
            <textarea id="log-in-reason" name="reason" maxLength={500} rows={2} />
          </div>
          <div role="alert" id={errorId} className="error">
            {error}
          </div>
          <button type="submit">Make log-in</button>
        </form>
      </section>
      <div role="status">
        {created === null ? null : (
          <section aria-labelledby="made-log-in" className="panel">
            <h2 id="made-log-in">Log-in made for {created.user.email}</h2>
            <p>Hand these to the affiliate now: they are not shown again.</p>
            <dl className="facts">
              <dt>Log-in page</dt>
              <dd>/backoffice/affiliate/login</dd>
              <dt>Password</dt>
              <dd>
                <code data-secret="password">{created.password}</code>
              </dd>
              <dt>Authenticator secret</dt>
              <dd>
                <code data-secret="totp">{created.totpSecret}</code>
              </dd>
              <dt>Authenticator link</dt>
              <dd className="wrap">
                <code>{created.totpUri}</code>
              </dd>
            </dl>
          </section>
        )}
      </div>
    </>
  );
}
