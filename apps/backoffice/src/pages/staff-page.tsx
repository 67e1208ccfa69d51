import { useCallback, useId, useState, type SubmitEvent } from 'react';
import {
  formatApprovalLimits,
  parseApprovalLimits,
  PASSWORD_LENGTH,
  type StaffAccount,
} from '@playfront/contracts';
import { useSearchResult } from '../api/use-search-result.ts';
import { formText } from '../form-text.ts';
import { SearchStatus } from '../layout/search-status.tsx';
import { utcTime } from '../payments/payment-labels.ts';
import { ManageMember } from '../staff-admin/manage-member.tsx';
import { checkedRoles, RoleCheckboxes } from '../staff-admin/role-checkboxes.tsx';
import { ROLE_LABELS } from '../staff-admin/role-labels.ts';
import { staffAdminApi } from '../staff-admin/staff-admin-api.ts';
import '../staff-admin/staff-admin.css';

/**
 * Staff management (admins): every member with their roles, second factor, own approval limits
 * and status; a member opens for changes; a form adds one with the initial password the admin
 * hands over (they enrol their second factor at their first log-in).
 */
export function StaffPage() {
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(() => staffAdminApi.staff(), []);
  const current = useSearchResult(String(version), load);
  const members = current?.ok === true ? current.value.members : [];
  const chosen = members.find((member) => member.id === selected);

  const changed = (text: string) => {
    setMessage(text);
    setVersion((v) => v + 1);
  };

  return (
    <>
      <h1>Staff</h1>
      <SearchStatus result={current} loading="Loading the staff…" />
      <div role="status" className="status">
        {message}
      </div>
      {current?.ok === true ? (
        <div className="table-scroll">
          <table className="report">
            <caption>Staff members</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Roles</th>
                <th scope="col">Second factor</th>
                <th scope="col">Own approval limits</th>
                <th scope="col">Status</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <StaffRow
                  key={member.id}
                  member={member}
                  onManage={() => {
                    setSelected(member.id);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {chosen === undefined ? null : <ManageMember key={chosen.id} account={chosen} onChanged={changed} />}
      <AddMember onAdded={changed} />
    </>
  );
}

function StaffRow({ member, onManage }: { member: StaffAccount; onManage: () => void }) {
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.email}</td>
      <td className="wrap-cell">{member.roles.map((role) => ROLE_LABELS[role]).join(', ')}</td>
      <td>{member.secondFactor ? 'Enrolled' : 'Not yet'}</td>
      <td>{member.cashoutLimits === null ? 'Agents’ limit' : formatApprovalLimits(member.cashoutLimits)}</td>
      <td>{member.disabledAt === null ? 'Active' : `Disabled ${utcTime(member.disabledAt)} UTC`}</td>
      <td>
        <button type="button" onClick={onManage} aria-label={`Manage ${member.name}`}>
          Manage
        </button>
      </td>
    </tr>
  );
}

function AddMember({ onAdded }: { onAdded: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const roles = checkedRoles(form);
    const limits = parseApprovalLimits(formText(form, 'limits'));
    if (roles.length === 0) {
      setError('Tick at least one role.');
      return;
    }
    if (!limits.ok) {
      setError(
        `"${limits.entry}" is not an approval limit: write a currency and an amount, like EUR 500.00.`,
      );
      return;
    }
    const answer = await staffAdminApi.createStaff({
      name: formText(form, 'name').trim(),
      email: formText(form, 'email').trim(),
      roles,
      password: formText(form, 'password'),
      ...(Object.keys(limits.limits).length === 0 ? {} : { cashoutLimits: limits.limits }),
      reason: formText(form, 'reason').trim(),
    });
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    formElement.reset();
    onAdded(
      `Added ${answer.value.name}: hand them the initial password; they set up their second factor when they first log in.`,
    );
  };

  return (
    <section aria-labelledby="add-member" className="panel staff-edit">
      <h2 id="add-member">Add a member</h2>
      <form onSubmit={(event) => void add(event)} aria-describedby={error === null ? undefined : errorId}>
        <div className="field">
          <label htmlFor="member-name">Name</label>
          <input id="member-name" name="name" required maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="member-email">E-mail</label>
          <input id="member-email" name="email" type="email" required autoComplete="off" />
        </div>
        <RoleCheckboxes idPrefix="member-role" checked={[]} />
        <div className="field">
          <label htmlFor="member-password">Initial password</label>
          <input
            id="member-password"
            name="password"
            type="password"
            required
            minLength={PASSWORD_LENGTH.min}
            maxLength={PASSWORD_LENGTH.max}
            autoComplete="new-password"
            aria-describedby="member-password-hint"
          />
          <p id="member-password-hint" className="hint">
            At least {PASSWORD_LENGTH.min} characters. Hand it over in person or by another channel than
            e-mail.
          </p>
        </div>
        <div className="field">
          <label htmlFor="member-limits">Own approval limits</label>
          <input id="member-limits" name="limits" aria-describedby="member-limits-hint" />
          <p id="member-limits-hint" className="hint">
            For payments agents, like EUR 500.00, USD 550. Empty: the agents&apos; limit
            (CASHOUT_AGENT_LIMIT).
          </p>
        </div>
        <div className="field">
          <label htmlFor="member-reason">Reason (kept in the audit log)</label>
          <textarea id="member-reason" name="reason" maxLength={500} rows={2} required />
        </div>
        <div role="alert" id={errorId} className="error">
          {error}
        </div>
        <button type="submit">Add member</button>
      </form>
    </section>
  );
}
