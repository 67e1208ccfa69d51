import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { consoleApi } from '../api/console-api.ts';
import { formText } from '../form-text.ts';

/** Only paths inside the console are followed after log-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next !== null && next.startsWith('/') && !next.startsWith('//') ? next : '/reports/affiliates';
}

/** Staff log-in: e-mail, password and, where enrolled, the authenticator code. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const totp = formText(form, 'totp').trim();
    setBusy(true);
    setError(null);
    const answer = await consoleApi.logIn({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
      ...(totp === '' ? {} : { totp }),
    });
    setBusy(false);
    if (answer.ok) void navigate(safeNext(params.get('next')), { replace: true });
    // Right password, no second factor where one is required: the session only enrols one.
    else if (answer.error.code === 'TOTP_NOT_ENROLLED') {
      void navigate(`/second-factor?next=${encodeURIComponent(safeNext(params.get('next')))}`, {
        replace: true,
      });
    } else setError(answer.error.message);
  };

  return (
    <main id="main" className="login">
      <h1>Log in to the Playfront console</h1>
      <form onSubmit={(event) => void submit(event)} aria-describedby={error === null ? undefined : errorId}>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <label htmlFor="totp">Authenticator code</label>
        <input
          id="totp"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          aria-describedby="totp-hint"
        />
        <p id="totp-hint" className="hint">
          Six digits from your authenticator app. Not needed for the demo admin in development.
        </p>
        <div role="alert" id={errorId} className="error">
          {error}
        </div>
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
