import { useId, useState, type SubmitEvent } from 'react';
import { POSTBACK_MACROS, type Postback, type PostbackEvent } from '@playfront/contracts';
import { formText } from '../form-text.ts';
import { staffAdminApi } from './staff-admin-api.ts';

export const EVENT_LABELS: Record<PostbackEvent, string> = {
  registration: 'Registration',
  ftd: 'First deposit (FTD)',
};
/** The event within a sentence. */
const EVENT_WORDS: Record<PostbackEvent, string> = { registration: 'registration', ftd: 'FTD' };

interface PostbackFormProps {
  readonly affiliateId: string;
  readonly event: PostbackEvent;
  readonly postback: Postback | undefined;
  readonly onSaved: () => void;
}

/** One event's URL template: create, edit, or turn off (kept, not deleted), with a reason. */
export function PostbackForm({ affiliateId, event, postback, onSaved }: PostbackFormProps) {
  // What the server last answered for this event: the loaded one, then each save's answer.
  const [current, setCurrent] = useState<Postback | undefined>(postback);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();

  const save = async (submitted: SubmitEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    const reason = formText(form, 'reason').trim();
    const answer = await staffAdminApi.putPostback(affiliateId, event, {
      url: formText(form, 'url').trim(),
      enabled: form.get('enabled') === 'on',
      ...(reason === '' ? {} : { reason }),
    });
    if (!answer.ok) {
      setSaved(null);
      setError(answer.error.message);
      return;
    }
    setError(null);
    setCurrent(answer.value);
    setSaved(`Saved the ${EVENT_WORDS[event]} postback.`);
    onSaved();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="panel">
      <h2 id={`${id}-heading`}>
        {EVENT_LABELS[event]}
        {current === undefined ? ' (none yet)' : current.enabled ? '' : ' (turned off)'}
      </h2>
      <form onSubmit={(e) => void save(e)} aria-describedby={error === null ? undefined : `${id}-error`}>
        <div className="field">
          <label htmlFor={`${id}-url`}>URL template</label>
          <input
            id={`${id}-url`}
            name="url"
            type="url"
            required
            minLength={10}
            maxLength={2000}
            defaultValue={current?.url ?? ''}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="hint">
            http or https; macros: {POSTBACK_MACROS.map((macro) => `{${macro}}`).join(' ')}.
          </p>
        </div>
        <div className="check">
          <input
            id={`${id}-enabled`}
            name="enabled"
            type="checkbox"
            defaultChecked={current?.enabled ?? true}
          />
          <label htmlFor={`${id}-enabled`}>On (calls are made)</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason (kept in the audit log)</label>
          <textarea id={`${id}-reason`} name="reason" maxLength={500} rows={2} />
        </div>
        <div role="alert" id={`${id}-error`} className="error">
          {error}
        </div>
        <div role="status">{saved}</div>
        <button type="submit">Save {EVENT_WORDS[event]} postback</button>
      </form>
    </section>
  );
}
