import { NavLink } from 'react-router';
import { consoleApi } from '../api/console-api.ts';
import { SessionFrame } from '../layout/session-frame.tsx';

/**
 * The frame of the affiliate view (decision 048): the affiliate's own report and postback
 * deliveries, and nothing else in its navigation; without an affiliate session, its own log-in.
 */
export function AffiliateLayout() {
  return (
    <SessionFrame
      load={consoleApi.affiliateMe}
      logOut={consoleApi.affiliateLogOut}
      loginPath="/affiliate/login"
      loadingText="Loading the affiliate view…"
      brand="Playfront affiliate view"
      navLabel="Affiliate view"
      nav={() => (
        <>
          <li>
            <NavLink to="/affiliate/report">Report</NavLink>
          </li>
          <li>
            <NavLink to="/affiliate/postbacks">Postback deliveries</NavLink>
          </li>
        </>
      )}
      who={(user) => (
        <>
          {user.name} <span className="roles">({user.affiliateName})</span>
        </>
      )}
    />
  );
}
