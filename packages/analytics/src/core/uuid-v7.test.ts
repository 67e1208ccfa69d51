import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { uuidV7 } from './uuid-v7.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MAX_MS = 2 ** 48 - 1;

describe('given uuidV7', () => {
  it('should make a canonical lower-case version 7 UUID with the RFC 9562 variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MS }), (now) => {
        expect(uuidV7(now)).toMatch(V7);
      }),
    );
  });

  it('should carry the timestamp in its first 48 bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MS }), (now) => {
        expect(parseInt(uuidV7(now).replace('-', '').slice(0, 12), 16)).toBe(now);
      }),
    );
  });

  it('should sort by creation time across milliseconds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MS - 1 }),
        fc.integer({ min: 1, max: 10_000 }),
        (now, later) => {
          const first = uuidV7(now);
          const second = uuidV7(Math.min(now + later, MAX_MS));
          expect(first < second).toBe(true);
        },
      ),
    );
  });

  it('should use the current time by default', () => {
    vi.useFakeTimers({ now: 1_700_000_000_123 });
    try {
      expect(uuidV7().startsWith('018bcfe5-687b-7')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should not repeat within one millisecond', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => uuidV7(1_700_000_000_000)));
    expect(ids.size).toBe(10_000);
  });

  it('should draw its randomness from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    try {
      uuidV7(0);
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });
});
