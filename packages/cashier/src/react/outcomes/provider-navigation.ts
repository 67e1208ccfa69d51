import type { SubmitOutcome } from '@playfront/contracts';

type Redirect = Extract<SubmitOutcome, { status: 'user_redirected' }>;

/** The provider page's address with its parameters (GET). */
export function providerUrl(outcome: Redirect): string {
  const url = new URL(outcome.url);
  if (outcome.method === 'GET') {
    for (const [name, value] of Object.entries(outcome.params)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * Leaves for the provider in this tab: `location.assign` for GET, a posted form for POST (as
 * 3-D Secure pages expect).
 */
export function redirectSameTab(outcome: Redirect, doc: Document = document): void {
  if (outcome.method === 'GET') {
    doc.defaultView?.location.assign(providerUrl(outcome));
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = outcome.url;
  for (const [name, value] of Object.entries(outcome.params)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/** Method types whose payments usually continue on the provider's page (a window to open early). */
export const WINDOW_METHOD_TYPES: ReadonlySet<string> = new Set(['direct', 'bank_transfer']);
