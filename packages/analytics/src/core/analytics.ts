import type { AnalyticsMode, AnalyticsState, ConsentState } from '@playfront/contracts';
import {
  ANONYMOUS_USER_ID,
  MAX_EVENTS_PER_REQUEST,
  SEND_ERROR_LOG_PREFIX,
  UNIDENTIFIED_EVENTS,
  OUTBOX_KEY_PREFIX,
  QUEUE_KEY_PREFIX,
  SEND_INTERVAL_MS,
} from './constants.ts';
import { checkDefaults, checkEventName, checkIdentity } from './check-values.ts';
import { NOT_IDENTIFIED_MESSAGE, type BeaconTransport, type Transport } from './errors.ts';
import { addTimingMetrics, createEvent, type EventContext, type TimingMetrics } from './event-factory.ts';
import { createEventQueue, type KeyValueStore } from './event-queue.ts';
import { startFlushTimer } from './flush-scheduler.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

/** Who the visitor is, beyond the user id. Each value overrides the createAnalytics default. */
export interface IdentityMetadata {
  /** Affiliate tag. */
  readonly stag?: string;
  /** The visitor's user agent: gives `device` and `browser` in 'ssr' mode. */
  readonly userAgent?: string;
  /** The visitor's temp_player_id (by default the browser's own). */
  readonly tempPlayerId?: string;
  readonly license?: string;
  readonly ipCountry?: string;
  readonly interlayerId?: string;
}

/**
 * Why events were given up: the queue passed its bound (`queue_full`, oldest first), the
 * collector refused the whole request (`rejected`, a 4xx), or refused single events of an
 * accepted request (`invalid`).
 */
export type DropReason = 'queue_full' | 'rejected' | 'invalid';

export interface DropInfo {
  readonly reason: DropReason;
  readonly events: AnalyticsEvent[];
}

/** Hooks and defaults shared by every mode. */
export interface AnalyticsHooks {
  /** Default license of every event; `identity` metadata overrides it. */
  readonly license?: string;
  /** Default ip_country of every event; `identity` metadata overrides it. */
  readonly ipCountry?: string;
  /** Called with every failed send (after it is logged with console.error). */
  readonly onError?: (error: unknown) => void;
  /** Called with the events given up for good, and why. */
  readonly onDrop?: (info: DropInfo) => void;
  /**
   * What the visitor agreed to. Until `granted` the SDK writes no cookie and no storage and
   * sends no temp_player_id: `pending` holds events in memory (within the queue's bound) and
   * sends them once granted, `denied` drops them. Default `granted`, except that in the browser
   * the Global Privacy Control signal (`navigator.globalPrivacyControl`) makes it `denied`.
   */
  readonly consent?: ConsentState | undefined;
}

export interface Analytics {
  /**
   * Sets the user; 'anonymous' marks an anonymous visitor. Replaces earlier metadata. A country
   * code is upper-cased (`de` is sent as DE). Throws, changing nothing, for a value the collector
   * could not store: a text too long for its field or holding NUL or a lone surrogate, or an
   * `ipCountry` that is no 2-letter code.
   */
  readonly identity: (userId: string, metadata?: IdentityMetadata) => void;
  /**
   * Queues one event. Throws before `identity`, except for the interlayer events
   * (interlayer_visited, interlayer_redirected, interlayer_no_redirect), and for a name the
   * collector does not take (1 to 64 of A-Z a-z 0-9 _ . : -; `deposit_completed`, not
   * `deposit completed`). Timing metrics that are not finite numbers above 0 are left out.
   */
  readonly track: (event: string, metrics?: TimingMetrics) => void;
  /** Forgets the user, the metadata and the queued events (also from storage). */
  readonly reset: () => void;
  /** Sends the queue now; resolves when the send is over (it never rejects). */
  readonly flush: () => Promise<void>;
  /** Stops the timer and page listeners and writes the queue to storage; sends nothing more. */
  readonly destroy: () => void;
  /**
   * Changes the consent at run time. `granted` creates the temp_player_id, gives it to the
   * held events and sends them; `denied` drops the queue and removes the temp_player_id
   * cookie and storage and the queue's mirror; `pending` holds what comes next.
   */
  readonly setConsent: (state: ConsentState) => void;
  readonly state: AnalyticsState;
}

