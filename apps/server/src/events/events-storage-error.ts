/**
 * Events could not be stored (the commit failed or the sink is closed). Nothing of the write
 * was kept, so the sender may send the same events again; the collector answers 503.
 */
export class EventsStorageError extends Error {
  override readonly name: string = 'EventsStorageError';
}

/**
 * Events were refused unstored because too many wait for a commit already (the pending bound,
 * `EVENTS_MAX_PENDING`): the collector sheds with 503 and Retry-After; nothing was kept.
 */
export class EventsBusyError extends EventsStorageError {
  override readonly name = 'EventsBusyError';
}
