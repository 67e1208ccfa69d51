import { SUPPORT_CONTACT_PATH } from '@playfront/contracts';
import type { WebRequestContext } from '../context.ts';

/** The support team's address from the server, or null when it did not answer. */
export async function supportEmail(web: WebRequestContext): Promise<string | null> {
  const answer = await web.api('GET', SUPPORT_CONTACT_PATH);
  const body = answer.body;
  return answer.status === 200 &&
    typeof body === 'object' &&
    body !== null &&
    'email' in body &&
    typeof body.email === 'string'
    ? body.email
    : null;
}
