/** SQLite's primary result code for "database or disk is full" (extended codes keep it in the low byte). */
const SQLITE_FULL = 13;
/** PostgreSQL's SQLSTATE for disk_full. */
const PG_DISK_FULL = '53100';

/**
 * A write failed because the disk under the database is full. Thrown in place of SQLite's own
 * `SQLITE_FULL` so that every caller and every log says what happened and where.
 */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  readonly code = 'STORAGE_FULL';
  /** The database file that is out of space. */
  readonly location: string;

  constructor(location: string, options?: ErrorOptions) {
    super(`The database's disk is full (${location}): free space there or move DATA_DIR`, options);
    this.location = location;
  }
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** True for SQLite's SQLITE_FULL, PostgreSQL's disk_full, ENOSPC, or a StorageFullError. */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const errcode = field(error, 'errcode');
  if (field(error, 'code') === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    return (errcode & 0xff) === SQLITE_FULL;
  }
  const code = field(error, 'code');
  return code === PG_DISK_FULL || code === 'ENOSPC';
}
