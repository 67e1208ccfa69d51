import { STAFF_ROLES, type StaffRole } from '@playfront/contracts';
import { ROLE_LABELS } from './role-labels.ts';

/** The roles as checkboxes named `role` (a member holds one or more). */
export function RoleCheckboxes({ idPrefix, checked }: { idPrefix: string; checked: readonly StaffRole[] }) {
  return (
    <fieldset>
      <legend>Roles</legend>
      {STAFF_ROLES.map((role) => (
        <div className="check" key={role}>
          <input
            type="checkbox"
            id={`${idPrefix}-${role}`}
            name="role"
            value={role}
            defaultChecked={checked.includes(role)}
          />
          <label htmlFor={`${idPrefix}-${role}`}>{ROLE_LABELS[role]}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The roles ticked in a submitted form. */
export const checkedRoles = (form: FormData): StaffRole[] =>
  STAFF_ROLES.filter((role) => form.getAll('role').includes(role));
