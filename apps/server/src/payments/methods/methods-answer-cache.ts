import { createHash } from 'node:crypto';
import type { CurrencyCode, MethodView, PaymentAction } from '@playfront/contracts';
import type { MethodLister, PlayerStanding } from './list-methods.ts';

/** The methods of one getMethods answer, already JSON, and which of them are available. */
export interface CachedMethods {
  /** The `methods` array as the route's serializer writes it, UTF-8: encoded once, not per answer. */
  readonly bytes: Buffer;
  /** SHA-256 of `bytes` (base64url): an answer's ETag is made from it without hashing 24 KB again. */
  readonly fingerprint: string;
  readonly availableIds: ReadonlySet<string>;
}

export interface MethodsAnswerCache {
  /**
   * The methods for `action` and `currency` as `player` sees them, listed and serialised the
   * first time their key is asked for and then served as the same string.
   */
  methods(
    action: PaymentAction,
    currency: CurrencyCode,
    player: PlayerStanding,
    serialize: (methods: MethodView[]) => string,
  ): CachedMethods;
}

/** Keys beyond this drop the oldest; every country, currency and standing fit many times over. */
const DEFAULT_MAX_ENTRIES = 5_000;

/**
 * getMethods' list depends on the catalogue and a few things about the player, not on who the
 * player is: thousands of players share a handful of lists. Building and serialising 88 method
 * views per request (about 24 KB of JSON, hundreds of objects) was the answer's tail: the
 * allocation showed as garbage-collection pauses at the 99th percentile. So each list is built
 * once per action, currency and standing key (list-methods.ts) and kept as its JSON, encoded.
 * One cache per lister, and so per catalogue: a new catalogue starts with an empty one.
 */
export function createMethodsAnswerCache(
  lister: MethodLister,
  maxEntries = DEFAULT_MAX_ENTRIES,
): MethodsAnswerCache {
  const entries = new Map<string, CachedMethods>();
  return {
    methods(action, currency, player, serialize) {
      const key = `${action} ${currency} ${lister.standingKey(action, currency, player)}`;
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const { methods, availableIds } = lister.list(action, currency, player);
      const bytes = Buffer.from(serialize(methods));
      const fingerprint = createHash('sha256').update(bytes).digest('base64url');
      const entry = { bytes, fingerprint, availableIds };
      if (entries.size >= maxEntries) {
        // A Map iterates in insertion order: its first key is the oldest.
        for (const oldest of entries.keys()) {
          entries.delete(oldest);
          break;
        }
      }
      entries.set(key, entry);
      return entry;
    },
  };
}
