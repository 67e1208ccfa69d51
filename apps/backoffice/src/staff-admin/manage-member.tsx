import { useEffect, useId, useRef, useState } from 'react';
import {
  formatApprovalLimits,
  parseApprovalLimits,
  type StaffAccount,
  type UpdateStaffRequest,
} from '@playfront/contracts';
import { formText } from '../form-text.ts';
import { staffAdminApi } from './staff-admin-api.ts';
import { checkedRoles, RoleCheckboxes } from './role-checkboxes.tsx';

interface ManageMemberProps {
  readonly account: StaffAccount;
  readonly onChanged: (message: string) => void;
}

type Change = 'save' | 'disable' | 'enable' | 'reset';

/**
 * One member's changes: roles and own approval limits, disable or enable, second-factor reset;
 * each with the reason the audit log keeps. The server refuses what would leave no admin.
 */
export function ManageMember({ account, onChanged }: ManageMemberProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Opened from the table: the reader lands on it.
  useEffect(() => {
    headingRef.current?.focus();
  }, [account.id]);

  const send = async (change: Change) => {
    const formElement = formRef.current;
    if (formElement === null) return;
    const form = new FormData(formElement);
    const reason = formText(form, 'reason').trim();
    if (reason === '') {
      setError('Give a reason: the audit log keeps it with the change.');
      return;
    }
    let request: UpdateStaffRequest;
    if (change === 'save') {
      const limits = parseApprovalLimits(formText(form, 'limits'));
      if (!limits.ok) {
        setError(
          `"${limits.entry}" is not an approval limit: write a currency and an amount, like EUR 500.00.`,
        );
        return;
      }
      request = {
        roles: checkedRoles(form),
        cashoutLimits: Object.keys(limits.limits).length === 0 ? null : limits.limits,
        reason,
      };
      if (request.roles?.length === 0) {
        setError('Tick at least one role.');
        return;
      }
    } else if (change === 'reset') request = { resetSecondFactor: true, reason };
    else request = { disabled: change === 'disable', reason };
    setBusy(true);
    const answer = await staffAdminApi.updateStaff(account.id, request);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setError(null);
    onChanged(
      change === 'save'
        ? `Saved ${account.name}.`
        : change === 'reset'
          ? `${account.name} enrols a new second factor at their next log-in.`
          : `${account.name} is ${change === 'disable' ? 'disabled: their sessions have ended' : 'enabled again'}.`,
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="panel staff-edit">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        Manage {account.name}
      </h2>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void send('save');
        }}
        aria-describedby={error === null ? undefined : `${id}-error`}
      >
        <RoleCheckboxes idPrefix={`${id}-role`} checked={account.roles} />
        <div className="field">
          <label htmlFor={`${id}-limits`}>Own approval limits</label>
          <input
            id={`${id}-limits`}
            name="limits"
            defaultValue={formatApprovalLimits(account.cashoutLimits)}
            aria-describedby={`${id}-limits-hint`}
          />
          <p id={`${id}-limits-hint`} className="hint">
            For payments agents: the largest cashout they approve, per currency, like EUR 500.00, USD 550.
            Empty: the agents&apos; limit (CASHOUT_AGENT_LIMIT).
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason (kept in the audit log)</label>
          <textarea id={`${id}-reason`} name="reason" maxLength={500} rows={2} required />
        </div>
        <div role="alert" id={`${id}-error`} className="error">
          {error}
        </div>
        <div className="staff-actions">
          <button type="submit" disabled={busy}>
            Save roles and limits
          </button>
          {account.disabledAt === null ? (
            <button type="button" disabled={busy} onClick={() => void send('disable')}>
              Disable member
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => void send('enable')}>
              Enable member
            </button>
          )}
          {account.secondFactor ? (
            <button type="button" disabled={busy} onClick={() => void send('reset')}>
              Reset second factor
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
