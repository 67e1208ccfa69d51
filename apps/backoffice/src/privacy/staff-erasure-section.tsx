import { useId, useState, type SubmitEvent } from 'react';
import {
  ERASED_EMAIL_DOMAIN,
  mayUse,
  STAFF_ERASURE_ROLES,
  staffErasurePath,
  type ErasureRefusalCode,
  type ErasureResult,
  type StaffErasureRequest,
  type StaffRole,
} from '@playfront/contracts';
import { call, json } from '../api/console-api.ts';
import { formText } from '../form-text.ts';
import { utcTime } from '../payments/payment-labels.ts';

/** What staff read for each refusal: the same ones as the player's own erasure (decision 061). */
const REFUSALS: Readonly<Record<ErasureRefusalCode, string>> = {
  ERASURE_BALANCE_REMAINS:
    'Not erased: the account still holds money. The player must withdraw the balance first.',
  ERASURE_PAYMENT_PENDING:
    'Not erased: a deposit or cashout is still in progress. Try again once it has settled.',
  ERASURE_EXCLUSION_ACTIVE:
    'Not erased: a cool-off or self-exclusion is running. The licence requires the details to be kept until it ends.',
};

const refusalText = (code: string | undefined, message: string): string =>
  code !== undefined && code in REFUSALS ? REFUSALS[code as ErasureRefusalCode] : message;

export interface StaffErasureSectionProps {
  readonly playerId: string;
  readonly email: string;
  /** The member's roles: the section shows only to those who may erase (STAFF_ERASURE_ROLES). */
  readonly roles: readonly StaffRole[];
  readonly onErased: () => void;
}

/**
 * Erasing a player on their request (decision 066), for admins: the player's request reference
 * and a reason (both in the audit log), a confirmation, then the same erasure the player can ask
 * for themselves, refused for the same reasons. An erased account shows that it is.
 */
export function StaffErasureSection(props: StaffErasureSectionProps) {
  return mayUse(props.roles, STAFF_ERASURE_ROLES) ? <ErasureForm {...props} /> : null;
}

function ErasureForm({ playerId, email, onErased }: StaffErasureSectionProps) {
  const [message, setMessage] = useState<{ readonly text: string; readonly error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const erased = email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const request: StaffErasureRequest = {
      requestReference: formText(data, 'requestReference').trim(),
      reason: formText(data, 'reason').trim(),
    };
    setBusy(true);
    const answer = await call<ErasureResult>(staffErasurePath(playerId), json('POST', request));
    setBusy(false);
    if (!answer.ok) {
      setMessage({ text: refusalText(answer.error.code, answer.error.message), error: true });
      return;
    }
    setMessage({ text: `Erased at ${utcTime(answer.value.erasedAt)} UTC.`, error: false });
    onErased();
  };

  return (
    <section aria-labelledby="erasure-heading" className="panel">
      <h2 id="erasure-heading">Erase the player on request</h2>
      {erased ? (
        <p>This account is erased: its personal data are gone, its records are kept as the law requires.</p>
      ) : (
        <>
          <p>
            Closes the account and erases the player&apos;s personal data, as the player&apos;s own request
            from the site does; transactions and the ledger stay under anti-money-laundering law. Refused
            while money is in the account, a payment is in progress or an exclusion is running. This cannot be
            undone.
          </p>
          <form onSubmit={(event) => void submit(event)} aria-describedby={messageId}>
            <div className="field">
              <label htmlFor="erasure-reference">The player&apos;s request (ticket or mail reference)</label>
              <input id="erasure-reference" name="requestReference" required maxLength={100} />
            </div>
            <div className="field">
              <label htmlFor="erasure-reason">Reason (kept in the audit log)</label>
              <textarea id="erasure-reason" name="reason" required minLength={10} maxLength={500} rows={3} />
            </div>
            <div className="check">
              <input id="erasure-confirm" name="confirm" type="checkbox" required />
              <label htmlFor="erasure-confirm">
                I have checked that the request comes from the player, and that this cannot be undone.
              </label>
            </div>
            <button type="submit" className="danger" disabled={busy}>
              Erase player
            </button>
          </form>
        </>
      )}
      <p id={messageId} className={message?.error === true ? 'error' : 'hint'} role="status">
        {message?.text ?? ''}
      </p>
    </section>
  );
}
