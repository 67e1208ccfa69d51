import type { KeyValueStore } from '../core/event-queue.ts';

/**
 * localStorage that never throws. Storage may be missing, disabled (SecurityError on the
 * very property read), full (QuotaExceededError) or wiped; then the queue simply lives in
 * memory only (which it does anyway: storage is just its mirror), silently, since
 * analytics must never break the site. The old value goes first so a failed write leaves
 * no stale copy behind, and frees its room for the new one.
 */
export const createStorage = (): KeyValueStore => ({
  get: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      localStorage.removeItem(key);
      if (value != null) localStorage.setItem(key, value);
    } catch {
      // Memory only, as above.
    }
  },
});
