import { NavLink } from 'react-router';
import type { StaffMember } from '@playfront/contracts';
import { consoleApi } from '../api/console-api.ts';
import { navFor } from './console-nav.ts';
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
  return navFor(member).map((group) => {
    const id = `nav-${group.label.toLowerCase()}`;
    return (
      <li key={group.label} className="nav-group">
        <span className="nav-group__label" id={id}>
          {group.label}
        </span>
        <ul aria-labelledby={id}>
          {group.entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to}>{entry.label}</NavLink>
            </li>
          ))}
        </ul>
      </li>
    );
  });
}
