import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useOutletContext } from 'react-router';
import { CONSOLE_ACCESS, mayUse, type Affiliate, type StaffMember } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { formText } from '../form-text.ts';

type Loaded = { ok: true; affiliates: Affiliate[] } | { ok: false; message: string };

/** Affiliates and their stags; admins and affiliate managers add new ones (audited, with a reason). */
export function AffiliatesPage() {
  const member = useOutletContext<StaffMember>();
  const canCreate = mayUse(member.roles, CONSOLE_ACCESS.affiliate_management);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const errorId = useId();

  useEffect(() => {
    let live = true;
    void consoleApi.affiliates().then((answer) => {
      if (!live) return;
      setLoaded(
        answer.ok
          ? { ok: true, affiliates: answer.value.affiliates }
          : { ok: false, message: answer.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [version]);

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const reason = formText(form, 'reason').trim();
    const answer = await consoleApi.createAffiliate({
      name: formText(form, 'name').trim(),
      stags: formText(form, 'stags')
        .split(',')
        .map((stag) => stag.trim())
        .filter((stag) => stag !== ''),
      ...(reason === '' ? {} : { reason }),
    });
    if (!answer.ok) {
      setError(answer.error.message);
      setCreated(null);
      return;
    }
    setError(null);
    setCreated(`Added ${answer.value.name}.`);
    formElement.reset();
    setVersion((v) => v + 1);
  };

  return (
    <>
      <h1>Affiliates</h1>
      {loaded === null ? (
        <p role="status">Loading the affiliates…</p>
      ) : loaded.ok ? (
        <table className="report">
          <caption>Affiliates and the stags they own</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Stags</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {loaded.affiliates.length === 0 ? (
              <tr>
                <td colSpan={3}>No affiliates yet.</td>
              </tr>
            ) : (
              loaded.affiliates.map((affiliate) => (
                <tr key={affiliate.id}>
                  <th scope="row">{affiliate.name}</th>
                  <td>{affiliate.stags.join(', ')}</td>
                  <td>{new Date(affiliate.createdAt).toISOString().slice(0, 10)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      ) : (
        <p role="alert" className="error">
          {loaded.message}
        </p>
      )}
      {canCreate ? (
        <section aria-labelledby="add-affiliate" className="panel">
          <h2 id="add-affiliate">Add an affiliate</h2>
          <form
            onSubmit={(event) => void create(event)}
            aria-describedby={error === null ? undefined : errorId}
          >
            <div className="field">
              <label htmlFor="affiliate-name">Name</label>
              <input id="affiliate-name" name="name" required maxLength={100} />
            </div>
            <div className="field">
              <label htmlFor="affiliate-stags">Stags</label>
              <input id="affiliate-stags" name="stags" required aria-describedby="stags-hint" />
              <p id="stags-hint" className="hint">
                Comma separated; letters, digits, and . _ ~ - only.
              </p>
            </div>
            <div className="field">
              <label htmlFor="affiliate-reason">Reason (kept in the audit log)</label>
              <textarea id="affiliate-reason" name="reason" maxLength={500} rows={2} />
            </div>
            <div role="alert" id={errorId} className="error">
              {error}
            </div>
            <div role="status">{created}</div>
            <button type="submit">Add affiliate</button>
          </form>
        </section>
      ) : null}
    </>
  );
}
