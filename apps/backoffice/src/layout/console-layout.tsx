import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { StaffMember } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { hasRole } from '../payments/payment-labels.ts';

type SessionState = { status: 'checking' } | { status: 'in'; member: StaffMember } | { status: 'out' };

/**
 * The frame of every page behind the log-in: skip link, header with the member and log-out,
 * navigation, and the page in `main`. Without a staff session it sends the visitor to log in,
 * then back to where they were.
 */
export function ConsoleLayout() {
  const [session, setSession] = useState<SessionState>({ status: 'checking' });
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void consoleApi.me().then((answer) => {
      if (live) setSession(answer.ok ? { status: 'in', member: answer.value } : { status: 'out' });
    });
    return () => {
      live = false;
    };
  }, []);

  if (session.status === 'out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.status === 'checking') {
    return (
      <p className="loading" role="status">
        Loading the console…
      </p>
    );
  }

  const logOut = async () => {
    await consoleApi.logOut();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <p className="brand">Playfront console</p>
        <nav aria-label="Console">
          <ul>
            <li>
              <NavLink to="/reports/affiliates">Affiliate report</NavLink>
            </li>
            <li>
              <NavLink to="/reports/funnel">Funnel</NavLink>
            </li>
            <li>
              <NavLink to="/affiliates">Affiliates</NavLink>
            </li>
            {session.member.roles.includes('admin') ? (
              <li>
                <NavLink to="/audit">Audit log</NavLink>
              </li>
            ) : null}
            {hasRole(session.member, 'payments_agent', 'payments_approver', 'risk') ? (
              <>
                <li>
                  <NavLink to="/payments/queue">Cashout queue</NavLink>
                </li>
                <li>
                  <NavLink to="/payments/transactions">Transactions</NavLink>
                </li>
              </>
            ) : null}
            {hasRole(session.member, 'payments_agent', 'payments_approver', 'risk', 'support') ? (
              <li>
                <NavLink to="/players">Players</NavLink>
              </li>
            ) : null}
            {/* traffic */}
            {hasRole(session.member, 'admin', 'marketing', 'affiliate_manager') ? (
              <li>
                <NavLink to="/reports/traffic">Traffic</NavLink>
              </li>
            ) : null}
            {/* affiliate-view (decision 048) */}
            {hasRole(session.member, 'affiliate_manager') ? (
              <li>
                <NavLink to="/affiliate-log-ins">Affiliate log-ins</NavLink>
              </li>
            ) : null}
            {/* staff-admin */}
            {session.member.roles.includes('admin') ? (
              <li>
                <NavLink to="/staff">Staff</NavLink>
              </li>
            ) : null}
            {hasRole(session.member, 'affiliate_manager') ? (
              <li>
                <NavLink to="/postbacks">Postbacks</NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/second-factor">Second factor</NavLink>
            </li>
          </ul>
        </nav>
        <div className="who">
          <span>
            {session.member.name} <span className="roles">({session.member.roles.join(', ')})</span>
          </span>
          <button type="button" onClick={() => void logOut()}>
            Log out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet context={session.member} />
      </main>
    </>
  );
}
