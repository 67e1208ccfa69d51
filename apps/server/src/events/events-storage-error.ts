/**
 * Events could not be stored (the commit failed or the sink is closed). Nothing of the write
 * was kept, so the sender may send the same events again; the collector answers 503.
 */
export class EventsStorageError extends Error {
  override readonly name = 'EventsStorageError';
}
