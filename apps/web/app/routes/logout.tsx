import { redirect, type ActionFunctionArgs } from 'react-router';
import { webContext } from '../context.ts';
import { cookieHeaders } from '../session/form-values.ts';

/** Ends the session through the players API and goes home; a GET just goes home. */
export async function action({ context }: ActionFunctionArgs) {
  const answer = await context.get(webContext).api('POST', '/api/v1/auth/logout');
  return redirect('/', { headers: cookieHeaders(answer.setCookies) });
}

export function loader() {
  return redirect('/');
}
