import { useId, useState, type SubmitEvent } from 'react';
import type { StaffLoginRequest } from '@playfront/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ApiResult } from '../api/console-api.ts';
import { consoleApi } from '../api/console-api.ts';
import { formText } from '../form-text.ts';

/**
 * The two kinds of console log-in (decision 048): staff, and affiliate users, who have accounts
 * of their own and land in the affiliate view. Each page links to the other.
 */
const LOGINS = {
  staff: {
    heading: 'Log in to the Playfront console',
    logIn: consoleApi.logIn,
    home: '/reports/affiliates',
    totpHint: 'Six digits from your authenticator app. Not needed for the demo admin in development.',
    other: { to: '/affiliate/login', text: 'An affiliate? Log in to the affiliate view' },
  },
  affiliate: {
    heading: 'Log in to the Playfront affiliate view',
    logIn: consoleApi.affiliateLogIn,
    home: '/affiliate/report',
    totpHint: 'Six digits from your authenticator app.',
    other: { to: '/login', text: 'Staff? Log in to the console' },
  },
} satisfies Record<
  string,
  {
    heading: string;
    logIn: (request: StaffLoginRequest) => Promise<ApiResult<unknown>>;
    home: string;
    totpHint: string;
    other: { to: string; text: string };
  }
>;

/** Only paths inside the console are followed after log-in (no open redirect). */
export function safeNext(next: string | null, home = '/reports/affiliates'): string {
  return next !== null && next.startsWith('/') && !next.startsWith('//') ? next : home;
}

/** A console log-in: e-mail, password and, where enrolled, the authenticator code. */
export function LoginPage({ kind = 'staff' }: { kind?: keyof typeof LOGINS }) {
  const login = LOGINS[kind];
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
    const answer = await login.logIn({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
      ...(totp === '' ? {} : { totp }),
    });
    setBusy(false);
    if (answer.ok) void navigate(safeNext(params.get('next'), login.home), { replace: true });
    // Right password, no second factor where one is required: the session only enrols one.
    else if (kind === 'staff' && answer.error.code === 'TOTP_NOT_ENROLLED') {
      void navigate(`/second-factor?next=${encodeURIComponent(safeNext(params.get('next')))}`, {
        replace: true,
      });
    } else setError(answer.error.message);
  };

  return (
    <main id="main" className="login">
      <h1>{login.heading}</h1>
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
          {login.totpHint}
        </p>
        <div role="alert" id={errorId} className="error">
          {error}
        </div>
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p>
        <Link to={login.other.to}>{login.other.text}</Link>
      </p>
    </main>
  );
}
