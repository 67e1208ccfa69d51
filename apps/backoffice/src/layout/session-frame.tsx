import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { ApiResult } from '../api/console-api.ts';

type SessionState<T> = { status: 'checking' } | { status: 'in'; who: T } | { status: 'out' };

interface SessionFrameProps<T> {
  /** Reads who is logged in; any refusal counts as logged out. */
  readonly load: () => Promise<ApiResult<T>>;
  readonly logOut: () => Promise<unknown>;
  /** Where a visitor without a session logs in (then comes back, through `?next=`). */
  readonly loginPath: string;
  readonly loadingText: string;
  readonly brand: string;
  readonly navLabel: string;
  /** The navigation's `<li>` entries for who is logged in. */
  readonly nav: (who: T) => ReactNode;
  /** Who is logged in, as the header names them. */
  readonly who: (who: T) => ReactNode;
}

/**
 * The frame of every page behind a log-in, staff or affiliate alike: skip link, header with who
 * is logged in and log-out, the navigation beside (a phone: above) the page in `main` (given who is logged in as its
 * outlet context). Without a session it sends the visitor to log in, then back to where they were.
 */
export function SessionFrame<T>({
  load,
  logOut,
  loginPath,
  loadingText,
  brand,
  navLabel,
  nav,
  who,
}: SessionFrameProps<T>) {
  const [session, setSession] = useState<SessionState<T>>({ status: 'checking' });
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (live) setSession(answer.ok ? { status: 'in', who: answer.value } : { status: 'out' });
    });
    return () => {
      live = false;
    };
  }, [load]);

  if (session.status === 'out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${loginPath}?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.status === 'checking') {
    return (
      <p className="loading" role="status">
        {loadingText}
      </p>
    );
  }

  const end = async () => {
    await logOut();
    void navigate(loginPath, { replace: true });
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <p className="brand">{brand}</p>
        <div className="who">
          <span>{who(session.who)}</span>
          <button type="button" onClick={() => void end()}>
            Log out
          </button>
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={navLabel}>
          <ul>{nav(session.who)}</ul>
        </nav>
        <main id="main" tabIndex={-1}>
          <Outlet context={session.who} />
        </main>
      </div>
    </>
  );
}
