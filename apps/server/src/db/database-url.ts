import { StartupError } from '../startup/startup-error.ts';

const SCHEMES = new Set(['postgres:', 'postgresql:', 'socket:']);

/**
 * Refuses a DATABASE_URL that is not a PostgreSQL URL before `pg` reads it: `pg` resolves any other
 * text against `postgres://base`, and the operator then sees "getaddrinfo ENOTFOUND base".
 */
export function checkDatabaseUrl(raw: string): void {
  const url = URL.parse(raw);
  const socketHost = url?.searchParams.get('host') ?? '';
  if (url === null || !SCHEMES.has(url.protocol) || (url.hostname === '' && socketHost === '')) {
    throw new StartupError(
      'DATABASE_URL is not a PostgreSQL URL: write it as postgres://user:password@host:5432/database ' +
        '(percent-encode @, : and / in the password), or leave it empty for SQLite under DATA_DIR',
      'DATABASE_URL',
    );
  }
}

/** Where a DATABASE_URL points, for messages and logs: `user@host:port/database`, never the password. */
export function describeDatabaseUrl(raw: string): string {
  const url = URL.parse(raw);
  if (url === null) return 'an unreadable DATABASE_URL';
  const host = url.hostname === '' ? (url.searchParams.get('host') ?? '') : url.hostname;
  const user = url.username === '' ? '' : `${decodeURIComponent(url.username)}@`;
  return `${user}${host}:${url.port === '' ? '5432' : url.port}${url.pathname === '/' ? '' : url.pathname}`;
}
