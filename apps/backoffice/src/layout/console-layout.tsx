import { NavLink } from 'react-router';
import type { StaffMember } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { hasRole } from '../payments/payment-labels.ts';
import { SessionFrame } from './session-frame.tsx';

/** The staff console's frame: its navigation shows each member the pages of their roles. */
export function ConsoleLayout() {
  return (
    <SessionFrame
      load={consoleApi.me}
      logOut={consoleApi.logOut}
      loginPath="/login"
      loadingText="Loading the console…"
      brand="Playfront console"
      navLabel="Console"
      nav={(member) => <ConsoleNav member={member} />}
      who={(member) => (
        <>
          {member.name} <span className="roles">({member.roles.join(', ')})</span>
        </>
      )}
    />
  );
}

function ConsoleNav({ member }: { member: StaffMember }) {
  return (
    <>
      <li>
        <NavLink to="/reports/affiliates">Affiliate report</NavLink>
      </li>
      <li>
        <NavLink to="/reports/funnel">Funnel</NavLink>
      </li>
      <li>
        <NavLink to="/affiliates">Affiliates</NavLink>
      </li>
      {member.roles.includes('admin') ? (
        <li>
          <NavLink to="/audit">Audit log</NavLink>
        </li>
      ) : null}
      {hasRole(member, 'payments_agent', 'payments_approver', 'risk') ? (
        <>
          <li>
            <NavLink to="/payments/queue">Cashout queue</NavLink>
          </li>
          <li>
            <NavLink to="/payments/transactions">Transactions</NavLink>
          </li>
        </>
      ) : null}
      {hasRole(member, 'payments_agent', 'payments_approver', 'risk', 'support') ? (
        <li>
          <NavLink to="/players">Players</NavLink>
        </li>
      ) : null}
      {/* traffic */}
      {hasRole(member, 'admin', 'marketing', 'affiliate_manager') ? (
        <li>
          <NavLink to="/reports/traffic">Traffic</NavLink>
        </li>
      ) : null}
      {/* affiliate-view (decision 048) */}
      {hasRole(member, 'affiliate_manager') ? (
        <li>
          <NavLink to="/affiliate-log-ins">Affiliate log-ins</NavLink>
        </li>
      ) : null}
      {/* staff-admin */}
      {member.roles.includes('admin') ? (
        <li>
          <NavLink to="/staff">Staff</NavLink>
        </li>
      ) : null}
      {hasRole(member, 'affiliate_manager') ? (
        <li>
          <NavLink to="/postbacks">Postbacks</NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/second-factor">Second factor</NavLink>
      </li>
    </>
  );
}
