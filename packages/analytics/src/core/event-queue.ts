import type { AnalyticsEvent } from '@playfront/contracts';
import { MAX_QUEUE_LENGTH, PERSIST_DELAY_MS } from './constants.ts';

/** A synchronous key-value store (localStorage in browsers); setting null removes the key. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

export interface EventQueue {
  /** The queued events, oldest first: the live array, so copy it to keep it across changes. */
  readonly events: readonly AnalyticsEvent[];
  add(event: AnalyticsEvent): void;
  /** Removes these very events (by reference): events queued meanwhile stay. */
  remove(events: readonly AnalyticsEvent[]): void;
  clear(): void;
  /** Writes the mirror now instead of after the coalescing delay. */
  save(): void;
  /**
   * Takes the events another writer left under `outbox` (the site-loaded script, whose send
   * failed): queued after the others, mirrored at once, then the outbox is emptied.
   */
  adopt(outbox: string): void;
}

/**
 * The bounded event queue and its storage mirror (none on the server). Events left by an
 * earlier page (reload, crash, closed tab) are restored first and keep their `event_id`, so
 * resending them is harmless: the collector drops duplicates. The mirror is written at most
 * once per PERSIST_DELAY_MS, because serialising the queue on every track would be
 * wasteful. Past MAX_QUEUE_LENGTH events the oldest go to `onOverflow`.
 */
export const createEventQueue = (
  store: KeyValueStore | undefined,
  key: string,
  onOverflow: (dropped: AnalyticsEvent[]) => void,
  /** Whether the mirror may be written now; when not, saving removes it instead. */
  mayStore: () => boolean = () => true,
): EventQueue => {
  let events: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = (): void => {
    clearTimeout(timer);
    timer = undefined;
    store?.set(key, events.length && mayStore() ? JSON.stringify(events) : null);
  };
  const change = (next: AnalyticsEvent[]): void => {
    const over = next.length - MAX_QUEUE_LENGTH;
    events = next;
    if (over > 0) onOverflow(next.splice(0, over));
    if (store) timer ??= setTimeout(save, PERSIST_DELAY_MS);
  };

  /** The events stored under `from`; a broken or missing mirror reads as none. */
  const read = (from: string): AnalyticsEvent[] => {
    let stored: unknown;
    try {
      stored = JSON.parse(store?.get(from) ?? '0');
    } catch {
      // Dropped like an empty one: the next write replaces it.
    }
    return Array.isArray(stored) ? (stored as AnalyticsEvent[]) : [];
  };
  const adopt = (from: string): void => {
    const handed = read(from);
    // Emptied first, so adopting the queue's own key (the restore below) writes it back.
    store?.set(from, null);
    if (handed.length) {
      change([...events, ...handed]);
      save();
    }
  };
  // Events an earlier page left (reload, crash, closed tab) come back first; they are written
  // back at once, so a crash right after this load loses nothing either.
  adopt(key);

  return {
    get events() {
      return events;
    },
    // In place: track() is the hot path, and copying the queue each time made it O(n).
    add: (event) => {
      events.push(event);
      change(events);
    },
    remove: (removed) => {
      const gone = new Set(removed);
      change(events.filter((event) => !gone.has(event)));
    },
    clear: () => {
      events = [];
      save();
    },
    save,
    adopt,
  };
};
