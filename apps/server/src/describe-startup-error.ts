import type { Config } from './config.ts';
import { describeDatabaseUrl } from './db/database-url.ts';
import { DatabaseStartError } from './db/kysely.ts';
import { isStorageFull } from './db/storage-full.ts';
import { StartupError } from './startup/startup-error.ts';

/** What the server was doing: reading its settings, building the app (database, site), listening. */
export type StartupPhase = 'config' | 'build' | 'listen';

export type StartupSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 'host' | 'port'>;

/** The fields Node, node:sqlite and pg put on their errors. */
interface ErrorFields {
  readonly message: string;
  readonly code?: unknown;
  readonly errcode?: unknown;
  readonly path?: unknown;
  readonly hostname?: unknown;
}

/** SQLite primary result codes (https://sqlite.org/rescode.html) worth their own sentence. */
const SQLITE_MESSAGES: Readonly<Record<number, string>> = {
  5: 'is locked by another process: stop the other server that uses this DATA_DIR',
  6: 'is locked by another process: stop the other server that uses this DATA_DIR',
  8: 'is read-only: give the server write access or set DATA_DIR to a writable folder',
  10: 'cannot be read or written (I/O error): check the disk, or set DATA_DIR to another folder',
  11: 'is corrupt: restore it from a backup, or set DATA_DIR to a new folder',
  14: 'cannot be opened or created (a read-only or missing folder?): set DATA_DIR to a writable folder',
  26: 'is not a SQLite database: set DATA_DIR to the folder that holds playfront.db',
};

const FS_REASONS: Readonly<Record<string, string>> = {
  EEXIST: 'a file is in the way where the folder should be',
  ENOTDIR: 'a file is in the way where a folder should be',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOENT: 'the path cannot be created',
};

/** The innermost error of a cause chain (and the first of an AggregateError), for its code. */
function rootOf(error: unknown): ErrorFields {
  let current = error;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else break;
  }
  return current instanceof Error ? current : { message: String(current) };
}

function findInChain<T>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  let current = error;
  for (let depth = 0; depth < 10 && current instanceof Error; depth += 1) {
    if (current instanceof type) return current;
    current = current.cause;
  }
  return undefined;
}

function sqliteSentence(root: ErrorFields, file: string): string | undefined {
  if (root.code !== 'ERR_SQLITE_ERROR' || typeof root.errcode !== 'number') return undefined;
  const sentence = SQLITE_MESSAGES[root.errcode & 0xff];
  return sentence === undefined ? undefined : `the SQLite database ${file} ${sentence}`;
}

function sqliteProblem(root: ErrorFields, settings: StartupSettings): string {
  const file = `${settings.dataDir}/playfront.db`;
  if (isStorageFull(root))
    return `the disk under DATA_DIR (${settings.dataDir}) is full: free space or move DATA_DIR`;
  const sqlite = sqliteSentence(root, file);
  if (sqlite !== undefined) return sqlite;
  const reason = typeof root.code === 'string' ? FS_REASONS[root.code] : undefined;
  if (reason !== undefined) {
    const path = typeof root.path === 'string' ? root.path : settings.dataDir;
    return `DATA_DIR ${settings.dataDir} cannot be used: ${reason} (${path}); set DATA_DIR to a writable folder`;
  }
  return `the SQLite database ${file} could not be opened: ${root.message} (DATA_DIR)`;
}

function postgresProblem(root: ErrorFields, databaseUrl: string): string {
  const where = `PostgreSQL at ${describeDatabaseUrl(databaseUrl)}`;
  switch (root.code) {
    case 'ECONNREFUSED':
      return `${where} refused the connection: is it running, and are the host and port in DATABASE_URL right?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the PostgreSQL host "${typeof root.hostname === 'string' ? root.hostname : '?'}" was not found: fix the host in DATABASE_URL`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} cannot be reached (${root.code}): check DATABASE_URL and the network`;
    case '28P01':
      return `${where} refused the user name or password: fix them in DATABASE_URL`;
    case '28000':
      return `${where} refused the log-in (${root.message}): fix the user in DATABASE_URL or pg_hba.conf`;
    case '3D000':
      return `${where}: the database does not exist: create it, or fix its name in DATABASE_URL`;
    case '42501':
      return `${where}: the user may not create the schema (${root.message}): grant it, or use another user in DATABASE_URL`;
    case '53100':
      return `${where} reports its disk full: free space on the database server`;
    case '53300':
      return `${where} has no connection left (too many clients): raise max_connections or stop other clients`;
    case '57P03':
      return `${where} is starting up or shutting down: start the server again once PostgreSQL is up`;
    default:
      return `${where}: ${root.message} (DATABASE_URL)`;
  }
}

function databaseProblem(failure: DatabaseStartError, settings: StartupSettings): string {
  const root = rootOf(failure);
  const problem =
    settings.databaseUrl === undefined
      ? sqliteProblem(root, settings)
      : postgresProblem(root, settings.databaseUrl);
  // A migration that failed on its own statements (not on the connection) is named.
  const migration = /^Database migration (\S+) failed$/.exec(failure.message)?.[1];
  return migration === undefined || migration === 'unknown'
    ? problem
    : `database migration ${migration} failed: ${problem}`;
}

function listenProblem(root: ErrorFields, settings: StartupSettings): string | undefined {
  const address = `${settings.host}:${settings.port}`;
  switch (root.code) {
    case 'EADDRINUSE':
      return `${address} is already in use: stop the other server, or set PORT (or HOST) to a free address`;
    case 'EACCES':
      return `no permission to listen on ${address}: set PORT above 1023, or grant the permission`;
    case 'EADDRNOTAVAIL':
      return `HOST ${settings.host} is not an address of this machine: set HOST (0.0.0.0 listens on all)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST "${settings.host}" does not resolve to an address: set HOST to an IP address or host name`;
    default:
      return undefined;
  }
}

/** Collapses a message to one line (drivers put newlines and hints in theirs). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * One line for the operator: what stopped the server, and the setting that fixes it. No stack: the
 * causes a stack would help with (bugs) are not start-up failures an operator can act on.
 */
export function describeStartupError(
  error: unknown,
  phase: StartupPhase,
  settings: StartupSettings | undefined,
): string {
  const root = rootOf(error);
  let problem: string | undefined;
  const written = findInChain(error, StartupError);
  const database = findInChain(error, DatabaseStartError);
  if (written !== undefined) problem = written.message;
  else if (phase === 'config') problem = error instanceof Error ? error.message : root.message;
  else if (database !== undefined && settings !== undefined) problem = databaseProblem(database, settings);
  else if (phase === 'listen' && settings !== undefined) problem = listenProblem(root, settings);
  const code = typeof root.code === 'string' ? ` [${root.code}]` : '';
  return `Playfront cannot start: ${oneLine(problem ?? `${error instanceof Error ? error.message : root.message}${code}`)}`;
}
