import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { AffiliateUser } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';

type SessionState = { status: 'checking' } | { status: 'in'; user: AffiliateUser } | { status: 'out' };

/**
 * The frame of the affiliate view (decision 048): the affiliate's own report and postback
 * deliveries, and nothing else in its navigation. Without an affiliate session it sends the
 * visitor to the affiliate log-in, then back.
 */
export function AffiliateLayout() {
  const [session, setSession] = useState<SessionState>({ status: 'checking' });
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void consoleApi.affiliateMe().then((answer) => {
      if (live) setSession(answer.ok ? { status: 'in', user: answer.value } : { status: 'out' });
    });
    return () => {
      live = false;
    };
  }, []);

  if (session.status === 'out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/affiliate/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.status === 'checking') {
    return (
      <p className="loading" role="status">
        Loading the affiliate view…
      </p>
    );
  }

  const logOut = async () => {
    await consoleApi.affiliateLogOut();
    void navigate('/affiliate/login', { replace: true });
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <p className="brand">Playfront affiliate view</p>
        <nav aria-label="Affiliate view">
          <ul>
            <li>
              <NavLink to="/affiliate/report">Report</NavLink>
            </li>
            <li>
              <NavLink to="/affiliate/postbacks">Postback deliveries</NavLink>
            </li>
          </ul>
        </nav>
        <div className="who">
          <span>
            {session.user.name} <span className="roles">({session.user.affiliateName})</span>
          </span>
          <button type="button" onClick={() => void logOut()}>
            Log out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet context={session.user} />
      </main>
    </>
  );
}
