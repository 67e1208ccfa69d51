/** A form field as a trimmed string, or undefined when absent or blank. */
export function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The API's error code from an error body, if any. */
export function errorCode(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : null;
}

/** The `Set-Cookie` headers an API answer asked for, to pass on with a redirect. */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** The `id` of a player the API answered with, or null. */
export function playerIdOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'string'
    ? body.id
    : null;
}
