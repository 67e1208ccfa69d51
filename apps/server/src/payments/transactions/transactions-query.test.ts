import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCursor, encodeCursor, InvalidCursorError } from './transactions-query.ts';

describe('given history cursors', () => {
  it('should round-trip every position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.string({ minLength: 1, maxLength: 64 }),
        (createdAt, id) => {
          const cursor = encodeCursor({ createdAt, id });
          expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCursor(cursor)).toEqual({ createdAt, id });
        },
      ),
    );
  });

  it('should refuse anything else with InvalidCursorError only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          const position = decodeCursor(text);
          expect(Number.isSafeInteger(position.createdAt)).toBe(true);
          expect(position.id.length).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCursorError);
        }
      }),
    );
    for (const cursor of [
      '',
      'bm9wZQ',
      Buffer.from('-1.x').toString('base64url'),
      Buffer.from('.x').toString('base64url'),
    ]) {
      expect(() => decodeCursor(cursor)).toThrow(InvalidCursorError);
    }
  });
});