/** What the page lifecycle reports: hidden or closed, shown again, back online. */
export type PageEvent = 'hide' | 'show' | 'online';
export type PageListener = (event: PageEvent) => void;

/** The fields the running environment knows at track time. */
export type PageContext = Pick<
  AnalyticsEvent,
  'hostname' | 'pathname' | 'device' | 'browser' | 'temp_player_id' | 'connection_type'
>;

/** The environment-free core, with the environment's parts plugged in. */
export interface CoreOptions extends AnalyticsHooks {
  readonly projectId: string;
  readonly mode: AnalyticsMode;
  /** Milliseconds between timed sends; SEND_INTERVAL_MS (30 s) when not given. */
  readonly flushInterval?: number | undefined;
  /**
   * The environment's fields. Makes no temp_player_id unless `consent` is granted, and forgets
   * the one it made (cookie and storage) when it is denied.
   */
  readonly context: (metadata: IdentityMetadata, consent: ConsentState) => PageContext;
  readonly send: Transport;
  readonly beacon?: BeaconTransport | undefined;
  readonly store?: KeyValueStore | undefined;
  readonly listen?: ((listener: PageListener) => () => void) | undefined;
  readonly isOnline?: (() => boolean) | undefined;
}

export const createCore = (options: CoreOptions): Analytics => {
  const ipCountry = checkDefaults(options);
  let userId: string | undefined;
  let metadata: IdentityMetadata = {};
  let inflight: Promise<void> | undefined;
  let batchFull: Promise<void> | undefined;
  let pausedUntil = 0;
  // Bumped by reset so a send in progress does not go on with the forgotten events.
  let epoch = 0;
  let hidden = false;
  let stopTimer = (): void => undefined;
  let consent = options.consent ?? 'granted';
  const granted = (): boolean => consent == 'granted';

  const drop = (reason: DropReason, events: AnalyticsEvent[]): void => {
    if (events.length) options.onDrop?.({ reason, events });
  };
  const fail = (error: unknown): void => {
    console.error(SEND_ERROR_LOG_PREFIX, error);
    options.onError?.(error);
  };
  const queue = createEventQueue(
    options.store,
    QUEUE_KEY_PREFIX + options.projectId,
    (events) => {
      drop('queue_full', events);
    },
    // Without consent the queue lives in memory only: its mirror is removed, never written.
    () => granted(),
  );
  // Only an explicit false means offline: a browser without navigator.onLine still sends.
  // Held events wait for consent.
  const canSend = (): boolean => granted() && Date.now() >= pausedUntil && options.isOnline?.() !== false;

  /** Sends one batch. True when it is settled (stored or given up), false to stop and retry later. */
  const post = async (batch: AnalyticsEvent[]): Promise<boolean> => {
    const outcome = await options.send(batch);
    // Kinds (see SendOutcome): 0 done, 1 retry, 2 split, 3 drop.
    if (outcome.kind == 1) {
      fail(outcome.error);
      // Sends only happen once an earlier pause is over, so this never shortens one.
      pausedUntil = outcome.until ?? 0;
      return false;
    }
    if (outcome.kind == 2 && batch.length > 1) {
      const half = batch.length >> 1;
      return (await post(batch.slice(0, half))) && post(batch.slice(half));
    }
    queue.remove(batch);
    if (!outcome.kind) {
      drop(
        'invalid',
        outcome.rejected.flatMap(({ index }) => batch[index] ?? []),
      );
    } else {
      fail(outcome.error);
      drop('rejected', batch);
    }
    return true;
  };

  // The site-loaded script's event, left in its outbox when its own send failed.
  const adopt = (): void => {
    queue.adopt(OUTBOX_KEY_PREFIX + options.projectId);
  };

  const drain = async (): Promise<void> => {
    adopt();
    const start = epoch;
    const pending = [...queue.events];
    while (pending.length && canSend() && start == epoch) {
      if (!(await post(pending.splice(0, MAX_EVENTS_PER_REQUEST)))) break;
    }
  };

  // One send at a time: a flush during a send waits for it, then sends what is left.
  const flush = (): Promise<void> =>
    inflight
      ? inflight.then(flush)
      : (inflight = drain()
          .catch(fail)
          .finally(() => {
            inflight = undefined;
          }));

  // (Re)starts the timer, so the next tick is a full interval away.
  const startTimer = (): void => {
    stopTimer();
    stopTimer = startFlushTimer(options.flushInterval ?? SEND_INTERVAL_MS, () => {
      if (!inflight) void flush();
    });
  };

  // 'hide' beacons what it can and stores the rest; 'show' restarts the timer; 'online' flushes.
  const stopListening = options.listen?.((event) => {
    if (event == 'online') void flush();
    else if ((hidden = event == 'hide')) {
      stopTimer();
      adopt();
      // Beaconed events stay queued and mirrored: a beacon says nothing of whether they were
      // stored, so they go again with the next send that is acknowledged (the next tick, or the
      // next page after a reload); the collector drops the duplicate event_ids.
      if (canSend()) options.beacon?.(queue.events);
      queue.save();
    } else startTimer();
  });
  startTimer();
  adopt();

  return {
    // Checked before anything changes: a refused call leaves the earlier identity in place.
    identity: (id, meta = {}) => {
      metadata = { ...meta, ipCountry: checkIdentity(id, meta) };
      userId = id;
    },
    track: (event, metrics) => {
      if (userId == null && !(UNIDENTIFIED_EVENTS as readonly string[]).includes(event)) {
        throw new Error(NOT_IDENTIFIED_MESSAGE);
      }
      checkEventName(event);
      // A refusal keeps nothing, not even in memory.
      if (consent == 'denied') return;
      const fields: EventContext = {
        project_id: options.projectId,
        mode: options.mode,
        ...options.context(metadata, consent),
        stag: metadata.stag ?? null,
        license: metadata.license ?? options.license ?? null,
        ip_country: metadata.ipCountry ?? ipCountry ?? null,
        interlayer_id: metadata.interlayerId ?? null,
        user_id: userId ?? null,
      };
      queue.add(addTimingMetrics(createEvent(event, fields), metrics));
      // A full batch goes at once instead of waiting for the timer, so a burst drains rather
      // than reaching the queue's bound. Behind a send in flight one flush waits (it takes the
      // whole queue then), not one per full batch, however long the queue stays full.
      if (!(queue.events.length % MAX_EVENTS_PER_REQUEST)) {
        if (!inflight) void flush();
        else
          batchFull ??= inflight.then(() => {
            batchFull = undefined;
            return flush();
          });
      }
      // A hidden page may close any moment, and its pagehide sends nothing more: store now.
      if (hidden) queue.save();
    },
    reset: () => {
      userId = undefined;
      metadata = {};
      epoch++;
      queue.clear();
    },
    flush,
    setConsent: (state) => {
      // Granted makes the temp_player_id (for the events tracked from now on), denied forgets it.
      options.context(metadata, (consent = state));
      if (state == 'denied') {
        epoch++;
        queue.clear();
      }
      // Sends the held events, when granted.
      void flush();
    },
    destroy: () => {
      stopTimer();
      stopListening?.();
      queue.save();
    },
    get state() {
      return userId == null ? 'none' : userId == ANONYMOUS_USER_ID ? 'anonymous' : 'identified';
    },
  };
};
