import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { detectLanguage } from '../i18n/detect-language.ts';

/** What the account page shows: the current address and whether it is verified. */
export interface VerificationStatus {
  readonly verified: boolean;
  /** Set once a new link was asked for. */
  readonly sent?: boolean;
}

/** A resource route: the account page's e-mail verification part reads and posts here. */
export async function loader({ context }: LoaderFunctionArgs): Promise<VerificationStatus | null> {
  const answer = await context.get(webContext).api('GET', '/api/v1/player/email-verification');
  return answer.status === 200 ? { verified: (answer.body as { verified: boolean }).verified } : null;
}

/** Sends a new verification link, in the page's language. */
export async function action({ request, context }: ActionFunctionArgs): Promise<VerificationStatus | null> {
  const web = context.get(webContext);
  const answer = await web.api(
    'POST',
    '/api/v1/player/email-verification',
    {},
    {
      language: detectLanguage(request).language,
    },
  );
  return answer.status === 204 ? { verified: false, sent: true } : null;
}
