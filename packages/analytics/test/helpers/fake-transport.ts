import { vi } from 'vitest';
import type { BeaconTransport, SendOutcome, Transport } from '../../src/core/errors.ts';
import type { AnalyticsEvent } from '@playfront/contracts';

interface PendingSend {
  readonly events: readonly AnalyticsEvent[];
  readonly resolve: (outcome: SendOutcome) => void;
}

export const DONE: SendOutcome = { kind: 0, rejected: [] };

/**
 * A transport that answers each send with the next queued outcome (default: done), or, in
 * manual mode, holds each send until the test resolves it.
 */
export const createFakeTransport = (options: { manual?: boolean } = {}) => {
  const outcomes: (SendOutcome | ((events: readonly AnalyticsEvent[]) => SendOutcome))[] = [];
  const pending: PendingSend[] = [];
  const send = vi.fn<Transport>(
    (events) =>
      new Promise<SendOutcome>((resolve) => {
        if (options.manual) {
          pending.push({ events, resolve });
          return;
        }
        const next = outcomes.shift() ?? DONE;
        resolve(typeof next == 'function' ? next(events) : next);
      }),
  );
  return {
    send,
    pending,
    /** Answers the next sends with these outcomes, in order. */
    answer: (...next: typeof outcomes) => {
      outcomes.push(...next);
    },
    /** The events of each send so far. */
    batches: () => send.mock.calls.map(([events]) => events),
  };
};

/** A beacon that records the batches it is given (it returns nothing, as the real one). */
export const createFakeBeacon = () => vi.fn<BeaconTransport>();
