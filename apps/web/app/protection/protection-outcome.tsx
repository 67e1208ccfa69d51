import { useActionData } from 'react-router';
import type { MessageKey } from '../i18n/messages/en.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../components/form-error.tsx';
import { failureText } from '../session/form-failure.ts';
import type { ProtectionIntent, ProtectionResult } from './protection-action.server.ts';

/** One form's outcome, below its heading: an alert on failure, a status on success. */
export function ProtectionOutcome({ intent, saved }: { intent: ProtectionIntent; saved?: MessageKey }) {
  const t = useT();
  const result = useActionData<ProtectionResult>();
  const mine = result !== undefined && result.intent === intent ? result : undefined;
  return (
    <>
      <FormError message={mine !== undefined && !mine.ok ? failureText(mine.error, t) : undefined} />
      {saved === undefined ? null : (
        <p role="status" className="form-success">
          {mine?.ok === true ? t(saved) : ''}
        </p>
      )}
    </>
  );
}
