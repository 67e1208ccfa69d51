import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import type { TotpEnrolment } from '@playfront/contracts';
import { formText } from '../form-text.ts';
import { staffAdminApi } from '../staff-admin/staff-admin-api.ts';
import { safeNext } from './login-page.tsx';
import '../staff-admin/staff-admin.css';

type Start =
  | { status: 'loading' }
  | { status: 'started'; enrolment: TotpEnrolment }
  | { status: 'enrolled' }
  | { status: 'logged-out' }
  | { status: 'failed'; message: string };

/** The secret in groups of four, as authenticator apps ask it typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Second-factor self-enrolment: the server makes a secret, the page shows it as a QR code, as
 * text and as its otpauth link; the member confirms with the code their app then shows. Reached
 * by a member after a log-in without the second factor they must have (their session opens
 * nothing else), or from the console by one who has none yet. Outside the console frame, since
 * that session cannot load it.
 */
export function SecondFactorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [start, setStart] = useState<Start>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const next = safeNext(params.get('next'));

  useEffect(() => {
    let live = true;
    void staffAdminApi.startTotp().then((answer) => {
      if (!live) return;
      if (answer.ok) setStart({ status: 'started', enrolment: answer.value });
      else if (answer.error.code === 'TOTP_ALREADY_ENROLLED') setStart({ status: 'enrolled' });
      else if (answer.status === 401) setStart({ status: 'logged-out' });
      else setStart({ status: 'failed', message: answer.error.message });
    });
    return () => {
      live = false;
    };
  }, []);

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await staffAdminApi.confirmTotp({
      code: formText(new FormData(event.currentTarget), 'code').trim(),
    });
    setBusy(false);
    if (answer.ok) void navigate(next, { replace: true });
    else setError(answer.error.message);
  };

  return (
    <main id="main" className="login enrol">
      <h1>Set up your second factor</h1>
      {start.status === 'loading' ? <p role="status">Making your secret…</p> : null}
      {start.status === 'enrolled' ? (
        <p>
          You already have a second factor. To move it to another device, ask an admin to reset it.{' '}
          <Link to={next}>Back to the console</Link>
        </p>
      ) : null}
      {start.status === 'logged-out' ? (
        <p>
          Log in first: <Link to={`/login?next=${encodeURIComponent(next)}`}>go to the log-in page</Link>.
        </p>
      ) : null}
      {start.status === 'failed' ? (
        <p role="alert" className="error">
          {start.message}
        </p>
      ) : null}
      {start.status === 'started' ? (
        <>
          <ol className="enrol-steps">
            <li>
              Scan this code with your authenticator app (or type the secret below).
              <QRCodeSVG
                className="enrol-qr"
                value={start.enrolment.uri}
                size={192}
                marginSize={4}
                title="QR code of your second factor's set-up link"
              />
            </li>
            <li>
              Secret: <code className="mono">{grouped(start.enrolment.secret)}</code>
              <details>
                <summary>Set-up link</summary>
                <code className="mono">{start.enrolment.uri}</code>
              </details>
            </li>
            <li>Enter the six-digit code the app now shows.</li>
          </ol>
          <form
            onSubmit={(event) => void confirm(event)}
            aria-describedby={error === null ? undefined : errorId}
          >
            <label htmlFor="enrol-code">Authenticator code</label>
            <input
              id="enrol-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
            />
            <div role="alert" id={errorId} className="error">
              {error}
            </div>
            <button type="submit" disabled={busy}>
              {busy ? 'Checking…' : 'Confirm and continue'}
            </button>
          </form>
        </>
      ) : null}
    </main>
  );
}
