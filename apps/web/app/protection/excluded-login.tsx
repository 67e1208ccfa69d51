import { Link, useSearchParams } from 'react-router';
import { PLAYER_EXCLUDED } from '@playfront/contracts';
import type { ApiAnswer } from '../context.ts';
import { useT } from '../i18n/use-t.ts';
import { useSiteData } from '../session/use-site-data.ts';
import { excludedFromSearch } from './excluded-notice.ts';
import { ExclusionInForce } from './exclusion-part.tsx';

/** A log-in the API refused while an exclusion is in force: its words (the API's, in the page's language). */
export interface ExcludedLogIn {
  readonly message: string;
}

/** The refusal of a log-in answer, or null when it is not PLAYER_EXCLUDED. */
export function excludedLogIn(answer: ApiAnswer): ExcludedLogIn | null {
  if (answer.status !== 403 || typeof answer.body !== 'object' || answer.body === null) return null;
  const { code, message } = answer.body as { code?: unknown; message?: unknown };
  return code === PLAYER_EXCLUDED && typeof message === 'string' ? { message } : null;
}

/**
 * What the log-in page says during an exclusion (decision 060): the API's refusal after a log-in
 * (with a session good for the account and cashouts only, hence the withdrawal link), or, just
 * after taking one, what it is and until when.
 */
export function ExcludedLogInNotice({ refusal }: { refusal: ExcludedLogIn | undefined }) {
  const t = useT();
  const [search] = useSearchParams();
  const language = useSiteData()?.language ?? 'en';
  const taken = excludedFromSearch(search);
  if (refusal !== undefined) {
    return (
      <div className="protection-notice" role="alert">
        <p>{refusal.message}</p>
        <p>
          <Link to="/cashier/cashout">{t('protection.login.withdraw')}</Link>
        </p>
      </div>
    );
  }
  if (taken === null) return null;
  return (
    <ExclusionInForce
      exclusion={{ kind: taken.kind, endsAt: taken.until }}
      language={language}
      role="status"
    />
  );
}
