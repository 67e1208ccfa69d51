import { TEMP_PLAYER_ID_KEY } from '../core/constants.ts';
import { uuidV7 } from '../core/uuid-v7.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** Anything else came from elsewhere or was tampered with, and the collector would refuse it. */
const VALID = /^[\w-]{1,64}$/;

/**
 * The browser's temp_player_id, shared by the SDK and the site-loaded script: read from the
 * cookie first (the server sees it too), then localStorage, else a new random UUID (v7). Both
 * are written back every time, so either one restores the other and the cookie's year
 * starts again. Blocked storage or cookies are skipped silently.
 */
export const getTempPlayerId = (): string => {
  let id: string | null = null;
  try {
    id = readCookie(TEMP_PLAYER_ID_KEY) ?? localStorage.getItem(TEMP_PLAYER_ID_KEY);
  } catch {
    // Storage disabled: the cookie is all there is.
  }
  // A v7 has 74 random bits (a v4 has 122, more than an id per browser needs) and, unlike
  // crypto.randomUUID, it works outside secure contexts (plain http) too.
  if (!id || !VALID.test(id)) id = uuidV7();
  writeCookie(TEMP_PLAYER_ID_KEY, id);
  try {
    localStorage.setItem(TEMP_PLAYER_ID_KEY, id);
  } catch {
    // As above.
  }
  return id;
};

/**
 * Removes the temp_player_id the SDK (or the collector, from its events) wrote: the cookie and
 * the storage copy. Returns '' so the caller can clear its own copy in the same step.
 */
export const forgetTempPlayerId = (): string => {
  writeCookie(TEMP_PLAYER_ID_KEY, '', 0);
  try {
    localStorage.removeItem(TEMP_PLAYER_ID_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
  return '';
};
