import { SUPPORT_MESSAGES_PATH } from '@playfront/contracts';
import type { WebRequestContext } from '../context.ts';
import { field } from '../session/form-values.ts';
import type { ContactResult } from './contact-result.ts';

function referenceOf(body: unknown): string | null {
  return typeof body === 'object' &&
    body !== null &&
    'reference' in body &&
    typeof body.reference === 'string'
    ? body.reference
    : null;
}

/** Sends the contact form to the server's support inbox as this visitor. */
export async function sendSupportMessage(
  web: WebRequestContext,
  form: FormData,
  language: string,
): Promise<ContactResult> {
  const name = field(form, 'name');
  const answer = await web.api(
    'POST',
    SUPPORT_MESSAGES_PATH,
    {
      email: field(form, 'email') ?? '',
      message: field(form, 'message') ?? '',
      ...(name === undefined ? {} : { name }),
    },
    { language },
  );
  const reference = answer.status === 201 ? referenceOf(answer.body) : null;
  if (reference !== null) return { sent: reference };
  return { error: answer.status === 400 ? 'error.invalid' : 'error.generic' };
}
