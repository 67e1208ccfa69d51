import type { RejectedEvent } from '@playfront/contracts';
import { NOT_IDENTIFIED_MESSAGE } from './constants.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

/*
 * Messages of the errors thrown for misuse; each says how to fix the call. The README
 * lists them all (a test keeps the two in step). Separate constants, not one object, so
 * the minifier can shorten their names.
 */
export const PROJECT_ID_MESSAGE = 'createAnalytics needs a projectId';
export const SSR_ORIGIN_MESSAGE = "mode 'ssr' needs the origin option";
export { NOT_IDENTIFIED_MESSAGE };

/**
 * What a transport says about one batch, so the core never reads HTTP itself. `kind` is a
 * number, not a word, since it ships in every page:
 * - 0, done: stored (the collector may still have refused some events, listed by index);
 * - 1, retry: keep the batch queued, and send nothing before `until` (epoch ms) if given;
 * - 2, split: the body was too large, send each half on its own;
 * - 3, drop: the collector will never take this batch, forget it.
 */
export type SendOutcome =
  | { readonly kind: 0; readonly rejected: readonly RejectedEvent[] }
  | { readonly kind: 1 | 2 | 3; readonly error: unknown; readonly until?: number };

/** Sends one batch. Never rejects: every failure comes back as a {@link SendOutcome}. */
export type Transport = (events: readonly AnalyticsEvent[]) => Promise<SendOutcome>;

/**
 * Sends what it can by beacon. Nothing is returned: a beacon never says whether its events
 * were stored, so they stay queued either way (decision 036).
 */
export type BeaconTransport = (events: readonly AnalyticsEvent[]) => void;
